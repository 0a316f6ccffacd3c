// The small repositories, read and written directly over a fresh database: exact rows, orders, defaults, the
// upserts' "first one wins" and "last one wins" columns, corrupt JSON cells and the user scoping of each
// statement. The channel tests reach most of this through services; these pin the repository's own contract.
import type { Db } from '../../src/main/db/connection';
import type { Repositories } from '../../src/main/db/repositories';
import { newId, parseJson } from '../../src/main/db/repositories/ids';
import { T1, T2, T3, at, freshRepositories } from './fresh-repositories';

let db: Db, repos: Repositories, ada: string, bob: string;
beforeEach(() => ({ db, repos, ada, bob } = freshRepositories(T1)));
afterEach(() => db.close());

describe('ids', () => {
  it('parses a JSON cell, and answers the fallback for null, undefined, an empty or a corrupt cell', () => {
    expect(parseJson('{"a":[1]}', 'f')).toEqual({ a: [1] });
    expect(parseJson('0', 'f')).toBe(0);
    expect(parseJson('null', 'f')).toBeNull();
    expect(parseJson('"x"', 'f')).toBe('x');
    expect(parseJson(null, 'f')).toBe('f');
    expect(parseJson(undefined, 'f')).toBe('f');
    expect(parseJson('', 'f')).toBe('f');
    expect(parseJson('{oops', 'f')).toBe('f');
  });

  it('makes a new UUID each time', () => {
    const a = newId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newId()).not.toBe(a);
  });
});

describe('app state', () => {
  it('answers undefined for a key never set, then the last value set for it', () => {
    expect(repos.appState.get('window')).toBeUndefined();
    repos.appState.set('window', '{"w":1}');
    repos.appState.set('other', 'x');
    expect(repos.appState.get('window')).toBe('{"w":1}');
    repos.appState.set('window', '{"w":2}');
    expect(repos.appState.get('window')).toBe('{"w":2}');
    expect(repos.appState.get('other')).toBe('x');
    expect(db.prepare('SELECT count(*) AS n FROM app_state').get()).toEqual({ n: 2 });
  });
});

describe('profiles', () => {
  it('creates, finds and lists profiles in creation order, then by name', () => {
    const cy = repos.profiles.create('Cy', at(T2));
    const al = repos.profiles.create('Al', at(T1));
    expect(cy).toEqual({ id: expect.any(String), name: 'Cy', createdAt: T2 });
    expect(repos.profiles.list().map((p) => p.name)).toEqual(['Ada', 'Al', 'Bob', 'Cy']);
    expect(repos.profiles.get(al.id)).toEqual({ id: al.id, name: 'Al', createdAt: T1 });
    expect(repos.profiles.get('nobody')).toBeUndefined();
    expect(repos.profiles.findByName('Cy')).toEqual(cy);
    expect(repos.profiles.findByName('cY')).toEqual(cy); // names are unique without regard to case
    expect(repos.profiles.findByName('C')).toBeUndefined();
  });

  it('keeps the current profile in app state; the last one set wins', () => {
    expect(repos.profiles.currentId()).toBeUndefined();
    repos.profiles.setCurrent(ada);
    repos.profiles.setCurrent(bob);
    expect(repos.profiles.currentId()).toBe(bob);
    expect(repos.appState.get('current_profile_id')).toBe(bob);
  });
});

describe('companion opt-ins', () => {
  it("lists one user's opt-ins by track and position; opting in twice keeps one row; opting out removes only that one", () => {
    expect(repos.companionOptins.list(ada)).toEqual([]);
    repos.companionOptins.set(ada, 'b', 1, true, at(T1));
    repos.companionOptins.set(ada, 'a', 2, true, at(T1));
    repos.companionOptins.set(ada, 'a', 0, true, at(T2));
    repos.companionOptins.set(ada, 'a', 0, true, at(T3));
    repos.companionOptins.set(bob, 'a', 5, true, at(T1));
    expect(repos.companionOptins.list(ada)).toEqual([
      { trackSlug: 'a', idx: 0 },
      { trackSlug: 'a', idx: 2 },
      { trackSlug: 'b', idx: 1 },
    ]);
    expect(
      db.prepare("SELECT created_at FROM companion_optins WHERE track_slug = 'a' AND section_idx = 0").get(),
    ).toEqual({
      created_at: T2,
    });

    repos.companionOptins.set(ada, 'a', 2, false, at(T3));
    repos.companionOptins.set(ada, 'a', 5, false, at(T3));
    expect(repos.companionOptins.list(ada)).toEqual([
      { trackSlug: 'a', idx: 0 },
      { trackSlug: 'b', idx: 1 },
    ]);
    expect(repos.companionOptins.list(bob)).toEqual([{ trackSlug: 'a', idx: 5 }]);
  });
});

