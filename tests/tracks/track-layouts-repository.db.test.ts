// The track-layouts repository (docs/product.md "Versioning") over a fresh database: the layout migration 0130 records for
// ARENA, how a stored layout is read back (and refused when its cell is not a list of title and URL), and one
// remap with every kind of stored position: each table's rows moved, retired or dropped, with exact counts.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../src/main/db/connection';
import type { Repositories } from '../../src/main/db/repositories';
import { SKIPPED_REFLECTIONS_PREFERENCE } from '../../src/main/db/repositories/user-settings';
import { parseTrackText } from '../../src/main/content/track-parser';
import { flattenSections } from '../../src/shared/domain/track';
import { T1, T2, T3, at, freshRepositories } from '../database/fresh-repositories';

const NOW = '2026-04-01T00:00:00.000Z';
const key = (name: string) => ({ title: `${name} title`, url: `https://t.test/${name}` });

let db: Db, repos: Repositories, ada: string, bob: string;
beforeEach(() => ({ db, repos, ada, bob } = freshRepositories(T1)));
afterEach(() => db.close());

describe('stored layouts', () => {
  it('migration 0130 records the first bundled ARENA track, section by section, as its layout', () => {
    const old = parseTrackText(
      fs.readFileSync(path.join(__dirname, '../fixtures/tracks/arena-2025.md'), 'utf8'),
      'arena.md',
    );
    const expected = flattenSections(old).map(({ section }) => ({ title: section.title, url: section.url }));
    expect(expected).toHaveLength(31);
    expect(repos.trackLayouts.layout('arena')).toEqual(expected);
    expect(db.prepare("SELECT recorded_at FROM track_layouts WHERE track_slug = 'arena'").get()).toEqual({
      recorded_at: '2026-01-01T00:00:00.000Z',
    });
  });

  it('records a layout (the last one recorded wins) and reads it back', () => {
    expect(repos.trackLayouts.layout('mine')).toBeUndefined();
    repos.trackLayouts.record('mine', [key('a')], at(T1));
    repos.trackLayouts.record('mine', [key('b'), key('c')], at(T2));
    expect(repos.trackLayouts.layout('mine')).toEqual([key('b'), key('c')]);
    expect(db.prepare("SELECT recorded_at FROM track_layouts WHERE track_slug = 'mine'").get()).toEqual({
      recorded_at: T2,
    });
  });

  it.each([
    ['not JSON', 'nope'],
    ['not a list', '{"title":"a","url":"b"}'],
    ['a null entry', '[{"title":"a","url":"b"},null]'],
    ['a string entry', '["a"]'],
    ['a title that is not text', '[{"title":1,"url":"b"}]'],
    ['a URL that is not text', '[{"title":"a","url":null}]'],
    ['a missing URL', '[{"title":"a"}]'],
  ])('reads a stored layout with %s as no layout', (_name, cell) => {
    db.prepare("INSERT INTO track_layouts (track_slug, sections_json, recorded_at) VALUES ('bad', ?, ?)").run(cell, T1);
    expect(repos.trackLayouts.layout('bad')).toBeUndefined();
  });

  it('reads only the title and URL of each stored section, and an empty list as an empty layout', () => {
    db.prepare("INSERT INTO track_layouts (track_slug, sections_json, recorded_at) VALUES ('x', ?, ?)").run(
      '[{"title":"a","url":"b","extra":1}]',
      T1,
    );
    db.prepare("INSERT INTO track_layouts (track_slug, sections_json, recorded_at) VALUES ('y', '[]', ?)").run(T1);
    expect(repos.trackLayouts.layout('x')).toEqual([{ title: 'a', url: 'b' }]);
    expect(repos.trackLayouts.layout('y')).toEqual([]);
  });
});

