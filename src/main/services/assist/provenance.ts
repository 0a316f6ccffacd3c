import type { ProvenanceRange } from '../../db/repositories/assist';

/**
 * Maps provenance ranges from one version of a body to the next without a full diff: the common prefix and
 * suffix are unchanged, the middle was replaced. A range before the change stays, after it shifts by the length
 * difference, and any part inside the changed middle is the user's rewrite and leaves the range (a range cut in
 * two keeps both unchanged parts). Linear in the body; coarse when several far-apart edits are mapped at once
 * (the text between them counts as rewritten), which errs towards fewer marked characters, never more.
 */
export function mapRanges(before: string, after: string, ranges: ProvenanceRange[]): ProvenanceRange[] {
  if (before === after) return ranges;
  let prefix = 0;
  const max = Math.min(before.length, after.length);
  while (prefix < max && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix += 1;
  let suffix = 0;
  while (
    suffix < max - prefix &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  )
    suffix += 1;
  const oldEnd = before.length - suffix;
  const delta = after.length - before.length;
  const out: ProvenanceRange[] = [];
  for (const r of ranges) {
    if (r.end <= prefix) out.push(r);
    else if (r.start >= oldEnd) out.push({ ...r, start: r.start + delta, end: r.end + delta });
    else {
      if (r.start < prefix) out.push({ ...r, end: prefix });
      if (r.end > oldEnd) out.push({ ...r, start: oldEnd + delta, end: r.end + delta });
    }
  }
  return out.filter((r) => r.end > r.start);
}

/** Replaces [start, end) with `text` and records the new text as a range from `suggestion`. */
export function applyReplacement(
  body: string,
  ranges: ProvenanceRange[],
  start: number,
  end: number,
  text: string,
  origin: { suggestion_id: string; model: string },
): { body: string; ranges: ProvenanceRange[] } {
  const next = body.slice(0, start) + text + body.slice(end);
  const delta = text.length - (end - start);
  const kept: ProvenanceRange[] = [];
  for (const r of ranges) {
    if (r.end <= start) kept.push(r);
    else if (r.start >= end) kept.push({ ...r, start: r.start + delta, end: r.end + delta });
    else {
      if (r.start < start) kept.push({ ...r, end: start });
      if (r.end > end) kept.push({ ...r, start: start + text.length, end: r.end + delta });
    }
  }
  if (text.length > 0) kept.push({ start, end: start + text.length, ...origin });
  kept.sort((a, b) => a.start - b.start);
  return { body: next, ranges: kept.filter((r) => r.end > r.start) };
}