describe('problem work', () => {
  it('stores one document per user, problem and mode; a later put replaces it', () => {
    expect(repos.problemWork.get(ada, 'p', 'practice')).toBeUndefined();
    repos.problemWork.put(ada, 'p', 'practice', { code: 'a' }, at(T1));
    repos.problemWork.put(ada, 'p', 'interview', { code: 'b' }, at(T1));
    repos.problemWork.put(bob, 'p', 'practice', { code: 'c' }, at(T1));
    repos.problemWork.put(ada, 'p', 'practice', { code: 'd' }, at(T2));
    expect(repos.problemWork.get(ada, 'p', 'practice')).toEqual({ state: { code: 'd' }, updatedAt: T2 });
    expect(repos.problemWork.get(ada, 'p', 'interview')).toEqual({ state: { code: 'b' }, updatedAt: T1 });
    expect(repos.problemWork.get(bob, 'p', 'practice')).toEqual({ state: { code: 'c' }, updatedAt: T1 });
    expect(repos.problemWork.get(ada, 'q', 'practice')).toBeUndefined();
  });

  it('reads a corrupt cell as null, for get and for update', () => {
    repos.problemWork.put(ada, 'p', 'practice', { code: 'a' }, at(T1));
    db.prepare("UPDATE problem_work SET state_json = '{broken'").run();
    expect(repos.problemWork.get(ada, 'p', 'practice')).toEqual({ state: null, updatedAt: T1 });
    const seen: unknown[] = [];
    repos.problemWork.update(ada, 'p', 'practice', (current) => (seen.push(current), { fixed: true }), at(T2));
    expect(seen).toEqual([null]);
    expect(repos.problemWork.get(ada, 'p', 'practice')).toEqual({ state: { fixed: true }, updatedAt: T2 });
  });

  it('updates read-modify-write: the change sees undefined without a row, the stored document with one', () => {
    const seen: unknown[] = [];
    const first = repos.problemWork.update(ada, 'p', 'practice', (current) => (seen.push(current), { n: 1 }), at(T1));
    const second = repos.problemWork.update(
      ada,
      'p',
      'practice',
      (current) => (seen.push(current), { n: (current as { n: number }).n + 1 }),
      at(T2),
    );
    expect(seen).toEqual([undefined, { n: 1 }]);
    expect([first, second]).toEqual([{ n: 1 }, { n: 2 }]);
    expect(repos.problemWork.get(ada, 'p', 'practice')).toEqual({ state: { n: 2 }, updatedAt: T2 });
  });

  it('rolls the update back when the change throws', () => {
    repos.problemWork.put(ada, 'p', 'practice', { n: 1 }, at(T1));
    expect(() =>
      repos.problemWork.update(
        ada,
        'p',
        'practice',
        () => {
          throw new Error('no');
        },
        at(T2),
      ),
    ).toThrow('no');
    expect(repos.problemWork.get(ada, 'p', 'practice')).toEqual({ state: { n: 1 }, updatedAt: T1 });
  });

  it('deletes only the one row and says whether there was one', () => {
    repos.problemWork.put(ada, 'p', 'practice', 1, at(T1));
    repos.problemWork.put(ada, 'p', 'interview', 2, at(T1));
    expect(repos.problemWork.delete(bob, 'p', 'practice')).toBe(false);
    expect(repos.problemWork.delete(ada, 'p', 'practice')).toBe(true);
    expect(repos.problemWork.delete(ada, 'p', 'practice')).toBe(false);
    expect(repos.problemWork.get(ada, 'p', 'interview')).toEqual({ state: 2, updatedAt: T1 });
  });
});

