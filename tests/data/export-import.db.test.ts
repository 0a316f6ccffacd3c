import fs from 'node:fs';
import path from 'node:path';
import { reconcileTrackLayouts } from '../../src/main/services/tracks/layouts';
import { markdownToWriting } from '../../src/main/services/data/export-format';
import { expectFailure } from '../support/expect-failure';
import { makeTempDir } from '../support/temp-dir';
import { createTestApp, unwrap } from '../support/test-app';
import { addWriting, snapshotRows } from './helpers';
import { fillEveryTable } from './every-row';

describe('export everything, import into an empty data folder', () => {
  let source: ReturnType<typeof createTestApp>;
  let target: ReturnType<typeof createTestApp>;
  const out = makeTempDir('workbench-export-');
  beforeEach(() => {
    source = createTestApp();
    target = createTestApp();
  });
  afterEach(() => {
    source.close();
    target.close();
  });
  afterAll(() => out.cleanup());

  it('gives back every row of every table, exactly', async () => {
    const filled = fillEveryTable(source.ctx.db, 3);
    // What the app does after replacing rows (and at every start): the current profile, stored track layouts.
    source.ctx.services.profiles.reload();
    reconcileTrackLayouts(source.ctx.repos.trackLayouts, source.ctx.content.listTracks(), source.clock.now());
    expect(Object.keys(filled).length).toBeGreaterThanOrEqual(30);
    fs.mkdirSync(path.join(source.dataDir, 'tracks'), { recursive: true });
    fs.writeFileSync(path.join(source.dataDir, 'tracks', 'my-track.md'), '# not a valid track, copied as stored\n');
    const folder = path.join(out.dir, 'round-trip');
    const exported = unwrap(await source.router.invoke('data:export', { folder }));
    expect(exported.writings).toBe(3);
    expect(exported.tables.find((t) => t.table === 'attempts')?.rows).toBe(3);

    // Open formats: writings as Markdown with front matter, the rest as JSON Lines, files as stored, a README.
    const mdFiles = fs.readdirSync(path.join(folder, 'writings'));
    expect(mdFiles).toHaveLength(3);
    const md = fs.readFileSync(path.join(folder, 'writings', mdFiles[0]!), 'utf8');
    expect(md.startsWith('---\nid: ')).toBe(true);
    for (const name of ['attempts', 'reviews', 'reflections', 'track_section_times', 'user_settings'])
      expect(
        fs
          .readFileSync(path.join(folder, 'tables', `${name}.jsonl`), 'utf8')
          .trim()
          .split('\n'),
      ).toHaveLength(3);
    expect(fs.readFileSync(path.join(folder, 'tracks', 'my-track.md'), 'utf8')).toBe(
      '# not a valid track, copied as stored\n',
    );
    expect(fs.readFileSync(path.join(folder, 'README.md'), 'utf8')).toMatch(
      /API keys are never stored in the database/,
    );

    const imported = unwrap(await target.router.invoke('data:import', { folder }));
    expect(imported.safety_backup.kind).toBe('pre-import');
    expect(snapshotRows(target.ctx.db)).toEqual(snapshotRows(source.ctx.db));
    expect(fs.existsSync(path.join(target.dataDir, 'tracks', 'my-track.md'))).toBe(true);
  });

  it('keeps a writing body exactly, fences and front-matter look-alikes included', () => {
    const body = '---\ntitle: not front matter\n---\n\nText with trailing spaces  \n';
    const row = markdownToWriting(`---\nid: w1\ntitle: "A: title"\n---\n${body}`, 'w.md');
    expect(row).toEqual({ id: 'w1', title: 'A: title', body_md: body });
  });

  it('refuses to import over learner work, and changes nothing', async () => {
    const folder = path.join(out.dir, 'refused');
    unwrap(await source.router.invoke('data:export', { folder }));
    await addWriting(target, 'Mine', 'my work');
    const before = snapshotRows(target.ctx.db);
    const err = expectFailure(await target.router.invoke('data:import', { folder }));
    expect(err.code).toBe('conflict');
    expect(err.message).toMatch(/already holds 1 writings.*new data folder/);
    expect(snapshotRows(target.ctx.db)).toEqual(before);
  });

  it('refuses a folder that is not an export, an incomplete one, and exporting into a non-empty folder', async () => {
    const notExport = path.join(out.dir, 'not-export');
    fs.mkdirSync(notExport, { recursive: true });
    expect(expectFailure(await target.router.invoke('data:import', { folder: notExport })).message).toMatch(
      /no manifest\.json/,
    );
    const folder = path.join(out.dir, 'incomplete');
    await addWriting(source, 'One', 'body');
    unwrap(await source.router.invoke('data:export', { folder }));
    fs.writeFileSync(path.join(folder, 'tables', 'profiles.jsonl'), '');
    const before = snapshotRows(target.ctx.db);
    expect(expectFailure(await target.router.invoke('data:import', { folder })).message).toMatch(
      /profiles holds 0 rows but its manifest says 1; the export is incomplete/,
    );
    expect(snapshotRows(target.ctx.db)).toEqual(before);
    expect(expectFailure(await source.router.invoke('data:export', { folder })).message).toMatch(/is not empty/);
  });
});
