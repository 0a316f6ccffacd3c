import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate, schemaVersion } from '../../src/main/db/migrate';
import { MIGRATIONS } from '../../src/main/db/migrations';
import { createTrackProgressRepository } from '../../src/main/db/repositories/track-progress';
import { createReflectionsRepository } from '../../src/main/db/repositories/reflections';
import { createCompanionOptinsRepository } from '../../src/main/db/repositories/companion-optins';
import { createUserSettingsRepository } from '../../src/main/db/repositories/user-settings';
import { parseTrackText } from '../../src/main/content/track-parser';
import { flattenSections } from '../../src/shared/domain/track';
import { FixedClock } from '../../src/main/services/clock';
import type { App } from '../../src/main/bootstrap';
import { makeTempDir } from '../support/temp-dir';
import { startApp, unwrap } from '../support/test-app';

/**
 * docs/product.md "Versioning" on the real ARENA update: a database written before migration 0130 holds progress
 * on the first bundled ARENA track (kept as tests/fixtures/tracks/arena-2025.md, 31 sections); starting the app
 * with today's content/tracks/arena.md (37 sections, chapter 1 renumbered) must keep every completed section
 * completed, at its new position, with its completion time, reflection and companion opt-in.
 */
const OLD = parseTrackText(
  fs.readFileSync(path.join(__dirname, '../fixtures/tracks/arena-2025.md'), 'utf8'),
  'arena.md',
);
const OLD_TITLES = flattenSections(OLD).map((s) => s.section.title);

/**
 * Where each old section lives now, written by hand from the issue (not computed by the code under test).
 * Sections not listed kept their title.
 */
const RENAMED: Record<string, string> = {
  '1.3.1 Toy models of superposition and sparse autoencoders':
    '1.5.4 Toy models of superposition and sparse autoencoders',
  '1.3.2 Interpretability with SAEs: SAELens and feature circuits':
    '1.3.3 Interpretability with SAEs: SAELens and feature circuits',
  '1.4.2 Function vectors and model steering': '1.3.2 Function vectors and model steering',
  '2.2 Q-learning and DQN': '2.2 DQN & VPG: deep Q-networks and vanilla policy gradients',
  '2.3 PPO: vanilla policy gradients to proximal policy optimization':
    '2.3 PPO: proximal policy optimization on Atari and MuJoCo',
};
const U1 = '11111111-1111-4111-8111-111111111111';
const U2 = '22222222-2222-4222-8222-222222222222';
const newTitleOf = (oldTitle: string) => RENAMED[oldTitle] ?? oldTitle;

type SectionView = {
  position: number;
  title: string;
  url: string;
  status: string;
  reflection: string | null;
  companion: { opted_in: boolean } | null;
};
type Detail = {
  section_count: number;
  progress: { cursor: number; completed_count: number } | null;
  chapters: Array<{ title: string; sections: SectionView[] }>;
};

