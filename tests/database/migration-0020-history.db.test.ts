import Database from 'better-sqlite3';
import path from 'node:path';
import { openDatabase } from '../../src/main/db/connection';
import { migrate } from '../../src/main/db/migrate';
import { migration0010 } from '../../src/main/db/migrations/0010-initial-schema';
import { makeTempDir } from '../support/temp-dir';

/**
 * 0020 maps the old `in_review` status to `ready` in the stage history too (docs/decisions.md "Old writing
 * statuses"), on BOTH sides of a move: a piece that left review (in_review -> published) must read
 * ready -> published afterwards, not keep a state the new schema no longer has.
 */
describe('migration 0020: stage history from_state and to_state', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => (temp = makeTempDir()));
  afterEach(() => temp.cleanup());

  it('remaps in_review wherever it appears and leaves every other value as it was', () => {
    const file = path.join(temp.dir, 'v1.db');
    const v1 = new Database(file);
    migrate(v1, [migration0010]);
    v1.prepare("INSERT INTO profiles (id, name, created_at) VALUES ('u1', 'Ada', '2026-01-01T00:00:00Z')").run();
    v1.prepare(
      `INSERT INTO writings (id, user_id, title, body_md, status, word_count, created_at, updated_at, published_at)
       VALUES ('w1', 'u1', 'Essay', 'text', 'archived', 1, '2026-01-01T00:00:00Z', '2026-01-05T00:00:00Z', '2026-01-03T00:00:00Z')`,
    ).run();
    const history: Array<[string, string | null, string]> = [
      ['h1', null, 'draft'],
      ['h2', 'draft', 'in_review'],
      ['h3', 'in_review', 'draft'],
      ['h4', 'draft', 'in_review'],
      ['h5', 'in_review', 'published'],
      ['h6', 'published', 'archived'],
      ['h7', 'in_review', 'in_review'],
    ];
    const insert = v1.prepare(
      "INSERT INTO writing_stage_history (id, user_id, writing_id, from_state, to_state, changed_at) VALUES (?, 'u1', 'w1', ?, ?, ?)",
    );
    history.forEach(([id, from, to], i) => insert.run(id, from, to, `2026-01-0${i + 1}T00:00:00Z`));
    v1.close();

    const db = openDatabase(file);
    const rows = db.prepare('SELECT id, from_state, to_state, changed_at FROM writing_stage_history ORDER BY id').all();
    db.close();
    expect(rows).toEqual([
      { id: 'h1', from_state: null, to_state: 'draft', changed_at: '2026-01-01T00:00:00Z' },
      { id: 'h2', from_state: 'draft', to_state: 'ready', changed_at: '2026-01-02T00:00:00Z' },
      { id: 'h3', from_state: 'ready', to_state: 'draft', changed_at: '2026-01-03T00:00:00Z' },
      { id: 'h4', from_state: 'draft', to_state: 'ready', changed_at: '2026-01-04T00:00:00Z' },
      { id: 'h5', from_state: 'ready', to_state: 'published', changed_at: '2026-01-05T00:00:00Z' },
      { id: 'h6', from_state: 'published', to_state: 'archived', changed_at: '2026-01-06T00:00:00Z' },
      { id: 'h7', from_state: 'ready', to_state: 'ready', changed_at: '2026-01-07T00:00:00Z' },
    ]);
  });
});
