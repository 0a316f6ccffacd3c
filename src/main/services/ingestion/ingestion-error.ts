/**
 * Why an ingestion stopped. `invalid`: the manifest must be fixed; `exists`: the target track file is already
 * there (never overwritten); `io`: the tracks folder could not be written. The message is one line that names
 * the manifest file (and the chapter and ids where they matter) and says how to fix it; nothing was written.
 */
export type IngestionErrorKind = 'invalid' | 'exists' | 'io';

export class IngestionError extends Error {
  constructor(
    readonly kind: IngestionErrorKind,
    message: string,
  ) {
    // Messages are shown verbatim on one line (CLI stderr, dialogs, banners), so newlines are flattened.
    super(message.replace(/\s*\r?\n\s*/g, ' ').trim());
    this.name = 'IngestionError';
  }
}

/** `chapter "Fundamentals"`, or `chapter #2` when the title itself is what is missing. */
export function chapterLabel(title: unknown, index: number): string {
  return typeof title === 'string' && title.trim() ? `chapter "${title.trim()}"` : `chapter #${index + 1}`;
}

export function quoteIds(ids: readonly string[]): string {
  return ids.map((id) => `"${id}"`).join(', ');
}
