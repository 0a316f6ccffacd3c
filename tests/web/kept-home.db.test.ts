import fc from 'fast-check';
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import type { App } from '../../src/main/bootstrap';
import { FixedClock } from '../../src/main/services/clock';
import { composeHome, dayWindow, type HomeSnapshot } from '../../src/main/services/home';
import { localDayNumber } from '../../src/main/services/local-day';
import { fingerprint, KEPT_HOME_FILE, keepHome, takeKeptHome, type FingerprintSources } from '../../src/main/web/kept-home';
import { keptHomeAnswerer } from '../../src/main/web/kept-home-answer';
import { store } from '../retention/support';
import { CONTENT_DIR, createTestApp, startApp, unwrap } from '../support/test-app';
import { makeTempDir } from '../support/temp-dir';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Mid-morning UTC; the history below puts thresholds (24 h since an attempt, 36 h since a section) in the next days. */
const BASE = Date.parse('2026-11-10T09:00:00.000Z');

/** What the app's own home:get answers at `atMs` for `tz`. */
async function appHome(app: App, clock: FixedClock, atMs: number, tz: number): Promise<unknown> {
  clock.set(new Date(atMs));
  return unwrap(await app.router.call('home:get', { tz_offset_minutes: tz }));
}

describe("home's answer rebuilt from its kept reads equals the app's", () => {
  let app: ReturnType<typeof createTestApp>;
  let clock: FixedClock;
  let userId: string;

  beforeAll(async () => {
    clock = new FixedClock(new Date(BASE - 20 * DAY));
    app = createTestApp({ clock });
    userId = app.ctx.services.profiles.currentId();
    // A history whose weight, "tried in the last 24 hours", due re-drills and the reflection prompt all move
    // within the days the properties below range over.
    const attempts: Array<[number, string, boolean]> = [
      [-20 * DAY, 'causal-attention', false],
      [-9 * DAY, 'bpe-merge-step', true],
      [-3 * DAY, 'causal-attention', true],
      [-20 * HOUR, 'gae-advantages', false],
      [-2 * HOUR, 'bpe-merge-step', true],
    ];
    for (const [at, slug, passed] of attempts) {
      clock.set(new Date(BASE + at));
      store(app, userId, clock, { slug, passed, confidence: 4 });
    }
    clock.set(new Date(BASE - 3 * DAY));
    unwrap(await app.router.call('tracks:activate', { slug: 'arena' }));
    unwrap(await app.router.call('tracks:complete-section', { slug: 'arena', idx: 0 }));
    clock.set(new Date(BASE - 30 * HOUR));
    unwrap(await app.router.call('tracks:complete-section', { slug: 'arena', idx: 1 }));
    unwrap(await app.router.call('reflections:save', { slug: 'arena', idx: 0, text: 'Attention is a soft lookup.' }));
    clock.set(new Date(BASE - 5 * HOUR));
    unwrap(await app.router.call('writings:create', { title: 'Why induction heads matter' }));
  });
  afterAll(() => app.close());

  it('property: for any time zone and two instants of one day, the kept reads answer as the app does at the later one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 3 * DAY }),
        fc.integer({ min: -840, max: 840 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (offset, tz, later) => {
          const t0 = BASE + offset;
          clock.set(new Date(t0));
          // Kept as the host keeps it: JSON text in a file.
          const kept = JSON.parse(JSON.stringify(app.ctx.services.home.snapshot(userId, tz))) as HomeSnapshot;
          const window = dayWindow(t0, tz);
          expect([kept.validFromMs, kept.validUntilMs]).toEqual([window.fromMs, window.untilMs]);
          const t = t0 + Math.floor(later * (window.untilMs - 1 - t0));
          expect(composeHome(kept, t)).toEqual(await appHome(app, clock, t, tz));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('the answer itself changes within a day, so it is rebuilt at the instant rather than kept whole', async () => {
    clock.set(new Date(BASE + HOUR));
    const kept = app.ctx.services.home.snapshot(userId, 0);
    const morning = composeHome(kept, BASE + HOUR);
    // 24 hours since the attempt at BASE - 20 h, and the 36 hours of the prompt for the section done at BASE - 30 h.
    const evening = await appHome(app, clock, BASE + 8 * HOUR, 0);
    expect(evening).not.toEqual(morning);
    expect((morning as { reflection_prompt: unknown }).reflection_prompt).not.toBeNull();
    expect((evening as { reflection_prompt: unknown }).reflection_prompt).toBeNull();
    expect(composeHome(kept, BASE + 8 * HOUR)).toEqual(evening);
  });

  it('the reads do change across a day: the same kept reads would be wrong the next day', async () => {
    clock.set(new Date(BASE));
    const kept = app.ctx.services.home.snapshot(userId, 0);
    const nextDay = kept.validUntilMs + 60 * DAY;
    // Far enough for the due re-drills and the evidence window to move: had the day not been checked, this is
    // the wrong home a kept answer would paint.
    expect(composeHome(kept, nextDay)).not.toEqual(await appHome(app, clock, nextDay, 0));
  });

  it('answers home:get only before the app has started, for the kept time zone, input shape and day', () => {
    clock.set(new Date(BASE));
    const kept = app.ctx.services.home.snapshot(userId, -60);
    let started = false;
    let now = BASE + HOUR;
    const answer = keptHomeAnswerer(kept, () => started, () => now);
    const first = answer('home:get', { tz_offset_minutes: -60 });
    expect(JSON.parse(first!)).toEqual({ ok: true, value: composeHome(kept, now) });
    expect(answer('home:get', {})).toBeUndefined(); // tz 0, another local day
    expect(answer('home:get', { tz_offset_minutes: 0 })).toBeUndefined();
    expect(answer('home:get', { tz_offset_minutes: -60, extra: 1 })).toBeUndefined();
    expect(answer('home:get', null)).toBeUndefined();
    expect(answer('home:get', { tz_offset_minutes: '-60' })).toBeUndefined(); // the app refuses text
    const atZero = keptHomeAnswerer(app.ctx.services.home.snapshot(userId, 0), () => started, () => now);
    expect(atZero('home:get', { tz_offset_minutes: null })).toBeUndefined(); // the app refuses null, not 0
    expect(atZero('home:get', {})).toBeDefined();
    expect(answer('profiles:list', {})).toBeUndefined();
    now = kept.validUntilMs; // the next day
    expect(answer('home:get', { tz_offset_minutes: -60 })).toBeUndefined();
    now = kept.validFromMs - 1; // a clock set back before the day
    expect(answer('home:get', { tz_offset_minutes: -60 })).toBeUndefined();
    now = kept.validFromMs;
    expect(answer('home:get', { tz_offset_minutes: -60 })).toBeDefined();
    started = true; // the app's worker is ready: from now on only it answers
    expect(answer('home:get', { tz_offset_minutes: -60 })).toBeUndefined();
  });

  it('a snapshot it cannot read is left to the app', () => {
    const broken = { ...app.ctx.services.home.snapshot(userId, 0), picker: {} } as unknown as HomeSnapshot;
    const answer = keptHomeAnswerer(broken, () => false, () => broken.validFromMs);
    expect(answer('home:get', { tz_offset_minutes: 0 })).toBeUndefined();
  });
});

describe('dayWindow', () => {
  it('property: the span holds the instant, and both its local day and its UTC day, and no instant past them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: -840, max: 840 }), (now, tz) => {
        const { fromMs, untilMs } = dayWindow(now, tz);
        expect(fromMs).toBeLessThanOrEqual(now);
        expect(untilMs).toBeGreaterThan(now);
        const days = (t: number) => [localDayNumber(new Date(t), tz), Math.floor(t / DAY)];
        expect(days(fromMs)).toEqual(days(now));
        expect(days(untilMs - 1)).toEqual(days(now));
        expect(days(untilMs)).not.toEqual(days(now));
        expect(days(fromMs - 1)).not.toEqual(days(now));
      }),
      { numRuns: 500 },
    );
  });
});

