import fs from 'node:fs';
import path from 'node:path';
import { buildTrackFile, ingestManifest } from '../../src/main/services/ingestion/ingest-manifest';
import { IngestionError } from '../../src/main/services/ingestion/ingestion-error';
import { makeTempDir } from '../support/temp-dir';
import { manifest, node, oneChapter, toYaml } from './manifest-fixtures';

/** Runs the build and returns the one-line error, failing the test if it did not throw an IngestionError. */
function errorOf(yamlText: string, label = 'demo.yaml'): IngestionError {
  try {
    buildTrackFile(yamlText, label);
  } catch (err) {
    if (err instanceof IngestionError) return err;
    throw err;
  }
  throw new Error('expected an IngestionError');
}

function expectOneLine(err: IngestionError): void {
  expect(err.message).not.toMatch(/\n/);
  expect(err.message).not.toMatch(/\bat .*\.ts:\d+/);
  expect(err.message.startsWith('demo.yaml: ')).toBe(true);
}

describe('ingestion errors: one clear line naming the file, the chapter and the ids', () => {
  test('unknown prerequisite id', () => {
    const err = errorOf(oneChapter(node('a'), node('b', ['zzz'])));
    expectOneLine(err);
    expect(err.kind).toBe('invalid');
    expect(err.message).toContain('chapter "Basics"');
    expect(err.message).toContain('node "b" lists prereq "zzz", but no node has that id');
  });

  test('prerequisite in an earlier chapter names the declaring chapter', () => {
    const text = toYaml(
      manifest([
        { title: 'One', nodes: [node('a')] },
        { title: 'Two', nodes: [node('b', ['a'])] },
      ]),
    );
    const err = errorOf(text);
    expectOneLine(err);
    expect(err.message).toContain('chapter "Two": node "b" lists prereq "a", which is declared in chapter "One"');
    expect(err.message).toContain('prerequisites must be in the same chapter');
  });

  test('prerequisite in a later chapter says the dependent node belongs in a later chapter', () => {
    const text = toYaml(
      manifest([
        { title: 'One', nodes: [node('a', ['b'])] },
        { title: 'Two', nodes: [node('b')] },
      ]),
    );
    const err = errorOf(text);
    expectOneLine(err);
    expect(err.message).toContain('chapter "One": node "a" lists prereq "b", which is declared in chapter "Two"');
    expect(err.message).toContain('belongs in chapter "Two" or after it');
  });

  test('a cycle lists the ids on it, starting at the earliest-declared one', () => {
    const err = errorOf(
      oneChapter(node('start'), node('a', ['c']), node('b', ['a']), node('c', ['b']), node('tail', ['c'])),
    );
    expectOneLine(err);
    expect(err.message).toContain('chapter "Basics": the prerequisites form a cycle');
    expect(err.message).toContain('"a" needs "c", "c" needs "b", "b" needs "a"');
    expect(err.message).not.toContain('"tail"');
    expect(err.message).not.toContain('"start"');
  });

  test('a two-node cycle', () => {
    const err = errorOf(oneChapter(node('x', ['y']), node('y', ['x'])));
    expect(err.message).toContain('"x" needs "y", "y" needs "x"');
  });

  test('a self-prerequisite', () => {
    const err = errorOf(oneChapter(node('a'), node('b', ['a', 'b'])));
    expectOneLine(err);
    expect(err.message).toContain('chapter "Basics": node "b" lists itself as a prerequisite');
  });

  test('a duplicate id within a chapter', () => {
    const err = errorOf(oneChapter(node('a'), node('b'), node('a')));
    expectOneLine(err);
    expect(err.message).toContain('chapter "Basics": id "a" is declared twice (nodes #1 and #3)');
  });

  test('the same id in two different chapters is allowed', () => {
    const text = toYaml(
      manifest([
        { title: 'One', nodes: [node('intro')] },
        { title: 'Two', nodes: [node('intro')] },
      ]),
    );
    expect(buildTrackFile(text, 'demo.yaml').track.chapters).toHaveLength(2);
  });

  test('source.kind other than github_notebooks', () => {
    const text = toYaml(
      manifest([{ title: 'Basics', nodes: [node('a')] }], {
        source: { kind: 'gitlab_notebooks', repo_url: 'https://github.com/x/y' },
      }),
    );
    const err = errorOf(text);
    expectOneLine(err);
    expect(err.message).toContain('source.kind must be "github_notebooks"');
  });

  test.each([
    ['source', 'source is missing; add it'],
    ['track', 'track is missing; add it'],
    ['chapters', 'chapters is missing; add it'],
  ])('missing top-level %s', (field, expected) => {
    const data = manifest([{ title: 'Basics', nodes: [node('a')] }]);
    delete data[field];
    expect(errorOf(toYaml(data)).message).toContain(expected);
  });

  test('mistyped top-level field: chapters as a mapping', () => {
    const data = manifest([], { chapters: { title: 'x' } });
    expect(errorOf(toYaml(data)).message).toContain('chapters must be a list, not a mapping');
  });

  test('missing track.slug and a bad slug', () => {
    const noSlug = manifest([{ title: 'Basics', nodes: [node('a')] }], { track: { title: 'T', description: 'D' } });
    expect(errorOf(toYaml(noSlug)).message).toContain('track.slug is missing; add it');
    const badSlug = manifest([{ title: 'Basics', nodes: [node('a')] }], {
      track: { slug: 'Bad Slug', title: 'T', description: 'D' },
    });
    expect(errorOf(toYaml(badSlug)).message).toContain(
      'track.slug must be lowercase letters, digits and single dashes',
    );
  });

  test('an unknown top-level field is named', () => {
    const data = manifest([{ title: 'Basics', nodes: [node('a')] }], { extra: 1 });
    expect(errorOf(toYaml(data)).message).toContain('unknown field "extra"');
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['url missing', { url: undefined }, 'node "a": url is missing; add it'],
    ['url not a URL', { url: 'notes about things' }, 'node "a": url must be an http(s) URL'],
    [
      'kind not in the vocabulary',
      { kind: 'video' },
      'node "a": kind must be one of: external_reading, external_exercise',
    ],
    ['duration_min zero', { duration_min: 0 }, 'node "a": duration_min must be a positive number of minutes'],
    ['duration_min negative', { duration_min: -5 }, 'node "a": duration_min must be a positive number of minutes'],
    ['duration_min fractional', { duration_min: 12.5 }, 'node "a": duration_min must be a whole number of minutes'],
    ['duration_min a string', { duration_min: 'ten' }, 'node "a": duration_min must be a number, not the text "ten"'],
    ['unknown axis', { axes: ['algorithmic', 'vibes'] }, 'node "a": axes[1] must be one of the 13 assessment axes'],
    ['prereqs missing', { prereqs: undefined }, 'node "a": prereqs is missing; add it'],
    ['title missing', { title: undefined }, 'node "a": title is missing; add it'],
    ['a misspelt field', { duraton_min: 3 }, 'node "a": unknown field "duraton_min"'],
  ])('node field: %s', (_name, patch, expected) => {
    const bad = { ...node('a'), ...patch };
    for (const [key, value] of Object.entries(patch)) if (value === undefined) delete bad[key];
    const err = errorOf(oneChapter(node('first'), bad as ReturnType<typeof node>));
    expectOneLine(err);
    expect(err.message).toContain('chapter "Basics", ');
    expect(err.message).toContain(expected);
  });

  test('a node without an id is located by its position', () => {
    const bad: Record<string, unknown> = { ...node('x') };
    delete bad.id;
    const err = errorOf(oneChapter(node('first'), bad as ReturnType<typeof node>));
    expect(err.message).toContain('chapter "Basics", node #2: id is missing; add it');
  });

  test('several problems: the first is named and the rest counted', () => {
    const err = errorOf(oneChapter({ ...node('a'), duration_min: 0, kind: 'video' }));
    expect(err.message).toMatch(/\(and 1 more problem\)$/);
  });

  test('not YAML at all, and YAML that is not a mapping', () => {
    expect(errorOf('source: [unclosed').message).toMatch(/^demo\.yaml: not valid YAML \(.+\); fix the syntax/);
    expect(errorOf('- just\n- a list\n').message).toContain('must be a YAML mapping with the top-level fields');
  });
});

