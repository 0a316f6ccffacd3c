import { STAGES, VENUES, WRITING_TYPES, type Stage } from '../../src/shared/domain/writing';
import { ALLOWED_MOVES, canMoveStage, stageMoveRefusal } from '../../src/shared/domain/writing-rules';
import {
  DEFAULT_VENUE,
  allowedVenues,
  defaultVenue,
  venueRefusal,
} from '../../src/shared/domain/writing-rules';
import {
  NO_TYPE_RANK,
  TYPE_RANK,
  compareForBoard,
  sortForBoard,
  type Orderable,
} from '../../src/main/services/writings/board-order';

/** The writing rules word for word: stage moves, venue routing and the board order's tie-breaks. */
describe('stage moves', () => {
  test('the table of allowed moves (docs/writings.md "Stages")', () => {
    expect(ALLOWED_MOVES).toEqual({
      idea: ['outline', 'draft', 'ready', 'archived'],
      outline: ['idea', 'draft', 'ready', 'archived'],
      draft: ['idea', 'outline', 'ready', 'archived'],
      ready: ['idea', 'outline', 'draft', 'published', 'archived'],
      published: ['archived'],
      archived: ['idea', 'draft'],
    });
    for (const from of STAGES)
      for (const to of STAGES) expect(canMoveStage(from, to)).toBe(ALLOWED_MOVES[from].includes(to));
  });

  test.each<[Stage, Stage, string | null]>([
    ['ready', 'published', null],
    [
      'idea',
      'published',
      'A piece in "idea" cannot move to "published". Only a piece in "ready" can be published. Allowed from here: outline, draft, ready, archived.',
    ],
    [
      'published',
      'draft',
      'A piece in "published" cannot move to "draft". A published piece is public; it can only be archived. Allowed from here: archived.',
    ],
    ['archived', 'ready', 'A piece in "archived" cannot move to "ready". Allowed from here: idea, draft.'],
    [
      'archived',
      'published',
      'A piece in "archived" cannot move to "published". Only a piece in "ready" can be published. Allowed from here: idea, draft.',
    ],
    ['idea', 'idea', 'A piece in "idea" cannot move to "idea". Allowed from here: outline, draft, ready, archived.'],
  ])('%s -> %s', (from, to, want) => expect(stageMoveRefusal(from, to)).toBe(want));
});

describe('venue routing', () => {
  test('defaults and allowed venues per type', () => {
    expect(DEFAULT_VENUE).toEqual({
      research_reflection: 'forum_research',
      methods_explainer: 'newsletter',
      news_response: 'newsletter',
      learning_log: 'personal',
      tutorial: 'personal',
    });
    expect(defaultVenue(null)).toBeNull();
    expect(allowedVenues(null)).toEqual(['newsletter', 'forum_general', 'forum_research', 'personal']);
    for (const t of ['research_reflection', 'methods_explainer', 'news_response'] as const)
      expect(allowedVenues(t)).toEqual(allowedVenues(null));
    expect(allowedVenues('learning_log')).toEqual(['personal']);
    expect(allowedVenues('tutorial')).toEqual(['personal']);
    expect([...VENUES].sort()).toEqual([...allowedVenues(null)].sort());
  });

  test('the refusal names the type in words and the venue', () => {
    expect(venueRefusal('learning_log', 'newsletter')).toBe(
      'A learning log stays private or goes to your personal site; it cannot go to newsletter. Choose the personal venue, or change the type first.',
    );
    expect(venueRefusal('tutorial', 'forum_general')).toBe(
      'A tutorial stays private or goes to your personal site; it cannot go to forum_general. Choose the personal venue, or change the type first.',
    );
    expect(venueRefusal('tutorial', null)).toBeNull();
    for (const t of WRITING_TYPES) expect(venueRefusal(t, 'personal')).toBeNull();
  });
});

describe('board order', () => {
  const p = (id: string, over: Partial<Orderable> = {}): Orderable => ({
    id,
    stage: 'draft',
    type: null,
    updated_at: '2026-11-01T00:00:00.000Z',
    ...over,
  });

  test('ranks', () => {
    expect(TYPE_RANK).toEqual({
      research_reflection: 0,
      methods_explainer: 1,
      news_response: 2,
      learning_log: 3,
      tutorial: 3,
    });
    expect(NO_TYPE_RANK).toBe(4);
  });

  test('each key decides with the exact sign; the id breaks exact ties', () => {
    expect(compareForBoard(p('a', { stage: 'idea' }), p('a', { stage: 'archived' }))).toBe(-5);
    expect(compareForBoard(p('a', { type: 'research_reflection' }), p('a', { type: 'tutorial' }))).toBe(-3);
    expect(compareForBoard(p('a', { type: 'tutorial' }), p('a'))).toBe(-1);
    expect(compareForBoard(p('a'), p('a', { type: 'methods_explainer' }))).toBe(3);
    expect(compareForBoard(p('a', { type: 'learning_log' }), p('a', { type: 'tutorial' }))).toBe(0);
    expect(compareForBoard(p('a', { updated_at: '2026-11-02' }), p('a', { updated_at: '2026-11-01' }))).toBe(-1);
    expect(compareForBoard(p('a', { updated_at: '2026-11-01' }), p('a', { updated_at: '2026-11-02' }))).toBe(1);
    expect(compareForBoard(p('a'), p('b'))).toBe(-1);
    expect(compareForBoard(p('b'), p('a'))).toBe(1);
    expect(compareForBoard(p('a'), p('a'))).toBe(0);
  });

  test('sortForBoard returns a new array and leaves the input alone', () => {
    const items = [p('b'), p('a')];
    const sorted = sortForBoard(items);
    expect(sorted.map((x) => x.id)).toEqual(['a', 'b']);
    expect(items.map((x) => x.id)).toEqual(['b', 'a']);
  });
});
