/** The writings service's front door: what other services and the composition root may import. */
export {
  createWritingsService,
  normalizePublication,
  type WritingRow,
  type WritingSettings,
  type WritingSummaryRow,
  type WritingsService,
} from './service';
export { toWriting, toWritingSummary } from './wire';
export { withLlmOutput, type LlmRange } from './export/llm-output';
export type { ExportResult } from './export';
