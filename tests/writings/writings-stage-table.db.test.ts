import { STAGES, type Stage } from '../../src/shared/domain/writing';
import { createTestApp, unwrap } from '../support/test-app';
import { expectFailure } from '../support/expect-failure';

jest.setTimeout(120_000);

/**
 * The whole stage-move table, every ordered pair, through `writings:set-stage` on real SQLite. The oracle is
 * written from what was decided (docs/decisions.md "Stage moves"; docs/product.md "Writings" leaves the rules to us),
 * not from the table in services/writings.ts:
 * - idea, outline, draft and ready move freely among themselves (forward and backward);
 * - only `ready` can be published;
 * - `published` can only be archived (it is public now);
 * - `archived` can be restored to `idea` or `draft` only;
 * - any piece not yet archived can be archived (shelving work in progress is allowed).
 * A move to the stage a piece is already in changes nothing and records nothing.
 */
const WORKING: readonly Stage[] = ['idea', 'outline', 'draft', 'ready'];

function decided(from: Stage, to: Stage): boolean {
  if (WORKING.includes(from) && WORKING.includes(to)) return true;
  if (to === 'published') return from === 'ready';
  if (from === 'published') return to === 'archived';
  if (from === 'archived') return to === 'idea' || to === 'draft';
  return to === 'archived';
}

/** How to bring a new piece (stage `idea`) to each stage using only decided moves. */
const PATH_TO: Record<Stage, Stage[]> = {
  idea: [],
  outline: ['outline'],
  draft: ['draft'],
  ready: ['ready'],
  published: ['ready', 'published'],
  archived: ['archived'],
};

const PAIRS = STAGES.flatMap((from) => STAGES.filter((to) => to !== from).map((to) => [from, to] as const));

describe('writing stage moves: the full table (docs/decisions.md)', () => {
  let app: ReturnType<typeof createTestApp>;
  beforeAll(() => (app = createTestApp()));
  afterAll(() => app.close());

  const historyCount = (id: string) =>
    (app.ctx.db.prepare('SELECT count(*) AS n FROM writing_stage_history WHERE writing_id = ?').get(id) as { n: number }).n;

  it('the oracle covers six stages and 30 moves: 20 allowed, 10 refused', () => {
    expect(STAGES).toHaveLength(6);
    expect(PAIRS).toHaveLength(30);
    expect(PAIRS.filter(([f, t]) => decided(f, t))).toHaveLength(20);
    expect(PAIRS.filter(([f, t]) => !decided(f, t))).toHaveLength(10);
  });

  it.each(PAIRS.filter(([f, t]) => decided(f, t)))('%s -> %s is allowed and recorded once', async (from, to) => {
    const w = unwrap(await app.router.invoke('writings:create', { title: `${from} to ${to}` }));
    for (const step of PATH_TO[from]) unwrap(await app.router.invoke('writings:set-stage', { id: w.id, stage: step }));
    const before = historyCount(w.id);
    const moved = unwrap(await app.router.invoke('writings:set-stage', { id: w.id, stage: to }));
    expect(moved.stage).toBe(to);
    expect(unwrap(await app.router.invoke('writings:get', { id: w.id })).stage).toBe(to);
    expect(historyCount(w.id)).toBe(before + 1);
    const last = app.ctx.db
      .prepare('SELECT from_state, to_state FROM writing_stage_history WHERE writing_id = ? ORDER BY rowid DESC LIMIT 1')
      .get(w.id);
    expect(last).toEqual({ from_state: from, to_state: to });
  });

  it.each(PAIRS.filter(([f, t]) => !decided(f, t)))('%s -> %s is refused with a conflict and changes nothing', async (from, to) => {
    const w = unwrap(await app.router.invoke('writings:create', { title: `${from} to ${to}` }));
    for (const step of PATH_TO[from]) unwrap(await app.router.invoke('writings:set-stage', { id: w.id, stage: step }));
    const before = historyCount(w.id);
    const error = expectFailure(await app.router.invoke('writings:set-stage', { id: w.id, stage: to }));
    expect(error.code).toBe('conflict');
    expect(error.message).toContain(`cannot move to "${to}"`);
    expect(unwrap(await app.router.invoke('writings:get', { id: w.id })).stage).toBe(from);
    expect(historyCount(w.id)).toBe(before);
  });

  it.each(STAGES.map((s) => [s]))('%s -> itself changes nothing and records nothing', async (stage) => {
    const w = unwrap(await app.router.invoke('writings:create', { title: `stay ${stage}` }));
    for (const step of PATH_TO[stage]) unwrap(await app.router.invoke('writings:set-stage', { id: w.id, stage: step }));
    const before = historyCount(w.id);
    expect(unwrap(await app.router.invoke('writings:set-stage', { id: w.id, stage })).stage).toBe(stage);
    expect(historyCount(w.id)).toBe(before);
  });
});
