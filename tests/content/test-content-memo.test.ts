import { ContentCatalog } from '../../src/main/content/catalog';
import { clearYamlMemo, lookupMemo } from '../../src/main/content/yaml-memo';
import { TEMPLATE_DIR_ENV } from '../support/template-database';
import { createTestApp } from '../support/test-app';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Test apps load the shipped content through the run's memo of its parsed YAML (tests/support/content-memo.ts).
 * That must change only time: the content an app holds is the content a parse without the memo gives.
 */
describe("the test apps' memo of the shipped content", () => {
  afterAll(() => clearYamlMemo());

  it('is installed in a jest run and serves the shipped files', () => {
    expect(process.env[TEMPLATE_DIR_ENV]).toBeTruthy();
    const app = createTestApp();
    try {
      const axes = fs.readFileSync(path.join(app.ctx.paths.bundledContentDir, 'axes.yaml'), 'utf8');
      expect(lookupMemo('yaml', axes)).toBeDefined();
    } finally {
      app.close();
    }
  });

  it('gives the same axes, tracks, problems, voices and diagnostics as parsing every file', () => {
    const app = createTestApp();
    try {
      const memoised = app.ctx.content;
      clearYamlMemo();
      const parsed = new ContentCatalog(memoised.paths);
      expect(memoised.axes).toEqual(parsed.axes);
      expect(memoised.listTracks()).toEqual(parsed.listTracks());
      expect(memoised.listProblems()).toEqual(parsed.listProblems());
      expect(memoised.listVoices()).toEqual(parsed.listVoices());
      expect(memoised.diagnostics).toEqual(parsed.diagnostics);
      expect(parsed.listProblems().length).toBeGreaterThan(10);
    } finally {
      app.close();
    }
  });
});
