import type { z } from 'zod';

/**
 * A content file that cannot be used. The message names the file and the field so an author can fix it;
 * loaders collect these as diagnostics instead of taking the app down.
 */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly detail: string,
  ) {
    super(`${file}: ${detail}`);
    this.name = 'ContentError';
  }

  static fromZod(file: string, error: z.ZodError, prefix = ''): ContentError {
    const first = error.issues[0];
    const where = first ? [prefix, ...first.path.map(String)].filter(Boolean).join('.') : prefix;
    const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more problems)` : '';
    return new ContentError(file, `${where || 'file'}: ${first?.message ?? 'is invalid'}${more}`);
  }
}
