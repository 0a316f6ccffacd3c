import fc from 'fast-check';
import { STAGES, WRITING_TYPES } from '../../src/shared/domain/writing';
import { compareForBoard, sortForBoard, type Orderable } from '../../src/main/services/writings/board-order';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 0, minute)).toISOString();
const piece = (id: string, stage: Orderable['stage'], type: Orderable['type'], minute: number): Orderable => ({
  id,
  stage,
  type,
  updated_at: at(minute),
});

describe('board order', () => {
  it('stage first, then research_reflection, methods_explainer, news_response, learning_log/tutorial, no type', () => {
    const items = [
      piece('none', 'draft', null, 50),
      piece('tut', 'draft', 'tutorial', 10),
      piece('log', 'draft', 'learning_log', 20),
      piece('news', 'draft', 'news_response', 1),
      piece('methods', 'draft', 'methods_explainer', 1),
      piece('research', 'draft', 'research_reflection', 0),
      piece('idea-none', 'idea', null, 0),
    ];
    expect(sortForBoard(items).map((p) => p.id)).toEqual([
      'idea-none',
      'research',
      'methods',
      'news',
      'log',
      'tut',
      'none',
    ]);
  });

  it('within the same priority, the last edit comes first', () => {
    const items = [piece('old', 'ready', 'tutorial', 1), piece('new', 'ready', 'learning_log', 9)];
    expect(sortForBoard(items).map((p) => p.id)).toEqual(['new', 'old']);
  });

  const arb = fc.record({
    id: fc.uuid(),
    stage: fc.constantFrom(...STAGES),
    type: fc.constantFrom(null, ...WRITING_TYPES),
    updated_at: fc.integer({ min: 0, max: 100 }).map(at),
  });

  it('is a total order: antisymmetric, and the sort does not depend on the input order', () => {
    fc.assert(
      fc.property(fc.array(arb, { maxLength: 40 }), (items) => {
        const sorted = sortForBoard(items);
        expect(sortForBoard([...items].reverse())).toEqual(sorted);
        for (let i = 1; i < sorted.length; i++) {
          expect(compareForBoard(sorted[i - 1]!, sorted[i]!)).toBeLessThanOrEqual(0);
          expect(Math.sign(compareForBoard(sorted[i]!, sorted[i - 1]!))).toBe(
            -Math.sign(compareForBoard(sorted[i - 1]!, sorted[i]!)),
          );
        }
      }),
    );
  });
});
