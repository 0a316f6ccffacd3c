import type { z } from 'zod';

/**
 * Turns zod issues into one readable sentence list, e.g. `slug: expected a string`. The path tells the user
 * (or the developer of a caller) which field to fix; zod's own messages are already plain English.
 */
export function formatIssues(error: z.ZodError, subject = 'input'): string {
  const parts = error.issues.slice(0, 5).map((issue) => {
    const where = issue.path.length ? issue.path.map(String).join('.') : subject;
    return `${where}: ${issue.message}`;
  });
  const more = error.issues.length > 5 ? ` (and ${error.issues.length - 5} more)` : '';
  return parts.join('; ') + more;
}
