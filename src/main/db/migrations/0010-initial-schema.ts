import type { Migration } from '../migrate';

/**
 * The whole initial schema, with writings as they were in v1 (a `status` column with the old value set).
 * Every user-owned table carries user_id and is only ever queried with it (writings_owner_only).
 */
export const migration0010: Migration = {
  version: 10,
  name: 'initial-schema',
  up(db) {
    db.exec(`
      CREATE TABLE profiles (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE COLLATE NOCASE,
        created_at TEXT NOT NULL
      );

      -- App-wide key/value state that belongs to no profile (current profile, window bounds).
      CREATE TABLE app_state (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );

      CREATE TABLE user_settings (
        user_id TEXT PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
        active_track_slug TEXT,
        settings_json TEXT NOT NULL DEFAULT '{}',
        updated_at TEXT NOT NULL
      );

      CREATE TABLE track_progress (
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        track_slug TEXT NOT NULL,
        cursor INTEGER NOT NULL DEFAULT 0 CHECK (cursor >= 0),
        started_at TEXT NOT NULL,
        completed_sections_json TEXT NOT NULL DEFAULT '[]',
        updated_at TEXT NOT NULL,
        PRIMARY KEY (user_id, track_slug)
      );

      CREATE TABLE companion_optins (
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        track_slug TEXT NOT NULL,
        section_idx INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (user_id, track_slug, section_idx)
      );

      CREATE TABLE reflections (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        track_slug TEXT NOT NULL,
        section_idx INTEGER NOT NULL,
        section_title TEXT NOT NULL,
        text TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (user_id, track_slug, section_idx)
      );

      -- Answers on the weekly reflection surface, one per reflection and review day (1, 3, 7).
      CREATE TABLE reflection_answers (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        reflection_id TEXT NOT NULL REFERENCES reflections(id) ON DELETE CASCADE,
        due_day INTEGER NOT NULL CHECK (due_day IN (1, 3, 7)),
        still_holds TEXT NOT NULL CHECK (still_holds IN ('yes', 'partly', 'no')),
        would_change TEXT NOT NULL DEFAULT '',
        answered_at TEXT NOT NULL,
        UNIQUE (reflection_id, due_day)
      );

      -- Work in progress on a problem page (notes, code, phase, timers), so a reload or restart loses nothing.
      CREATE TABLE problem_work (
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        problem_slug TEXT NOT NULL,
        mode TEXT NOT NULL CHECK (mode IN ('practice', 'interview')),
        state_json TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (user_id, problem_slug, mode)
      );

      CREATE TABLE attempts (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        problem_slug TEXT NOT NULL,
        language TEXT NOT NULL CHECK (language IN ('python', 'rust')),
        mode TEXT NOT NULL CHECK (mode IN ('practice', 'interview')),
        code TEXT NOT NULL,
        phase_notes_json TEXT NOT NULL DEFAULT '{}',
        hint_counts_json TEXT NOT NULL DEFAULT '{}',
        looked_reference INTEGER NOT NULL DEFAULT 0 CHECK (looked_reference IN (0, 1)),
        looked_pitfalls INTEGER NOT NULL DEFAULT 0 CHECK (looked_pitfalls IN (0, 1)),
        passed INTEGER NOT NULL CHECK (passed IN (0, 1)),
        test_status TEXT NOT NULL CHECK (test_status IN ('passed', 'failed', 'error', 'timeout')),
        test_results_json TEXT NOT NULL DEFAULT '[]',
        phase_times_json TEXT NOT NULL DEFAULT '{}',
        notes TEXT NOT NULL DEFAULT '',
        confidence INTEGER NOT NULL CHECK (confidence BETWEEN 1 AND 5),
        created_at TEXT NOT NULL
      );
      CREATE INDEX attempts_user_problem ON attempts (user_id, problem_slug, created_at);

      CREATE TABLE reviews (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        attempt_id TEXT NOT NULL REFERENCES attempts(id) ON DELETE CASCADE,
        voice_key TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'ready', 'failed', 'no_model')),
        summary TEXT,
        per_phase_json TEXT,
        overall_score REAL,
        rubric_json TEXT,
        thin_notes INTEGER NOT NULL DEFAULT 0 CHECK (thin_notes IN (0, 1)),
        failure_reason TEXT,
        model TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX reviews_user_attempt ON reviews (user_id, attempt_id, created_at);

      -- v1 writings: the old status vocabulary. 0020 renames it to stage with the wider value set.
      CREATE TABLE writings (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        body_md TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'in_review', 'published', 'archived')),
        source_refs_json TEXT,
        word_count INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        published_at TEXT
      );
      CREATE INDEX writings_user ON writings (user_id, updated_at);

      CREATE TABLE writing_stage_history (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        writing_id TEXT NOT NULL REFERENCES writings(id) ON DELETE CASCADE,
        from_state TEXT,
        to_state TEXT NOT NULL,
        changed_at TEXT NOT NULL
      );

      CREATE TABLE assist_suggestions (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        writing_id TEXT NOT NULL REFERENCES writings(id) ON DELETE CASCADE,
        action TEXT NOT NULL,
        original_text TEXT NOT NULL,
        suggested_text TEXT NOT NULL,
        kept_text TEXT,
        state TEXT NOT NULL CHECK (state IN ('suggested', 'applied', 'discarded')),
        created_at TEXT NOT NULL,
        resolved_at TEXT
      );

      CREATE TABLE spend_ledger (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        tag TEXT NOT NULL,
        model TEXT NOT NULL,
        tokens_in INTEGER NOT NULL DEFAULT 0,
        tokens_out INTEGER NOT NULL DEFAULT 0,
        cost_usd REAL NOT NULL DEFAULT 0,
        outcome TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX spend_user_time ON spend_ledger (user_id, created_at);

      CREATE TABLE news_items (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        headline TEXT NOT NULL,
        url TEXT,
        source TEXT,
        summary TEXT NOT NULL DEFAULT '',
        published_at TEXT,
        created_at TEXT NOT NULL
      );

      -- Generated readings, exercises and debugging problems: drafts until an operator promotes them.
      CREATE TABLE generated_content (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('reading', 'exercise', 'debugging_problem')),
        state TEXT NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'live')),
        title TEXT NOT NULL,
        body_md TEXT NOT NULL DEFAULT '',
        payload_json TEXT NOT NULL DEFAULT '{}',
        created_at TEXT NOT NULL,
        promoted_at TEXT
      );
    `);
  },
};
