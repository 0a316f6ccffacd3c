import { diffWordsWithSpace } from 'diff';

/** A suggestion against the text it replaces, as runs of kept text and numbered changes the writer can refuse. */
export type Segment = { kind: 'same'; text: string } | { kind: 'change'; id: number; removed: string; added: string };

/**
 * Word-level changes between the selection and the suggestion. Every character of both texts is kept (the
 * with-space diff), so composing with every change taken gives the suggestion and with none the original.
 * Changes separated only by whitespace are merged: "the feature" -> "it" is one decision, not three.
 */
export function suggestionChanges(before: string, after: string): Segment[] {
  const merged: Segment[] = [];
  const last = () => merged[merged.length - 1];
  for (const part of diffWordsWithSpace(before, after)) {
    const prev = last();
    if (!part.added && !part.removed) {
      merged.push({ kind: 'same', text: part.value });
      continue;
    }
    const removed = part.removed ? part.value : '';
    const added = part.added ? part.value : '';
    if (prev?.kind === 'change') {
      prev.removed += removed;
      prev.added += added;
      continue;
    }
    const gap = prev?.kind === 'same' && /^\s+$/.test(prev.text) ? merged[merged.length - 2] : undefined;
    if (prev?.kind === 'same' && gap?.kind === 'change') {
      merged.pop();
      gap.removed += prev.text + removed;
      gap.added += prev.text + added;
      continue;
    }
    merged.push({ kind: 'change', id: 0, removed, added });
  }
  let id = 0;
  return merged.map((s) => (s.kind === 'change' ? { ...s, id: id++ } : s));
}

/** The text Apply writes: each change taken unless the writer rejected it (then the original words stay). */
export function composeText(segments: readonly Segment[], rejected: ReadonlySet<number>): string {
  return segments.map((s) => (s.kind === 'same' ? s.text : rejected.has(s.id) ? s.removed : s.added)).join('');
}