describe('remap', () => {
  // Old sections A, B, C, D; new layout C', A', E. A moves to 1, C to 0, B and D are gone.
  const from = [key('A'), key('B'), key('C'), key('D')];
  const to = [key('C2'), key('A2'), key('E')];
  const map = [1, null, 0, null];
  const slug = 't';
  const progressCell = (userId: string, trackSlug = slug) =>
    db
      .prepare('SELECT cursor, completed_sections_json FROM track_progress WHERE user_id = ? AND track_slug = ?')
      .get(userId, trackSlug);
  const settingsCell = (userId: string) =>
    (db.prepare('SELECT settings_json FROM user_settings WHERE user_id = ?').get(userId) as { settings_json: string })
      .settings_json;

  function seed() {
    const progress = (completedSections: number[]) => ({ slug, cursor: 0, startedAt: T1, completedSections });
    // Ada completed A, B, C (logged) and a position past the old layout (not logged).
    repos.trackProgress.save(ada, progress([]), at(T1), 0);
    repos.trackProgress.save(ada, progress([]), at(T2), 1);
    repos.trackProgress.save(ada, progress([]), at(T3), 2);
    db.prepare('UPDATE track_progress SET completed_sections_json = ?, updated_at = ? WHERE user_id = ?').run(
      '[2, 0, 1, 5, -1, 1.5, "3", 0]',
      NOW.replace('04-01', '03-20'),
      ada,
    );
    repos.trackProgress.save(bob, progress([0]), at(T1), 0);
    repos.trackProgress.save(bob, { ...progress([1]), slug: 'other' }, at(T1), 1);

    repos.reflections.save(ada, { slug, idx: 0, title: 'A title', text: 'on A' }, at(T1));
    repos.reflections.save(ada, { slug, idx: 1, title: 'B title', text: 'on B' }, at(T1));
    repos.reflections.save(ada, { slug, idx: 3, title: 'D title', text: 'on D' }, at(T1));
    repos.reflections.save(bob, { slug, idx: 2, title: 'C title', text: 'on C' }, at(T1));
    // A reflection retired by an earlier remap: it keeps -1, so the next retired one takes -2.
    repos.reflections.save(ada, { slug, idx: 0, title: 'old', text: 'retired before' }, at(T1));
    db.prepare("UPDATE reflections SET section_idx = -1 WHERE text = 'retired before'").run();
    repos.reflections.save(ada, { slug, idx: 0, title: 'A title', text: 'on A' }, at(T1));

    repos.companionOptins.set(ada, slug, 0, true, at(T1));
    repos.companionOptins.set(ada, slug, 1, true, at(T2));
    repos.companionOptins.set(bob, slug, 2, true, at(T3));
    repos.companionOptins.set(bob, 'other', 2, true, at(T3));

    repos.sectionTimes.start(ada, slug, 0, T1);
    repos.sectionTimes.correct(ada, slug, 0, 30);
    repos.sectionTimes.start(ada, slug, 3, T2);
    repos.sectionTimes.start(bob, slug, 2, T3);

    repos.userSettings.setPreference(
      ada,
      SKIPPED_REFLECTIONS_PREFERENCE,
      [`${slug}:0`, `${slug}:1`, 'other:3', `${slug}:x`, 5, `${slug}:2`, `${slug}:0`],
      at(T1),
    );
    repos.userSettings.setPreference(ada, 'model', { name: 'm' }, at(T1));
  }

  it('moves every stored position of every user of the track, retires what is gone, and counts each', () => {
    seed();
    repos.userSettings.setActiveTrackSlug(bob, null, at(T1));
    db.prepare('UPDATE user_settings SET settings_json = ? WHERE user_id = ?').run('{ "keep": "as written" }', bob);
    const cursorCalls: Array<[number[], number]> = [];
    const counts = repos.trackLayouts.remap({
      slug,
      from,
      to,
      map,
      cursorFor: (completed, total) => (cursorCalls.push([[...completed], total]), completed.length + 10),
      now: at(NOW),
    });

    expect(counts).toEqual({ users: 2, completed: 3, retired: 2, reflections: 2, optins: 2, times: 2, skips: 2 });

    // Progress: moved positions in stored order, each once; the cursor from the track's rule over the new total.
    expect(progressCell(ada)).toEqual({ cursor: 12, completed_sections_json: '[0,1]' });
    expect(progressCell(bob)).toEqual({ cursor: 11, completed_sections_json: '[1]' });
    expect(progressCell(bob, 'other')).toEqual({ cursor: 0, completed_sections_json: '[1]' });
    expect(cursorCalls.sort((a, b) => a[0].length - b[0].length)).toEqual([
      [[1], 3],
      [[0, 1], 3],
    ]);

    // The completion log follows its sections, times kept; a gone section's completion is retired with its time.
    expect(repos.trackProgress.completions(ada)).toEqual([
      { trackSlug: slug, idx: 1, completedAt: T1 },
      { trackSlug: slug, idx: 0, completedAt: T3 },
    ]);
    expect(repos.trackProgress.completions(bob)).toEqual([
      { trackSlug: 'other', idx: 1, completedAt: T1 },
      { trackSlug: slug, idx: 1, completedAt: T1 },
    ]);
    expect(repos.trackLayouts.retired(ada, slug)).toEqual([
      { trackSlug: slug, title: 'B title', url: 'https://t.test/B', completedAt: T2, retiredAt: NOW },
      {
        trackSlug: slug,
        title: 'Section 6 of an earlier version of this track',
        url: '',
        completedAt: '2026-03-20T00:00:00.000Z',
        retiredAt: NOW,
      },
    ]);
    expect(repos.trackLayouts.retired(bob, slug)).toEqual([]);

    // Reflections: a kept one takes its new position and title; gone ones go below the lowest retired one.
    const reflections = (userId: string) =>
      db
        .prepare('SELECT section_idx, section_title, text FROM reflections WHERE user_id = ? ORDER BY section_idx')
        .all(userId);
    expect(reflections(ada)).toEqual([
      { section_idx: -3, section_title: 'D title', text: 'on D' },
      { section_idx: -2, section_title: 'B title', text: 'on B' },
      { section_idx: -1, section_title: 'old', text: 'retired before' },
      { section_idx: 1, section_title: 'A2 title', text: 'on A' },
    ]);
    expect(reflections(bob)).toEqual([{ section_idx: 0, section_title: 'C2 title', text: 'on C' }]);

    // Opt-ins and section times follow their section (created_at and times kept); gone ones are dropped.
    expect(
      db
        .prepare(
          'SELECT user_id, track_slug, section_idx, created_at FROM companion_optins ORDER BY user_id = ?, track_slug',
        )
        .all(ada),
    ).toEqual([
      { user_id: bob, track_slug: 'other', section_idx: 2, created_at: T3 },
      { user_id: bob, track_slug: slug, section_idx: 0, created_at: T3 },
      { user_id: ada, track_slug: slug, section_idx: 1, created_at: T1 },
    ]);
    expect(repos.sectionTimes.list(ada)).toEqual([
      { trackSlug: slug, idx: 0, startedAt: null, completedAt: T3, correctedMinutes: null },
      { trackSlug: slug, idx: 1, startedAt: T1, completedAt: T1, correctedMinutes: 30 },
    ]);
    expect(repos.sectionTimes.list(bob).filter((r) => r.trackSlug === slug)).toEqual([
      { trackSlug: slug, idx: 0, startedAt: T3, completedAt: null, correctedMinutes: null },
      { trackSlug: slug, idx: 1, startedAt: null, completedAt: T1, correctedMinutes: null },
    ]);

    // Skipped prompts follow their section; other tracks' keys and other preferences are kept as they were.
    // The stored key is spelled out: it is part of the data format of every existing database.
    expect(JSON.parse(settingsCell(ada))).toEqual({
      'dailyFlow.skippedReflections': [`${slug}:1`, 'other:3', `${slug}:0`],
      model: { name: 'm' },
    });
    expect(settingsCell(bob)).toBe('{ "keep": "as written" }');

    expect(repos.trackLayouts.layout(slug)).toEqual(to);
    expect(db.prepare('SELECT recorded_at FROM track_layouts WHERE track_slug = ?').get(slug)).toEqual({
      recorded_at: NOW,
    });
  });

  it('leaves the settings of users who skipped nothing on this track exactly as written', () => {
    const raw = (userId: string, cell: string) => {
      repos.userSettings.setActiveTrackSlug(userId, null, at(T1));
      db.prepare('UPDATE user_settings SET settings_json = ? WHERE user_id = ?').run(cell, userId);
    };
    raw(ada, `{ "${SKIPPED_REFLECTIONS_PREFERENCE}": ["other:1", 3] }`);
    raw(bob, `{ "${SKIPPED_REFLECTIONS_PREFERENCE}": "t:1" }`);
    const counts = repos.trackLayouts.remap({ slug, from, to, map, cursorFor: () => 0, now: at(NOW) });
    expect(counts).toEqual({ users: 0, completed: 0, retired: 0, reflections: 0, optins: 0, times: 0, skips: 0 });
    expect(settingsCell(ada)).toBe(`{ "${SKIPPED_REFLECTIONS_PREFERENCE}": ["other:1", 3] }`);
    expect(settingsCell(bob)).toBe(`{ "${SKIPPED_REFLECTIONS_PREFERENCE}": "t:1" }`);
  });

  it('reads a corrupt or non-list progress cell as nothing completed, and a short map as sections gone', () => {
    repos.trackProgress.save(ada, { slug, cursor: 4, startedAt: T1, completedSections: [] }, at(T1));
    repos.trackProgress.save(bob, { slug, cursor: 4, startedAt: T1, completedSections: [] }, at(T1));
    db.prepare("UPDATE track_progress SET completed_sections_json = 'oops' WHERE user_id = ?").run(ada);
    db.prepare('UPDATE track_progress SET completed_sections_json = \'{"0":0}\' WHERE user_id = ?').run(bob);
    repos.companionOptins.set(ada, slug, 3, true, at(T1));
    repos.companionOptins.set(ada, slug, 1, true, at(T1));
    const counts = repos.trackLayouts.remap({
      slug,
      from,
      to,
      map: [2, 0],
      cursorFor: (c, total) => total,
      now: at(NOW),
    });
    expect(counts).toEqual({ users: 2, completed: 0, retired: 0, reflections: 0, optins: 1, times: 0, skips: 0 });
    expect(progressCell(ada)).toEqual({ cursor: 3, completed_sections_json: '[]' });
    expect(progressCell(bob)).toEqual({ cursor: 3, completed_sections_json: '[]' });
    expect(repos.companionOptins.list(ada)).toEqual([{ trackSlug: slug, idx: 0 }]);
  });

  it('retires a section once: a second remap that drops it again adds no retired row', () => {
    repos.trackProgress.save(ada, { slug, cursor: 0, startedAt: T1, completedSections: [1] }, at(T1), 1);
    const once = repos.trackLayouts.remap({ slug, from, to, map, cursorFor: () => 0, now: at(NOW) });
    expect(once.retired).toBe(1);
    db.prepare("UPDATE track_progress SET completed_sections_json = '[1]'").run();
    const twice = repos.trackLayouts.remap({ slug, from, to, map, cursorFor: () => 0, now: at(NOW) });
    expect(twice.retired).toBe(0);
    expect(repos.trackLayouts.retired(ada, slug)).toHaveLength(1);
  });

  it('lists retired sections by completion time, then title', () => {
    const put = db.prepare(
      'INSERT INTO track_retired_sections (user_id, track_slug, title, url, completed_at, retired_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    put.run(ada, slug, 'b', 'u1', T2, NOW);
    put.run(ada, slug, 'a', 'u2', T2, NOW);
    put.run(ada, slug, 'z', 'u3', T1, NOW);
    put.run(ada, 'other', 'o', 'u4', T1, NOW);
    expect(repos.trackLayouts.retired(ada, slug).map((r) => r.title)).toEqual(['z', 'a', 'b']);
  });
});