describe('kept reads are used only when nothing they came from changed', () => {
  let data: ReturnType<typeof makeTempDir>;
  let content: ReturnType<typeof makeTempDir>;
  let appFile: string;
  let src: FingerprintSources;
  let snapshot: HomeSnapshot;
  const keptFile = () => path.join(data.dir, KEPT_HOME_FILE);

  beforeEach(() => {
    data = makeTempDir();
    content = makeTempDir();
    fs.cpSync(CONTENT_DIR, content.dir, { recursive: true });
    appFile = path.join(content.dir, '..', `${path.basename(content.dir)}-app.cjs`);
    fs.writeFileSync(appFile, '// the host');
    const app = startApp(data.dir, { bundledContentDir: content.dir, clock: new FixedClock(new Date(BASE)) });
    snapshot = app.ctx.services.home.snapshot(app.ctx.services.profiles.currentId(), 0);
    app.close();
    src = { dataDir: data.dir, bundledContentDir: content.dir, appFiles: [appFile] };
    keepHome(src, snapshot);
  });
  afterEach(() => {
    fs.rmSync(appFile, { force: true });
    data.cleanup();
    content.cleanup();
  });

  it('unchanged: the snapshot comes back once, and the file is gone', () => {
    expect(fs.existsSync(keptFile())).toBe(true);
    expect(takeKeptHome(src)).toEqual(snapshot);
    expect(fs.existsSync(keptFile())).toBe(false);
    expect(takeKeptHome(src)).toBeUndefined();
  });

  it('a write by another program (another profile made current) is seen, even with the times set back', () => {
    const dbFile = path.join(data.dir, 'workbench.db');
    const before = fs.statSync(dbFile);
    const db = new Database(dbFile);
    db.prepare("INSERT INTO profiles (id, name, created_at) VALUES ('other', 'Other', '2026-11-10T09:00:00.000Z')").run();
    db.prepare("UPDATE app_state SET value = 'other' WHERE key = 'current_profile_id'").run();
    db.close();
    fs.utimesSync(dbFile, before.atime, before.mtime);
    expect(takeKeptHome(src)).toBeUndefined();
    expect(fs.existsSync(keptFile())).toBe(false);
  });

  it('the database open elsewhere (a write-ahead log beside it) is not vouched for', () => {
    const db = new Database(path.join(data.dir, 'workbench.db'));
    try {
      db.prepare('SELECT count(*) FROM profiles').get();
      expect(fs.existsSync(path.join(data.dir, 'workbench.db-wal'))).toBe(true);
      expect(fingerprint(src)).toBeUndefined();
      expect(takeKeptHome(src)).toBeUndefined();
    } finally {
      db.close();
    }
  });

  it.each([
    ['a bundled content file edited', () => fs.appendFileSync(path.join(content.dir, 'axes.yaml'), '\n')],
    ['a bundled content file removed', () => fs.rmSync(path.join(content.dir, 'voices'), { recursive: true })],
    ['a track of the learner added', () => {
      fs.mkdirSync(path.join(data.dir, 'tracks'), { recursive: true });
      fs.writeFileSync(path.join(data.dir, 'tracks', 'mine.md'), '---\n---\n');
    }],
    ['a problem of the learner added', () => fs.mkdirSync(path.join(data.dir, 'problems', 'mine'), { recursive: true })],
    ['another build of the host', () => fs.writeFileSync(appFile, '// the host, rebuilt')],
    ['the database replaced by a copy', () => {
      const dbFile = path.join(data.dir, 'workbench.db');
      fs.copyFileSync(dbFile, `${dbFile}.copy`);
      fs.renameSync(`${dbFile}.copy`, dbFile);
    }],
  ])('%s: refused', (_name, change) => {
    change();
    expect(takeKeptHome(src)).toBeUndefined();
    expect(fs.existsSync(keptFile())).toBe(false);
  });

  it('another content folder (--content-dir) is refused', () => {
    const other = makeTempDir();
    try {
      fs.cpSync(content.dir, other.dir, { recursive: true, preserveTimestamps: true });
      expect(takeKeptHome({ ...src, bundledContentDir: other.dir })).toBeUndefined();
    } finally {
      other.cleanup();
    }
  });

  it('a damaged or foreign kept file is ignored and removed', () => {
    for (const text of ['{', '[]', JSON.stringify({ format: 1, fingerprint: fingerprint(src), snapshot: { userId: 3 } })]) {
      fs.writeFileSync(keptFile(), text);
      expect(takeKeptHome(src)).toBeUndefined();
      expect(fs.existsSync(keptFile())).toBe(false);
    }
  });

  it('nothing to keep (home never answered) removes an older kept file', () => {
    keepHome(src, undefined);
    expect(fs.existsSync(keptFile())).toBe(false);
  });
});
