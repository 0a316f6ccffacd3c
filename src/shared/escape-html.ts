const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Text made safe to put between HTML tags or in a double-quoted attribute: `&`, `<`, `>` and `"` become entities.
 * One pass, linear in the text (it runs on whole pasted documents when they are shown or exported as typed).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ENTITIES[c]!);
}