describe('user settings', () => {
  const row = (userId: string) =>
    db.prepare('SELECT active_track_slug, settings_json, updated_at FROM user_settings WHERE user_id = ?').get(userId);

  it('answers no track and no preference for a user without a row, and writes none on read', () => {
    expect(repos.userSettings.activeTrackSlug(ada)).toBeNull();
    expect(repos.userSettings.getPreference(ada, 'model')).toBeUndefined();
    expect(row(ada)).toBeUndefined();
  });

  it('sets and clears the active track, creating the row once', () => {
    repos.userSettings.setActiveTrackSlug(ada, 'arena', at(T1));
    expect(row(ada)).toEqual({ active_track_slug: 'arena', settings_json: '{}', updated_at: T1 });
    repos.userSettings.setActiveTrackSlug(ada, null, at(T2));
    expect(row(ada)).toEqual({ active_track_slug: null, settings_json: '{}', updated_at: T2 });
    expect(repos.userSettings.activeTrackSlug(bob)).toBeNull();
  });

  it('keeps each preference beside the others; undefined removes one', () => {
    repos.userSettings.setActiveTrackSlug(ada, 'arena', at(T1));
    repos.userSettings.setPreference(ada, 'model', { name: 'm' }, at(T2));
    repos.userSettings.setPreference(ada, 'runner', { mb: 1 }, at(T2));
    repos.userSettings.setPreference(ada, 'zero', 0, at(T2));
    expect(repos.userSettings.getPreference(ada, 'model')).toEqual({ name: 'm' });
    expect(repos.userSettings.getPreference(ada, 'zero')).toBe(0);
    repos.userSettings.setPreference(ada, 'model', undefined, at(T3));
    expect(row(ada)).toEqual({
      active_track_slug: 'arena',
      settings_json: '{"runner":{"mb":1},"zero":0}',
      updated_at: T3,
    });
    expect(repos.userSettings.getPreference(bob, 'runner')).toBeUndefined();
  });

  it('starts again from an empty object when the stored JSON is corrupt', () => {
    repos.userSettings.setPreference(ada, 'a', 1, at(T1));
    db.prepare("UPDATE user_settings SET settings_json = 'not json'").run();
    expect(repos.userSettings.getPreference(ada, 'a')).toBeUndefined();
    repos.userSettings.setPreference(ada, 'b', 2, at(T2));
    expect(row(ada)).toEqual({ active_track_slug: null, settings_json: '{"b":2}', updated_at: T2 });
  });
});

describe('reflections', () => {
  const input = (idx: number, text: string, slug = 'arena') => ({ slug, idx, title: `Section ${idx}`, text });

  it('saves one reflection a section; saving again keeps its id and created_at', () => {
    const first = repos.reflections.save(ada, input(2, 'first'), at(T1));
    expect(first).toEqual({
      id: expect.any(String),
      trackSlug: 'arena',
      sectionIdx: 2,
      sectionTitle: 'Section 2',
      text: 'first',
      createdAt: T1,
      updatedAt: T1,
    });
    const again = repos.reflections.save(ada, { ...input(2, 'second'), title: 'Renamed' }, at(T2));
    expect(again).toEqual({ ...first, text: 'second', sectionTitle: 'Renamed', updatedAt: T2 });
    expect(repos.reflections.get(ada, first.id)).toEqual(again);
    expect(repos.reflections.get(bob, first.id)).toBeUndefined();
    expect(repos.reflections.forSection(ada, 'arena', 2)).toEqual(again);
    expect(repos.reflections.forSection(ada, 'arena', 3)).toBeUndefined();
    expect(repos.reflections.forSection(bob, 'arena', 2)).toBeUndefined();
  });

  it('lists newest first and a track by position, each user their own', () => {
    const a = repos.reflections.save(ada, input(5, 'a'), at(T1));
    const b = repos.reflections.save(ada, input(1, 'b'), at(T2));
    const c = repos.reflections.save(ada, input(3, 'c', 'other'), at(T3));
    repos.reflections.save(bob, input(0, 'bob'), at(T3));
    expect(repos.reflections.list(ada).map((r) => r.id)).toEqual([c.id, b.id, a.id]);
    expect(repos.reflections.forTrack(ada, 'arena').map((r) => r.id)).toEqual([b.id, a.id]);
    expect(repos.reflections.list(bob).map((r) => r.text)).toEqual(['bob']);
  });

  it('keeps one answer a due day (the last one given), in answer order', () => {
    const r = repos.reflections.save(ada, input(1, 'x'), at(T1));
    repos.reflections.answer(ada, r.id, { dueDay: 3, stillHolds: 'partly', wouldChange: 'less' }, at(T3));
    repos.reflections.answer(ada, r.id, { dueDay: 1, stillHolds: 'yes', wouldChange: '' }, at(T2));
    repos.reflections.answer(ada, r.id, { dueDay: 3, stillHolds: 'no', wouldChange: 'all' }, at(T3));
    expect(repos.reflections.answers(ada)).toEqual([
      { reflectionId: r.id, dueDay: 1, stillHolds: 'yes', wouldChange: '', answeredAt: T2 },
      { reflectionId: r.id, dueDay: 3, stillHolds: 'no', wouldChange: 'all', answeredAt: T3 },
    ]);
    expect(repos.reflections.answers(bob)).toEqual([]);
  });

  it('counts reflections written and answers given at or after a moment', () => {
    expect(repos.reflections.activitySince(ada, T1)).toBe(0);
    const r = repos.reflections.save(ada, input(1, 'x'), at(T1));
    repos.reflections.save(ada, input(2, 'y'), at(T2));
    repos.reflections.answer(ada, r.id, { dueDay: 1, stillHolds: 'yes', wouldChange: '' }, at(T2));
    repos.reflections.answer(ada, r.id, { dueDay: 3, stillHolds: 'yes', wouldChange: '' }, at(T3));
    expect(repos.reflections.activitySince(ada, T1)).toBe(4);
    expect(repos.reflections.activitySince(ada, T2)).toBe(3);
    expect(repos.reflections.activitySince(ada, T3)).toBe(1);
    expect(repos.reflections.activitySince(bob, T1)).toBe(0);
  });
});

