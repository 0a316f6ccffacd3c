/* eslint-disable @typescript-eslint/no-require-imports -- jest.mock factories must require, not import */
import fs from 'node:fs';
import path from 'node:path';
import { importManifestFromMenu } from '../../src/main/electron/import-manifest';
import { makeTempDir } from '../support/temp-dir';
import { createTestApp } from '../support/test-app';
import { fake, resetFake } from '../support/fake-electron';
import { node, oneChapter } from '../ingestion/manifest-fixtures';

jest.mock('electron', () => require('../support/fake-electron').electron);

/** File > Import manifest…: the dialogs around the same ingestion the CLI and the upload use. */
describe('File > Import manifest…', () => {
  let app: ReturnType<typeof createTestApp>;
  const dir = makeTempDir('workbench-menu-import-');
  let events: Array<{ name: string; payload: unknown }>;
  beforeEach(() => {
    resetFake();
    app = createTestApp();
    events = [];
    app.ctx.events.subscribe((name, payload) => events.push({ name, payload }));
  });
  afterEach(() => app.close());
  afterAll(() => dir.cleanup());

  const pick = (name: string, text: string) => {
    const file = path.join(dir.dir, name);
    fs.writeFileSync(file, text);
    fake.openDialogAnswer = { canceled: false, filePaths: [file] };
  };

  test('imports, says where the file went, and "Open track" navigates to it', async () => {
    pick('demo.yaml', oneChapter(node('b', ['a']), node('a')));
    fake.messageBoxResponse = 0;
    await importManifestFromMenu(app, undefined);
    expect(fake.messageBoxes).toEqual([
      expect.objectContaining({
        type: 'info',
        message: 'Imported "Demo track".',
        detail: `The track file was written to ${path.join(app.ctx.paths.userTracksDir, 'demo.md')}.`,
        buttons: ['Open track', 'Close'],
      }),
    ]);
    expect(app.ctx.content.getTrack('demo')).toBeDefined();
    expect(events.map((e) => e.name)).toEqual(['tracks:changed', 'app:navigate']);
    expect(events[1]!.payload).toEqual({ path: '/tracks/demo' });
  });

  test('a broken manifest shows the one-line error and writes nothing', async () => {
    pick('broken.yaml', oneChapter(node('a', ['a'])));
    await importManifestFromMenu(app, undefined);
    expect(fake.messageBoxes).toHaveLength(1);
    expect(fake.messageBoxes[0]).toMatchObject({ type: 'error', title: 'Could not import the manifest' });
    expect(String(fake.messageBoxes[0]!.message)).toMatch(/^broken\.yaml: .*"a" lists itself as a prerequisite/);
    expect(fs.existsSync(path.join(app.ctx.paths.userTracksDir, 'demo.md'))).toBe(false);
    expect(events).toEqual([]);
  });

  test('cancelling the dialog does nothing', async () => {
    await importManifestFromMenu(app, undefined);
    expect(fake.messageBoxes).toEqual([]);
    expect(events).toEqual([]);
  });
});
