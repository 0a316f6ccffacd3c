/** "1.4 MB": a backup's size in the unit a person reads. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** A backup's time in the reader's own time zone and format. */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export const KIND_LABEL: Record<string, string> = {
  auto: 'Automatic',
  manual: 'Manual',
  'pre-migration': 'Before an update',
  'pre-restore': 'Before a restore',
  'pre-import': 'Before an import',
};
