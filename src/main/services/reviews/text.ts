/**
 * Small text helpers the review checks share. Everything here is linear in the input and allocation-light,
 * because it runs over every field of every reply (up to the 64 KB reply cap).
 */

/** Unicode format characters (zero-width space, joiners, BOM, bidi marks, soft hyphen ...): invisible. */
const FORMAT_CHARS = /\p{Cf}/gu;

/** True when the text has a visible character once whitespace and format characters (Unicode Cf) are gone. */
export function hasVisibleText(text: string | undefined | null): boolean {
  if (!text) return false;
  return text.replace(FORMAT_CHARS, '').replace(/\s+/gu, '').length > 0;
}

/**
 * The form quotes are compared in: format characters removed, curly quotes straightened, whitespace runs
 * collapsed to one space, trimmed, lowercased. "Whitespace-normalised" in docs/model-layer.md means this.
 */
export function normalise(text: string): string {
  return text
    .replace(FORMAT_CHARS, '')
    .replace(/[\u2018\u2019\u201B]/g, "'")
    .replace(/[\u201C\u201D\u201F]/g, '"')
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase();
}

/** Every stored field of a review is at most this long; longer text is cut at a word boundary and marked. */
export const FIELD_MAX = 600;
export const CUT_MARK = ' … [cut]';

/** Cuts `text` to at most `max` characters (mark included) at a word boundary, and says that it was cut. */
export function capField(text: string, max = FIELD_MAX): string {
  if (text.length <= max) return text;
  const room = max - CUT_MARK.length;
  const head = text.slice(0, room);
  const lastSpace = head.search(/\s\S*$/);
  // A boundary in the last third is worth keeping whole words for; otherwise (one huge word) cut hard.
  const cut = lastSpace > room * 0.66 ? head.slice(0, lastSpace) : head;
  return `${cut.trimEnd()}${CUT_MARK}`;
}

/** One line, at most `max` characters, for quoting in messages (repair requests, removal reasons). */
export function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** Sentences of a short text: split after . ! ? followed by whitespace (so "0.5" and "e.g." inside stay whole). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9`"'(*_])/u)
    .map((s) => s.trim())
    .filter((s) => hasVisibleText(s));
}