describe('ARENA track update keeps stored progress (migration 0130 and the start-up remap)', () => {
  let temp: ReturnType<typeof makeTempDir>;
  let app: App | undefined;
  let clock: FixedClock;

  beforeEach(() => {
    temp = makeTempDir();
    clock = new FixedClock(new Date('2026-11-20T09:00:00.000Z'));
  });
  afterEach(() => {
    app?.close();
    app = undefined;
    temp.cleanup();
  });

  /** A v-old database (schema 120, before track layouts) with progress written by the repositories of that time. */
  function oldDatabase(
    seed: (repos: {
      progress: ReturnType<typeof createTrackProgressRepository>;
      reflections: ReturnType<typeof createReflectionsRepository>;
      optins: ReturnType<typeof createCompanionOptinsRepository>;
      settings: ReturnType<typeof createUserSettingsRepository>;
      db: Database.Database;
    }) => void,
  ): void {
    const db = new Database(path.join(temp.dir, 'workbench.db'));
    try {
      const before = MIGRATIONS.filter((m) => m.version < 130);
      migrate(db, before);
      expect(schemaVersion(db)).toBe(before.at(-1)!.version);
      db.prepare("INSERT INTO profiles (id, name, created_at) VALUES (?, 'Ada', '2026-01-01T00:00:00.000Z')").run(U1);
      db.prepare("INSERT INTO profiles (id, name, created_at) VALUES (?, 'Bo', '2026-01-01T00:00:00.000Z')").run(U2);
      seed({
        progress: createTrackProgressRepository(db),
        reflections: createReflectionsRepository(db),
        optins: createCompanionOptinsRepository(db),
        settings: createUserSettingsRepository(db),
        db,
      });
    } finally {
      db.close();
    }
  }

  function startWithTodaysContent(): App {
    app = startApp(temp.dir, { clock });
    return app;
  }

  async function detailFor(a: App, userId: string): Promise<Detail> {
    unwrap(await a.router.call('profiles:switch', { id: userId }));
    return unwrap(await a.router.call('tracks:get', { slug: 'arena' })) as Detail;
  }
  const sections = (d: Detail) => d.chapters.flatMap((c) => c.sections);

  it('every section completed on the old file is completed on the new one, by URL or title', async () => {
    const allOld = OLD_TITLES.map((_, i) => i);
    oldDatabase(({ progress }) => {
      // u1 finished the whole old track, in order, one section a day.
      let p = { slug: 'arena', cursor: 0, startedAt: '2026-02-01T00:00:00.000Z', completedSections: [] as number[] };
      for (const i of allOld) {
        p = { ...p, completedSections: [...p.completedSections, i], cursor: i + 1 };
        progress.save(U1, p, new Date(Date.UTC(2026, 1, 1 + i)), i);
      }
    });

    const a = startWithTodaysContent();
    const detail = await detailFor(a, U1);
    expect(detail.section_count).toBe(37);
    const now = sections(detail);
    const completedNow = now.filter((s) => s.status === 'done').map((s) => s.title);
    expect(completedNow.sort()).toEqual(OLD_TITLES.map(newTitleOf).sort());
    expect(detail.progress?.completed_count).toBe(31);

    // What is new in ARENA is not done; the cursor is on the first of them (1.3.1 Linear probes).
    const open = now.filter((s) => s.status !== 'done').map((s) => s.title);
    expect(open).toEqual([
      '1.3.1 Linear probes',
      '1.3.4 Activation oracles',
      '1.4.2 SAE circuits',
      'Reading: Model Organisms for Emergent Misalignment',
      '4.4 LLM psychology and persona vectors',
      '4.5 Investigator agents',
    ]);
    expect(detail.progress?.cursor).toBe(now.find((s) => s.title === '1.3.1 Linear probes')!.position);

    // The completion log moved with the positions and kept its times.
    const log = a.ctx.repos.trackProgress.completions(U1);
    expect(log).toHaveLength(31);
    for (const c of log) {
      const oldIdx = new Date(c.completedAt).getUTCDate() - 1 + (new Date(c.completedAt).getUTCMonth() - 1) * 28;
      expect(now[c.idx]!.title).toBe(newTitleOf(OLD_TITLES[oldIdx]!));
    }
    expect(a.ctx.repos.trackLayouts.retired(U1, 'arena')).toEqual([]);
  });

  it('keeps the cursor, reflections, opt-ins and started_at of a learner part-way through, and a second start changes nothing', async () => {
    const idx = (title: string) => OLD_TITLES.indexOf(title);
    const done = [
      0,
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      9,
      idx('1.3.1 Toy models of superposition and sparse autoencoders'),
      idx('2.2 Q-learning and DQN'),
    ];
    oldDatabase(({ progress, reflections, optins, settings, db }) => {
      progress.save(
        U2,
        { slug: 'arena', cursor: 11, startedAt: '2026-03-01T00:00:00.000Z', completedSections: done },
        new Date('2026-03-20T00:00:00.000Z'),
      );
      for (const i of done)
        progress.save(
          U2,
          { slug: 'arena', cursor: 11, startedAt: '2026-03-01T00:00:00.000Z', completedSections: done },
          new Date(Date.UTC(2026, 2, 2 + i)),
          i,
        );
      reflections.save(
        U2,
        {
          slug: 'arena',
          idx: idx('1.3.1 Toy models of superposition and sparse autoencoders'),
          title: '1.3.1 Toy models of superposition and sparse autoencoders',
          text: 'Features outnumber dimensions.',
        },
        new Date('2026-03-15T00:00:00.000Z'),
      );
      reflections.save(
        U2,
        {
          slug: 'arena',
          idx: idx('1.1 Transformer from scratch: GPT-2 and sampling'),
          title: '1.1 Transformer from scratch: GPT-2 and sampling',
          text: 'Residual stream is a sum.',
        },
        new Date('2026-03-09T00:00:00.000Z'),
      );
      optins.set(
        U2,
        'arena',
        idx('1.1 Transformer from scratch: GPT-2 and sampling'),
        true,
        new Date('2026-03-08T00:00:00.000Z'),
      );
      optins.set(
        U2,
        'arena',
        idx('2.3 PPO: vanilla policy gradients to proximal policy optimization'),
        true,
        new Date('2026-03-08T00:00:00.000Z'),
      );
      settings.setActiveTrackSlug(U2, 'arena', new Date('2026-03-01T00:00:00.000Z'));
      // Section times (migration 0120): a start and a corrected duration on a section whose position moves.
      db.prepare(
        'INSERT INTO track_section_times (user_id, track_slug, section_idx, started_at, corrected_minutes) VALUES (?, ?, ?, ?, ?)',
      ).run(
        U2,
        'arena',
        idx('1.3.1 Toy models of superposition and sparse autoencoders'),
        '2026-03-10T08:00:00.000Z',
        500,
      );
    });

    let a = startWithTodaysContent();
    const check = async () => {
      const detail = await detailFor(a, U2);
      const now = sections(detail);
      const byTitle = (t: string) => now.find((s) => s.title === t)!;
      expect(
        now
          .filter((s) => s.status === 'done')
          .map((s) => s.title)
          .sort(),
      ).toEqual(done.map((i) => newTitleOf(OLD_TITLES[i]!)).sort());
      expect(byTitle('1.5.4 Toy models of superposition and sparse autoencoders').reflection).toBe(
        'Features outnumber dimensions.',
      );
      expect(byTitle('1.1 Transformer from scratch: GPT-2 and sampling').reflection).toBe('Residual stream is a sum.');
      expect(byTitle('1.1 Transformer from scratch: GPT-2 and sampling').companion?.opted_in).toBe(true);
      expect(byTitle('2.3 PPO: proximal policy optimization on Atari and MuJoCo').companion?.opted_in).toBe(true);
      // The first section not done is still where the learner was: the first set after the reading on superposition.
      expect(detail.progress?.cursor).toBe(byTitle('1.3.1 Linear probes').position);
      const active = unwrap(await a.router.call('tracks:list', {})) as {
        active_slug: string;
        tracks: Array<{ slug: string; progress: { started_at: string } | null }>;
      };
      expect(active.active_slug).toBe('arena');
      expect(active.tracks.find((t) => t.slug === 'arena')?.progress?.started_at).toBe('2026-03-01T00:00:00.000Z');
      // The reflection's stored title follows the section.
      const stored = a.ctx.repos.reflections
        .forTrack(U2, 'arena')
        .map((r) => [r.sectionTitle, now[r.sectionIdx]!.title]);
      for (const [title, shown] of stored) expect(title).toBe(shown);
      // Times of completion are kept.
      const times = new Map(a.ctx.repos.trackProgress.completions(U2).map((c) => [now[c.idx]!.title, c.completedAt]));
      expect(times.get('2.2 DQN & VPG: deep Q-networks and vanilla policy gradients')).toBe(
        new Date(Date.UTC(2026, 2, 2 + idx('2.2 Q-learning and DQN'))).toISOString(),
      );
      const sectionTimes = a.ctx.db
        .prepare(
          'SELECT section_idx, started_at, corrected_minutes FROM track_section_times WHERE user_id = ? AND track_slug = ?',
        )
        .all(U2, 'arena') as Array<{ section_idx: number; started_at: string; corrected_minutes: number }>;
      expect(sectionTimes.map((t) => [now[t.section_idx]!.title, t.started_at, t.corrected_minutes])).toEqual([
        ['1.5.4 Toy models of superposition and sparse autoencoders', '2026-03-10T08:00:00.000Z', 500],
      ]);
    };
    await check();
    a.close();
    // Start again on the same data: the layout is now today's, so nothing moves twice.
    a = startWithTodaysContent();
    await check();
  });

  it('a section that is gone keeps its completion and reflection (retired, not deleted), and later ones shift back', async () => {
    // A learner's own track in the user tracks folder, then a new version of it without its second section.
    const tracksDir = path.join(temp.dir, 'tracks');
    fs.mkdirSync(tracksDir, { recursive: true });
    const file = (sections: Array<[string, string]>) =>
      `---\nslug: mine\ntitle: Mine\ndescription: Mine.\nsource_url: https://example.org/mine\nchapters:\n  - title: One\n    sections:\n` +
      sections
        .map(
          ([title, url]) =>
            `      - title: "${title}"\n        url: ${url}\n        kind: external_reading\n        duration_min: 10\n        domain_tags: []\n        axes: [paper_reading]\n`,
        )
        .join('') +
      '---\n';
    fs.writeFileSync(
      path.join(tracksDir, 'mine.md'),
      file([
        ['A', 'https://example.org/a'],
        ['B', 'https://example.org/b'],
        ['C', 'https://example.org/c'],
      ]),
    );
    let a = startWithTodaysContent();
    unwrap(await a.router.call('profiles:switch', { id: a.ctx.services.profiles.currentId() }));
    for (const i of [0, 1, 2]) {
      clock.advanceMs(60_000);
      unwrap(await a.router.call('tracks:complete-section', { slug: 'mine', idx: i }));
    }
    unwrap(await a.router.call('reflections:save', { slug: 'mine', idx: 1, text: 'B was about b.' }));
    // Skipped reflection prompts are stored by position: C's (moving from 2 to 1), B's (gone) and another track's.
    unwrap(await a.router.call('reflections:skip', { slug: 'mine', idx: 2 }));
    unwrap(await a.router.call('reflections:skip', { slug: 'mine', idx: 1 }));
    unwrap(await a.router.call('reflections:skip', { slug: 'arena', idx: 3 }));
    const user = a.ctx.services.profiles.currentId();
    a.close();

    fs.unlinkSync(path.join(tracksDir, 'mine.md'));
    fs.writeFileSync(
      path.join(tracksDir, 'mine.md'),
      file([
        ['A', 'https://example.org/a'],
        ['C (revised)', 'https://example.org/c'],
        ['D', 'https://example.org/d'],
      ]),
    );
    a = startWithTodaysContent();
    app = a;
    const detail = unwrap(await a.router.call('tracks:get', { slug: 'mine' })) as Detail;
    expect(sections(detail).map((s) => [s.title, s.status])).toEqual([
      ['A', 'done'],
      ['C (revised)', 'done'],
      ['D', 'current'],
    ]);
    expect(a.ctx.repos.trackLayouts.retired(user, 'mine')).toEqual([
      expect.objectContaining({ title: 'B', url: 'https://example.org/b', completedAt: '2026-11-20T09:02:00.000Z' }),
    ]);
    const { reflections } = unwrap(await a.router.call('reflections:list', {})) as {
      reflections: Array<{ section_title: string; section_idx: number; text: string }>;
    };
    expect(reflections).toEqual([expect.objectContaining({ section_title: 'B', text: 'B was about b.' })]);
    expect(reflections[0]!.section_idx).toBeLessThan(0);
    // The track page lists the retired section with its completion time.
    expect((detail as Detail & { retired_sections: unknown[] }).retired_sections).toEqual([
      {
        title: 'B',
        url: 'https://example.org/b',
        completed_at: '2026-11-20T09:02:00.000Z',
        retired_at: expect.any(String),
      },
    ]);
    // C's skipped prompt moved with C; B's went with B; the other track's is untouched.
    expect(a.ctx.repos.userSettings.getPreference(user, 'dailyFlow.skippedReflections')).toEqual(['mine:1', 'arena:3']);
  });
});
