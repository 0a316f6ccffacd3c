/** Formatters built once: a board of 2,000 cards must not build 2,000 of them. */
const DAY = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const DAY_YEAR = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
const CLOCK = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hour12: false });
const COUNT = new Intl.NumberFormat('en');

/** "12,345" (Number#toLocaleString builds a formatter per call). */
export function formatCount(n: number): string {
  return COUNT.format(n);
}

/** "1,234 words", or "Counting words…" while main counts a big body after its save (word_count null). */
export function formatWords(n: number | null): string {
  return n === null ? 'Counting words…' : `${COUNT.format(n)} words`;
}

/** "14:02" today, "Nov 3" this year, "Nov 3, 2025" before. */
export function formatLastEdit(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  if (at.getFullYear() !== now.getFullYear()) return DAY_YEAR.format(at);
  return at.getMonth() === now.getMonth() && at.getDate() === now.getDate() ? CLOCK.format(at) : DAY.format(at);
}

/** The local wall-clock time of a save, "14:02". */
export function formatClock(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : CLOCK.format(at);
}

export function formatDateTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : `${DAY_YEAR.format(at)}, ${CLOCK.format(at)}`;
}
