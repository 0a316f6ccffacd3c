import fs from 'node:fs';
import path from 'node:path';
import { ContentCatalog } from '../../src/main/content/catalog';
import { parseTrackText } from '../../src/main/content/track-parser';
import { ContentError } from '../../src/main/content/content-error';
import { makeTempDir } from '../support/temp-dir';
import { CONTENT_DIR, createTestApp, unwrap } from '../support/test-app';

const track = (slug: string, duration: unknown = 30) => `---
slug: ${slug}
title: A track
description: For tests.
source_url: https://example.org/src
chapters:
  - title: One
    sections:
      - title: First
        url: https://example.org/1
        kind: external_reading
        duration_min: ${JSON.stringify(duration)}
        domain_tags: [attention]
        axes: [transformer_internals]
---

Notes about **${slug}**.
`;

function writeContent(root: string): void {
  fs.copyFileSync(path.join(CONTENT_DIR, 'axes.yaml'), path.join(root, 'axes.yaml'));
  fs.mkdirSync(path.join(root, 'tracks'), { recursive: true });
  fs.writeFileSync(path.join(root, 'tracks', 'good.md'), track('good'));
  fs.writeFileSync(path.join(root, 'tracks', 'broken.md'), track('broken', -5));
  fs.writeFileSync(path.join(root, 'tracks', 'mismatch.md'), track('other-name'));
  fs.mkdirSync(path.join(root, 'voices'), { recursive: true });
  fs.writeFileSync(path.join(root, 'voices', 'calm.md'), '---\nkey: calm\nname: Calm\nlens: Gentle\n---\nReview gently.\n');
  fs.writeFileSync(path.join(root, 'voices', 'nolens.md'), '---\nkey: nolens\nname: No lens\n---\nBody.\n');
  fs.mkdirSync(path.join(root, 'problems', 'half'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'problems', 'half', 'problem.md'),
    '---\nslug: half\ntitle: Half\nlanguage: python\ndomain_tags: [x]\naxes: [algorithmic]\ndifficulty: easy\nhints: [h]\n---\nStatement.\n',
  );
}

describe('content catalog', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir();
    writeContent(temp.dir);
  });
  afterEach(() => temp.cleanup());

  it('loads good files and lists each broken one with its file and field instead of failing', () => {
    const catalog = new ContentCatalog({ bundledDir: temp.dir, userTracksDir: path.join(temp.dir, 'user-tracks') });
    expect(catalog.listTracks().map((t) => t.slug)).toEqual(['good']);
    expect(catalog.listVoices().map((v) => v.key)).toEqual(['calm']);
    expect(catalog.listProblems()).toEqual([]);
    expect(catalog.axes).toHaveLength(13);
    const byFile = Object.fromEntries(catalog.diagnostics.map((d) => [path.basename(d.file), d.message]));
    expect(byFile['broken.md']).toBe('chapters.0.sections.0.duration_min: must be a positive number of minutes');
    expect(byFile['mismatch.md']).toMatch(/^slug: "other-name" does not match the file name/);
    expect(byFile['nolens.md']).toMatch(/^lens: /);
    expect(byFile['half']).toBe('missing file starter.py');
  });

  it('reports an axes file that lacks an axis', () => {
    fs.writeFileSync(path.join(temp.dir, 'axes.yaml'), 'axes:\n  - id: algorithmic\n    title: A\n    description: B\n');
    const catalog = new ContentCatalog({ bundledDir: temp.dir, userTracksDir: path.join(temp.dir, 'u') });
    expect(catalog.axes).toEqual([]);
    expect(catalog.diagnostics.find((d) => d.file.endsWith('axes.yaml'))?.message).toMatch(/must list each of the 13 axes once/);
  });

  it('keeps running with broken content and shows the diagnostics line through system:info', async () => {
    const app = createTestApp({ contentDir: temp.dir });
    try {
      const info = unwrap(await app.router.invoke('system:info', {}));
      expect(info.content_diagnostics.length).toBeGreaterThanOrEqual(4);
      expect(info.counts.tracks).toBe(1);
    } finally {
      app.close();
    }
  });

  it('adds an imported track without a restart', () => {
    const catalog = new ContentCatalog({ bundledDir: temp.dir, userTracksDir: path.join(temp.dir, 'user-tracks') });
    fs.mkdirSync(path.join(temp.dir, 'user-tracks'));
    const file = path.join(temp.dir, 'user-tracks', 'fresh.md');
    fs.writeFileSync(file, track('fresh'));
    expect(catalog.addTrackFile(file).slug).toBe('fresh');
    expect(catalog.hasTrack('fresh')).toBe(true);
  });
});

describe('parseTrackText', () => {
  it('parses front matter and keeps the Markdown body', () => {
    const parsed = parseTrackText(track('good'), '/x/good.md');
    expect(parsed.chapters[0]!.sections[0]!.duration_min).toBe(30);
    expect(parsed.body_md.trim()).toBe('Notes about **good**.');
  });

  it.each([
    ['no front matter', 'just text', /missing the YAML front matter/],
    ['bad YAML', '---\nslug: [unclosed\n---\n', /front matter is not valid YAML/],
    ['unknown axis', track('good').replace('transformer_internals', 'vibes'), /axes\.0: must be one of the 13 assessment axes/],
    ['bad kind', track('good').replace('external_reading', 'video'), /kind: must be one of: external_reading, external_exercise/],
    ['bad url', track('good').replace('https://example.org/1', 'ftp://x'), /url: must be an http\(s\) URL/],
  ])('rejects %s with a message naming the field', (_name, text, pattern) => {
    expect(() => parseTrackText(text, '/x/good.md')).toThrow(ContentError);
    expect(() => parseTrackText(text, '/x/good.md')).toThrow(pattern);
  });
});
