/** The one range where `body` differs from `text` (common start and end kept), as offsets into `text`. */
export function changedRange(text: string, body: string): { start: number; end: number; insert: string } {
  let start = 0;
  const max = Math.min(text.length, body.length);
  while (start < max && text[start] === body[start]) start++;
  let tail = 0;
  while (tail < max - start && text[text.length - 1 - tail] === body[body.length - 1 - tail]) tail++;
  return { start, end: text.length - tail, insert: body.slice(start, body.length - tail) };
}
