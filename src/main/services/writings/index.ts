export {
  createWritingsService,
  normalizePublication,
  type WritingRow,
  type WritingSettings,
  type WritingSummaryRow,
  type WritingsService,
} from './service';
