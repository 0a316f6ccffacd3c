import fc from 'fast-check';
import { composeText, suggestionChanges } from '../../src/renderer/src/features/writings/assist/suggestion-changes';
import { changedRange } from '../../src/renderer/src/features/writings/changed-range';

describe('assist suggestion as changes the writer takes or refuses', () => {
  const before = 'The probe found the feature early.\nBut the feature was also in the later layers, and stronger there.';
  const after = 'The probe found the feature early. It was also in the later layers, and stronger there.';

  test('changes separated only by spaces are one decision', () => {
    const changes = suggestionChanges(before, after).filter((s) => s.kind === 'change');
    expect(changes).toEqual([{ kind: 'change', id: 0, removed: '\nBut the feature ', added: ' It ' }]);
  });

  test('taking every change gives the suggestion, refusing every change gives the selection', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), (a, b) => {
        const segments = suggestionChanges(a, b);
        const ids = segments.flatMap((s) => (s.kind === 'change' ? [s.id] : []));
        expect(composeText(segments, new Set())).toBe(b);
        expect(composeText(segments, new Set(ids))).toBe(a);
        // Ids number the changes 0, 1, 2 ... in reading order.
        expect(ids).toEqual(ids.map((_, i) => i));
      }),
      { numRuns: 300 },
    );
  });

  test('refusing one change keeps the original words there and takes the others', () => {
    const segments = suggestionChanges('a quick brown fox jumps', 'a slow brown fox leaps');
    const changes = segments.filter((s) => s.kind === 'change');
    expect(changes.map((c) => c.kind === 'change' && [c.removed, c.added])).toEqual([
      ['quick', 'slow'],
      ['jumps', 'leaps'],
    ]);
    expect(composeText(segments, new Set([0]))).toBe('a quick brown fox leaps');
  });
});

describe('the one edit that turns the editor text into the applied body', () => {
  test('replacing the changed range gives the body, and the range is as small as the common ends allow', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), (head, a, b, tail) => {
        const text = head + a + tail;
        const body = head + b + tail;
        const { start, end, insert } = changedRange(text, body);
        expect(text.slice(0, start) + insert + text.slice(end)).toBe(body);
        expect(end - start).toBeLessThanOrEqual(a.length);
      }),
      { numRuns: 300 },
    );
  });
});