describe('section times', () => {
  it('keeps the first start; a correction neither moves nor needs it', () => {
    expect(repos.sectionTimes.start(ada, 'arena', 1, T2)).toBe(T2);
    expect(repos.sectionTimes.start(ada, 'arena', 1, T3)).toBe(T2);
    repos.sectionTimes.correct(ada, 'arena', 1, 40);
    repos.sectionTimes.correct(ada, 'arena', 2, 15);
    expect(repos.sectionTimes.start(ada, 'arena', 2, T3)).toBe(T3);
    repos.sectionTimes.correct(ada, 'arena', 2, null);
    expect(repos.sectionTimes.list(ada)).toEqual([
      { trackSlug: 'arena', idx: 1, startedAt: T2, completedAt: null, correctedMinutes: 40 },
      { trackSlug: 'arena', idx: 2, startedAt: T3, completedAt: null, correctedMinutes: null },
    ]);
  });

  it('lists started sections with their completion and completed ones never started, by track and position', () => {
    repos.sectionTimes.start(ada, 'b', 0, T1);
    repos.sectionTimes.start(ada, 'a', 3, T1);
    repos.sectionTimes.start(bob, 'a', 0, T1);
    const progress = (slug: string) => ({ slug, cursor: 0, startedAt: T1, completedSections: [] });
    repos.trackProgress.save(ada, progress('a'), at(T2), 3);
    repos.trackProgress.save(ada, progress('a'), at(T3), 1);
    repos.trackProgress.save(bob, progress('a'), at(T3), 7);
    expect(repos.sectionTimes.list(ada)).toEqual([
      { trackSlug: 'a', idx: 1, startedAt: null, completedAt: T3, correctedMinutes: null },
      { trackSlug: 'a', idx: 3, startedAt: T1, completedAt: T2, correctedMinutes: null },
      { trackSlug: 'b', idx: 0, startedAt: T1, completedAt: null, correctedMinutes: null },
    ]);
    expect(repos.sectionTimes.list(bob).map((r) => [r.idx, r.startedAt, r.completedAt])).toEqual([
      [0, T1, null],
      [7, null, T3],
    ]);
  });
});

