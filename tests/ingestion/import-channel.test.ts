import fs from 'node:fs';
import path from 'node:path';
import { MAX_MANIFEST_BYTES } from '../../src/shared/ipc/channels/ingestion';
import { createTestApp, unwrap } from '../support/test-app';
import { expectFailure } from '../support/expect-failure';
import { manifest, node, oneChapter, toYaml } from './manifest-fixtures';

/** `ingestion:import` through the real router and app (temp data dir, bundled content). */
describe('ingestion:import channel', () => {
  let app: ReturnType<typeof createTestApp>;
  let events: Array<{ name: string; payload: unknown }>;
  beforeEach(() => {
    app = createTestApp();
    events = [];
    app.ctx.events.subscribe((name, payload) => events.push({ name, payload }));
  });
  afterEach(() => app.close());

  test('writes into the user tracks folder, loads the track and announces it', async () => {
    const result = unwrap(
      await app.router.invoke('ingestion:import', {
        file_name: 'demo.yaml',
        yaml_text: oneChapter(node('b', ['a']), node('a')),
      }),
    );
    const expectedPath = path.join(app.ctx.paths.userTracksDir, 'demo.md');
    expect(result).toEqual({ slug: 'demo', title: 'Demo track', path: expectedPath });
    expect(fs.existsSync(expectedPath)).toBe(true);
    expect(app.ctx.content.getTrack('demo')?.chapters[0]!.sections.map((s) => s.title)).toEqual([
      'Section a',
      'Section b',
    ]);
    expect(events).toEqual([{ name: 'tracks:changed', payload: { slug: 'demo' } }]);
  });

  test('a second import of the same slug is a conflict and changes nothing', async () => {
    const yamlText = oneChapter(node('a'));
    unwrap(await app.router.invoke('ingestion:import', { file_name: 'demo.yaml', yaml_text: yamlText }));
    const file = path.join(app.ctx.paths.userTracksDir, 'demo.md');
    const before = fs.readFileSync(file, 'utf8');
    const again = await app.router.invoke('ingestion:import', {
      file_name: 'demo.yaml',
      yaml_text: oneChapter(node('z')),
    });
    expect(again).toEqual({
      ok: false,
      error: {
        code: 'conflict',
        message:
          'demo.yaml: a track with slug "demo" is already loaded in Workbench; change track.slug in the manifest to import it as a new track',
      },
    });
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
  });

  test('a slug that exists only on disk (not loaded) is still refused', async () => {
    fs.mkdirSync(app.ctx.paths.userTracksDir, { recursive: true });
    const file = path.join(app.ctx.paths.userTracksDir, 'demo.md');
    fs.writeFileSync(file, 'not a track yet\n');
    const result = await app.router.invoke('ingestion:import', {
      file_name: 'demo.yaml',
      yaml_text: oneChapter(node('a')),
    });
    const error = expectFailure(result);
    expect(error.code).toBe('conflict');
    expect(error.message).toContain('already exists and is never overwritten');
    expect(fs.readFileSync(file, 'utf8')).toBe('not a track yet\n');
  });

  test('the bundled ARENA slug is refused', async () => {
    const yamlText = toYaml(
      manifest([{ title: 'Basics', nodes: [node('a')] }], {
        track: { slug: 'arena', title: 'Mine', description: 'D' },
      }),
    );
    const result = await app.router.invoke('ingestion:import', { file_name: 'arena.yaml', yaml_text: yamlText });
    expect(result.ok ? 'ok' : result.error.code).toBe('conflict');
    expect(fs.existsSync(path.join(app.ctx.paths.userTracksDir, 'arena.md'))).toBe(false);
  });

  test('an invalid manifest is invalid_input with the one-line message and writes nothing', async () => {
    const result = await app.router.invoke('ingestion:import', {
      file_name: '../../etc/demo.yaml',
      yaml_text: oneChapter(node('a', ['missing'])),
    });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'invalid_input',
        message:
          'demo.yaml: chapter "Basics": node "a" lists prereq "missing", but no node has that id; fix the spelling or declare a node with id "missing" in this chapter',
      },
    });
    expect(fs.existsSync(app.ctx.paths.userTracksDir) ? fs.readdirSync(app.ctx.paths.userTracksDir) : []).toEqual([]);
    expect(events).toEqual([]);
  });

  test('input limits: non-YAML file names, empty text and oversized text', async () => {
    const wrongType = await app.router.invoke('ingestion:import', {
      file_name: 'demo.txt',
      yaml_text: oneChapter(node('a')),
    });
    expect(wrongType.ok ? 'ok' : wrongType.error.message).toContain('must be a .yaml or .yml file');
    const empty = await app.router.invoke('ingestion:import', { file_name: 'demo.yaml', yaml_text: '' });
    expect(empty.ok ? 'ok' : empty.error.code).toBe('invalid_input');
    const huge = await app.router.invoke('ingestion:import', {
      file_name: 'demo.yaml',
      yaml_text: 'x'.repeat(MAX_MANIFEST_BYTES + 1),
    });
    expect(huge.ok ? 'ok' : huge.error.code).toBe('invalid_input');
    expect(huge.ok ? '' : huge.error.message).toContain('split it into smaller manifests');
  });
});
