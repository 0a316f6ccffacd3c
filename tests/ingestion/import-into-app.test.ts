import fs from 'node:fs';
import path from 'node:path';
import { ContentError } from '../../src/main/content/content-error';
import { IngestionError } from '../../src/main/services/ingestion/ingestion-error';
import { createTestApp } from '../support/test-app';
import { node, oneChapter } from './manifest-fixtures';

/** The in-app import (File > Import manifest… and the browser upload), called directly on a real test app. */
describe('ingestion.importManifest', () => {
  let app: ReturnType<typeof createTestApp>;
  let events: Array<{ name: string; payload: unknown }>;
  beforeEach(() => {
    app = createTestApp();
    events = [];
    app.ctx.events.subscribe((name, payload) => events.push({ name, payload }));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    app.close();
  });

  function importError(): IngestionError {
    try {
      app.ctx.services.ingestion.importManifest(oneChapter(node('a')), 'demo.yaml');
    } catch (err) {
      if (err instanceof IngestionError) return err;
      throw err;
    }
    throw new Error('expected an IngestionError');
  }

  test('a new track is written, loaded, its layout recorded and announced', () => {
    const imported = app.ctx.services.ingestion.importManifest(oneChapter(node('b', ['a']), node('a')), 'demo.yaml');
    expect(imported).toEqual({
      slug: 'demo',
      title: 'Demo track',
      path: path.join(app.ctx.paths.userTracksDir, 'demo.md'),
    });
    expect(app.ctx.content.hasTrack('demo')).toBe(true);
    // Recorded so a later version of the file can have its positions remapped.
    expect(app.ctx.repos.trackLayouts.layout('demo')?.map((s) => s.title)).toEqual(['Section a', 'Section b']);
    expect(events).toEqual([{ name: 'tracks:changed', payload: { slug: 'demo' } }]);
  });

  test("a file that cannot be loaded back after writing names the loader's detail and says to restart", () => {
    jest.spyOn(app.ctx.content, 'addTrackFile').mockImplementation(() => {
      throw new ContentError('demo.md', 'chapters: must list at least one chapter');
    });
    const err = importError();
    expect(err.kind).toBe('io');
    expect(err.message).toBe(
      'demo.yaml: wrote demo.md but could not load it (chapters: must list at least one chapter); restart Workbench to retry',
    );
    expect(events).toEqual([]);
  });

  test('any other load failure says the file could not be read back', () => {
    jest.spyOn(app.ctx.content, 'addTrackFile').mockImplementation(() => {
      throw new Error('EIO: i/o error');
    });
    const err = importError();
    expect(err.kind).toBe('io');
    expect(err.message).toBe(
      'demo.yaml: wrote demo.md but could not load it (it could not be read back); restart Workbench to retry',
    );
    expect(fs.existsSync(path.join(app.ctx.paths.userTracksDir, 'demo.md'))).toBe(true);
    expect(app.ctx.repos.trackLayouts.layout('demo')).toBeFalsy();
  });
});
