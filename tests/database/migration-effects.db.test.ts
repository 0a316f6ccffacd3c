// What each migration adds to the schema, written out by hand from its SQL: a migration that silently did less
// (a lost ALTER, an index never created) would leave every test that only reads the final schema green until a
// user's database met the missing column.
import Database from 'better-sqlite3';
import { migrate } from '../../src/main/db/migrate';
import { MIGRATIONS } from '../../src/main/db/migrations';

/** Every column (`table.column`), index, and trigger of a database, as one set. */
function schemaOf(db: Database.Database): Set<string> {
  const out = new Set<string>();
  const objects = db
    .prepare<[], { type: string; name: string }>("SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")
    .all();
  for (const o of objects) {
    if (o.type !== 'table') out.add(`${o.type} ${o.name}`);
    else for (const c of db.pragma(`table_info(${o.name})`) as { name: string }[]) out.add(`${o.name}.${c.name}`);
  }
  return out;
}

const columns = (table: string, names: string) => names.split(' ').map((n) => `${table}.${n}`);

/** What each migration after the first adds and removes. */
const EFFECTS: Record<number, { added: string[]; removed?: string[] }> = {
  20: {
    added: [...columns('writings', 'type venue stage published_url'), 'index writings_user_stage'],
    removed: ['writings.status'],
  },
  30: {
    added: [
      ...columns('track_section_completions', 'user_id track_slug section_idx completed_at'),
      'index track_section_completions_time',
    ],
  },
  40: { added: columns('attempts', 'duration_ms isolation error_message voice_key') },
  50: { added: ['reviews.notices_json', ...columns('spend_ledger', 'reported_model estimated')] },
  70: { added: [] },
  80: { added: [...columns('writings', 'epistemic_status tags_json'), 'index writings_user_board'] },
  90: {
    added: [
      ...columns(
        'generated_content',
        'source_json check_json section_url live_slug updated_at promoted_by rejected_at rejected_reason',
      ),
      'index generated_content_user_state',
      'index generated_content_section',
    ],
  },
  100: {
    added: [
      ...columns('assist_suggestions', 'target source_start source_end flags_json model message'),
      ...columns('news_items', 'feed_id item_key dismissed_at'),
      'index assist_suggestions_writing',
      ...columns('assist_provenance', 'user_id writing_id body_snapshot ranges_json updated_at'),
      ...columns('news_feeds', 'id user_id url title etag last_modified last_fetched_at last_error created_at'),
      'index news_items_key',
      'index news_items_user_time',
    ],
  },
  110: {
    added: [
      ...columns(
        'retention_attempts',
        'attempt_id user_id problem_slug difficulty passed work_ms rating redrill due_after created_at',
      ),
      'index retention_attempts_median',
      'index retention_attempts_time',
      ...columns('retention_problems', 'user_id problem_slug attempts leaned last_at last_passed last_clean_at'),
      ...columns(
        'retention_schedule',
        'user_id problem_slug due stability difficulty scheduled_days reps lapses state last_review last_rating',
      ),
      'index retention_schedule_due',
      ...columns('retention_axis_days', 'user_id axis day w ws n'),
      ...columns('retention_stale_days', 'user_id day'),
      ...columns('retention_pending', 'attempt_id user_id'),
      'trigger retention_attempt_inserted',
      'trigger retention_review_settled',
      'trigger retention_review_inserted',
    ],
  },
  120: { added: columns('track_section_times', 'user_id track_slug section_idx started_at corrected_minutes') },
  121: { added: columns('retention_params', 'user_id weights_json reviews optimised_at') },
  122: { added: columns('retention_axis_weeks', 'user_id axis week w ws n') },
  130: {
    added: [
      ...columns('track_layouts', 'track_slug sections_json recorded_at'),
      ...columns('track_retired_sections', 'user_id track_slug title url completed_at retired_at'),
    ],
  },
  140: { added: ['index attempts_user_time'] },
  150: {
    added: [
      ...columns('progress_calibration', 'user_id mode confidence n passed'),
      ...columns('progress_days', 'user_id day n redrills first_at last_at'),
      ...['insert', 'delete', 'update'].map((t) => `trigger progress_calibration_${t}`),
      ...['replace', 'insert', 'delete'].map((t) => `trigger progress_days_${t}`),
    ],
  },
};

describe('what each migration adds', () => {
  it('lists an expected effect for every migration after the first', () => {
    expect(MIGRATIONS.slice(1).map((m) => m.version)).toEqual(Object.keys(EFFECTS).map(Number));
  });

  it.each(MIGRATIONS.slice(1).map((m) => [m.version, m.name] as const))('migration %i (%s)', (version) => {
    const db = new Database(':memory:');
    try {
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version < version),
      );
      const before = schemaOf(db);
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= version),
      );
      const after = schemaOf(db);
      const { added, removed = [] } = EFFECTS[version]!;
      expect([...after].filter((x) => !before.has(x)).sort()).toEqual([...added].sort());
      expect([...before].filter((x) => !after.has(x)).sort()).toEqual([...removed].sort());
    } finally {
      db.close();
    }
  });

  it('the first migration creates the tables every later one builds on', () => {
    const db = new Database(':memory:');
    try {
      migrate(db, MIGRATIONS.slice(0, 1));
      const tables = db
        .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .pluck()
        .all();
      expect(tables).toEqual([
        'app_state',
        'assist_suggestions',
        'attempts',
        'companion_optins',
        'generated_content',
        'news_items',
        'problem_work',
        'profiles',
        'reflection_answers',
        'reflections',
        'reviews',
        'spend_ledger',
        'track_progress',
        'user_settings',
        'writing_stage_history',
        'writings',
      ]);
    } finally {
      db.close();
    }
  });
});
