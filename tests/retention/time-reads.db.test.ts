import { SOURCE_REVIEWS_SQL, SOURCES_SQL } from '../../src/main/db/repositories/retention';
import { createTestApp } from '../support/test-app';

// Each submit derives its attempt from a 1 ms window of attempts and recomputes its day; before migration 0140
// SQLite answered those by scanning and sorting every attempt of the user, so a submit slowed as history grew.
describe('retention reads attempts by time with an index', () => {
  let app: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    app = createTestApp();
  });
  afterEach(() => app.close());

  const plan = (sql: string) =>
    (app.ctx.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('u', '2026-01-01', '2026-01-02') as { detail: string }[])
      .map((r) => r.detail)
      .join('\n');

  it('searches attempts_user_time for a time window, with no sort of its own', () => {
    const p = plan(SOURCES_SQL);
    expect(p).toMatch(/SEARCH attempts USING INDEX attempts_user_time \(user_id=\? AND created_at>\? AND created_at<\?\)/);
    expect(p).not.toMatch(/TEMP B-TREE/);
  });

  it('finds the reviews of the window from the attempts in it (sorting only those)', () => {
    const p = plan(SOURCE_REVIEWS_SQL);
    expect(p).toMatch(/SEARCH a USING INDEX attempts_user_time \(user_id=\? AND created_at>\? AND created_at<\?\)/);
    expect(p).toMatch(/SEARCH r USING INDEX reviews_user_attempt \(user_id=\? AND attempt_id=\?\)/);
  });
});