describe('writing: never overwrite, nothing written on error', () => {
  test('an existing target file is left untouched and the error says so', () => {
    const temp = makeTempDir();
    try {
      const target = path.join(temp.dir, 'demo.md');
      fs.writeFileSync(target, 'hand-written track, keep me\n');
      let caught: unknown;
      try {
        ingestManifest({ yamlText: oneChapter(node('a')), label: 'demo.yaml', tracksDir: temp.dir });
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(IngestionError);
      expect((caught as IngestionError).kind).toBe('exists');
      expect((caught as IngestionError).message).toBe(
        `demo.yaml: the track file ${target} already exists and is never overwritten; delete or rename it first, or change track.slug in the manifest`,
      );
      expect(fs.readFileSync(target, 'utf8')).toBe('hand-written track, keep me\n');
      expect(fs.readdirSync(temp.dir)).toEqual(['demo.md']);
    } finally {
      temp.cleanup();
    }
  });

  test('an invalid manifest writes nothing at all', () => {
    const temp = makeTempDir();
    try {
      expect(() =>
        ingestManifest({ yamlText: oneChapter(node('a', ['a'])), label: 'demo.yaml', tracksDir: temp.dir }),
      ).toThrow(IngestionError);
      expect(fs.readdirSync(temp.dir)).toEqual([]);
    } finally {
      temp.cleanup();
    }
  });

  test('a successful write leaves exactly the track file (no temp files) and creates the folder', () => {
    const temp = makeTempDir();
    try {
      const dir = path.join(temp.dir, 'nested', 'tracks');
      const result = ingestManifest({ yamlText: oneChapter(node('a')), label: 'demo.yaml', tracksDir: dir });
      expect(result.path).toBe(path.join(dir, 'demo.md'));
      expect(fs.readdirSync(dir)).toEqual(['demo.md']);
    } finally {
      temp.cleanup();
    }
  });

  test('an unwritable tracks folder is an io error with one line', () => {
    const temp = makeTempDir();
    try {
      const notAFolder = path.join(temp.dir, 'file');
      fs.writeFileSync(notAFolder, 'x');
      let caught: unknown;
      try {
        ingestManifest({ yamlText: oneChapter(node('a')), label: 'demo.yaml', tracksDir: notAFolder });
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(IngestionError);
      expect((caught as IngestionError).kind).toBe('io');
      expect((caught as IngestionError).message).toMatch(
        /^demo\.yaml: could not write .*demo\.md \((EEXIST|ENOTDIR)\); check that the folder exists and is writable$/,
      );
    } finally {
      temp.cleanup();
    }
  });
});