describe('spend ledger', () => {
  const entry = (tag: string, createdAt: string, costUsd = 0.5) => ({
    tag,
    model: 'm',
    tokensIn: 10,
    tokensOut: 4,
    costUsd,
    outcome: 'ok',
    createdAt,
  });

  it('records a call with its defaults and reads it back', () => {
    const plain = repos.spendLedger.record(ada, entry('review', T1));
    expect(plain).toEqual({ ...entry('review', T1), id: expect.any(String), reportedModel: null, estimated: false });
    const counted = repos.spendLedger.record(ada, { ...entry('assist', T2), reportedModel: 'm-2', estimated: true });
    expect(db.prepare('SELECT estimated FROM spend_ledger WHERE id = ?').get(counted.id)).toEqual({ estimated: 1 });
    expect(repos.spendLedger.recent(ada, 10)).toEqual([counted, plain]);
  });

  it('totals from a moment on (inclusive), for all tags and for one; zeros when there is nothing', () => {
    const zero = { costUsd: 0, calls: 0, tokensIn: 0, tokensOut: 0 };
    expect(repos.spendLedger.totalsSince(ada, T1)).toEqual(zero);
    expect(repos.spendLedger.totalsForTagSince(ada, 'review', T1)).toEqual(zero);
    repos.spendLedger.record(ada, entry('review', T1, 1));
    repos.spendLedger.record(ada, entry('review', T2, 2));
    repos.spendLedger.record(ada, entry('assist', T3, 4));
    repos.spendLedger.record(bob, entry('review', T3, 8));
    expect(repos.spendLedger.totalsSince(ada, T2)).toEqual({ costUsd: 6, calls: 2, tokensIn: 20, tokensOut: 8 });
    expect(repos.spendLedger.totalsForTagSince(ada, 'review', T1)).toEqual({
      costUsd: 3,
      calls: 2,
      tokensIn: 20,
      tokensOut: 8,
    });
    expect(repos.spendLedger.totalsForTagSince(ada, 'review', T3)).toEqual(zero);
    expect(repos.spendLedger.tagsSince(ada, T1)).toEqual(['assist', 'review']);
    expect(repos.spendLedger.tagsSince(ada, T3)).toEqual(['assist']);
  });

  it('lists the most recent calls first, later insertions first at the same moment, up to the limit', () => {
    const a = repos.spendLedger.record(ada, entry('x', T1));
    const b = repos.spendLedger.record(ada, entry('y', T2));
    const c = repos.spendLedger.record(ada, entry('z', T2));
    repos.spendLedger.record(bob, entry('w', T3));
    expect(repos.spendLedger.recent(ada, 10).map((r) => r.id)).toEqual([c.id, b.id, a.id]);
    expect(repos.spendLedger.recent(ada, 2).map((r) => r.id)).toEqual([c.id, b.id]);
  });
});

describe('track progress', () => {
  const progress = (slug: string, completedSections: number[], startedAt = T1) => ({
    slug,
    cursor: 2,
    startedAt,
    completedSections,
  });

  it('saves progress (the start only the first time) and logs a completion only when one is given', () => {
    expect(repos.trackProgress.get(ada, 'a')).toBeUndefined();
    repos.trackProgress.save(ada, progress('a', [1]), at(T1), 1);
    repos.trackProgress.save(ada, { ...progress('a', [1, 0], T3), cursor: 3 }, at(T2));
    expect(repos.trackProgress.get(ada, 'a')).toEqual({
      slug: 'a',
      cursor: 3,
      startedAt: T1,
      completedSections: [1, 0],
    });
    expect(repos.trackProgress.completions(ada)).toEqual([{ trackSlug: 'a', idx: 1, completedAt: T1 }]);
    expect(repos.trackProgress.get(bob, 'a')).toBeUndefined();
  });

  it('keeps the first completion of a section and lists completions in time order', () => {
    repos.trackProgress.save(ada, progress('b', [4]), at(T2), 4);
    repos.trackProgress.save(ada, progress('a', [0]), at(T3), 0);
    repos.trackProgress.save(ada, progress('b', [4]), at(T3), 4);
    repos.trackProgress.save(ada, progress('a', [0, 2]), at(T1), 2);
    expect(repos.trackProgress.completions(ada)).toEqual([
      { trackSlug: 'a', idx: 2, completedAt: T1 },
      { trackSlug: 'b', idx: 4, completedAt: T2 },
      { trackSlug: 'a', idx: 0, completedAt: T3 },
    ]);
    expect(repos.trackProgress.completionsSince(ada, T2)).toBe(2);
    expect(repos.trackProgress.completionsSince(ada, T3)).toBe(1);
    expect(repos.trackProgress.completionsSince(bob, T1)).toBe(0);
    expect(repos.trackProgress.list(ada).map((p) => p.slug)).toEqual(['a', 'b']);
  });

  it('cleans stored positions on read: not a list, negative, fractional, non-numeric or repeated ones dropped', () => {
    repos.trackProgress.save(ada, progress('a', []), at(T1));
    repos.trackProgress.save(ada, progress('b', []), at(T1));
    const cell = db.prepare('UPDATE track_progress SET completed_sections_json = ? WHERE track_slug = ?');
    cell.run('[3, -1, 0, 1.5, "2", 3, 0, 7]', 'a');
    cell.run('{"0": 1}', 'b');
    expect(repos.trackProgress.get(ada, 'a')?.completedSections).toEqual([3, 0, 7]);
    expect(repos.trackProgress.get(ada, 'b')?.completedSections).toEqual([]);
    cell.run('not json', 'b');
    expect(repos.trackProgress.list(ada).map((p) => p.completedSections)).toEqual([[3, 0, 7], []]);
  });
});
