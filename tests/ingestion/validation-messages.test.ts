import { z } from 'zod';
import { describeIssues } from '../../src/main/services/ingestion/describe-issues';
import { buildTrackFile } from '../../src/main/services/ingestion/ingest-manifest';
import { IngestionError, chapterLabel, quoteIds } from '../../src/main/services/ingestion/ingestion-error';
import { manifest, node, toYaml, type RawNode } from './manifest-fixtures';

/**
 * The exact line a manifest author reads when validation fails: where (chapter, node), which field, what was
 * found instead of what was expected, and how many more problems there are.
 */
function messageOf(data: unknown): string {
  try {
    buildTrackFile(toYaml(data), 'demo.yaml');
  } catch (err) {
    if (err instanceof IngestionError) return err.message;
    throw err;
  }
  throw new Error('expected an IngestionError');
}

const withNode = (patch: Record<string, unknown>) => manifest([{ title: 'B', nodes: [{ ...node('a'), ...patch }] }]);

describe('what was found instead of what was expected', () => {
  test.each<[string, unknown, string]>([
    ['an empty value', null, 'title must be a string, not an empty value'],
    ['a list', ['x'], 'title must be a string, not a list'],
    ['a mapping', { x: 1 }, 'title must be a string, not a mapping'],
    ['a number', 5, 'title must be a string, not number 5'],
    ['a boolean', true, 'title must be a string, not boolean true'],
  ])('%s', (_name, value, expected) => {
    expect(messageOf(withNode({ title: value }))).toBe(`demo.yaml: chapter "B", node "a": ${expected}`);
  });

  test('text of up to 40 characters is quoted whole; longer text is cut at 40 with an ellipsis', () => {
    const forty = 'x'.repeat(40);
    expect(messageOf(withNode({ duration_min: forty }))).toBe(
      `demo.yaml: chapter "B", node "a": duration_min must be a number, not the text "${forty}"`,
    );
    expect(messageOf(withNode({ duration_min: `${forty}yz` }))).toBe(
      `demo.yaml: chapter "B", node "a": duration_min must be a number, not the text "${forty}…"`,
    );
  });

  test('an expected list or mapping is named in words', () => {
    expect(messageOf(withNode({ domain_tags: 'x' }))).toBe(
      'demo.yaml: chapter "B", node "a": domain_tags must be a list, not the text "x"',
    );
    expect(messageOf(manifest([], { source: 'github' }))).toBe(
      'demo.yaml: source must be a mapping, not the text "github" (and 1 more problem)',
    );
  });

  test("the schema's own wording is kept when it is not zod's generic one", () => {
    expect(messageOf(manifest([]))).toBe('demo.yaml: chapters must list at least one chapter');
    expect(messageOf(withNode({ prereqs: 'b' }))).toBe(
      'demo.yaml: chapter "B", node "a": prereqs must be a list of node ids ([] for a start node)',
    );
  });
});

describe('where the problem is', () => {
  test('a chapter with an empty title is named by its position', () => {
    expect(
      messageOf(
        manifest([
          { title: 'A', nodes: [node('a')] },
          { title: '', nodes: [node('b')] },
        ]),
      ),
    ).toBe('demo.yaml: chapter #2: title must not be empty');
  });

  test('a node whose id is empty or not text is named by its position', () => {
    expect(messageOf(withNode({ id: 5 }))).toBe('demo.yaml: chapter "B", node #1: id must be a string, not number 5');
    expect(messageOf(withNode({ id: '' }))).toMatch(/^demo\.yaml: chapter "B", node #1: id must be letters, digits/);
  });

  test('a list entry is shown with its index', () => {
    expect(messageOf(withNode({ axes: ['algorithmic', 'algorithmic', 'vibes'] }))).toMatch(
      /^demo\.yaml: chapter "B", node "a": axes\[2\] must be one of the 13 assessment axes/,
    );
  });

  test('a node or chapter that is not a mapping is "this entry", not "the manifest"', () => {
    expect(messageOf(manifest([{ title: 'B', nodes: [5 as unknown as RawNode] }]))).toBe(
      'demo.yaml: chapter "B", node #1: this entry must be a mapping, not number 5',
    );
    expect(messageOf(manifest([], { chapters: ['intro'] }))).toBe(
      'demo.yaml: chapter #1: this entry must be a mapping, not the text "intro"',
    );
  });

  test('an empty node entry is located by its position', () => {
    expect(messageOf(manifest([{ title: 'B', nodes: [node('a'), null as unknown as RawNode] }]))).toBe(
      'demo.yaml: chapter "B", node #2: this entry must be a mapping, not an empty value',
    );
  });

  test('a problem with the whole manifest is named "the manifest"', () => {
    const error = z.object({ a: z.string() }).safeParse(7).error!;
    expect(describeIssues(7, error)).toBe('the manifest must be a mapping, not number 7');
  });

  test('a nested field is shown with a dot path', () => {
    expect(
      messageOf(manifest([{ title: 'B', nodes: [node('a')] }], { source: { kind: 'github_notebooks', repo_url: 5 } })),
    ).toBe('demo.yaml: source.repo_url must be a string, not number 5');
  });
});

describe('unknown fields', () => {
  test('one unknown field inside a nested mapping says where and "remove it"', () => {
    const data = manifest([{ title: 'B', nodes: [node('a')] }], {
      source: { kind: 'github_notebooks', repo_url: 'https://github.com/x/y', zz: 1 },
    });
    expect(messageOf(data)).toBe('demo.yaml: unknown field "zz" in source; check the spelling or remove it');
  });

  test('several unknown fields are all named, with "remove them"', () => {
    expect(messageOf(withNode({ foo: 1, bar: 2 }))).toBe(
      'demo.yaml: chapter "B", node "a": unknown fields "foo", "bar"; check the spelling or remove them',
    );
  });

  test('at the top level there is no "in ..."', () => {
    expect(messageOf(manifest([{ title: 'B', nodes: [node('a')] }], { extra: 1 }))).toBe(
      'demo.yaml: unknown field "extra"; check the spelling or remove it',
    );
  });
});

describe('how many more problems', () => {
  test('one more is "problem", two or more are "problems"', () => {
    expect(messageOf(withNode({ duration_min: 0, kind: 'video' }))).toMatch(/ \(and 1 more problem\)$/);
    expect(messageOf(withNode({ duration_min: 0, kind: 'video', url: 'x' }))).toMatch(/ \(and 2 more problems\)$/);
  });

  test('a single problem has no count', () => {
    expect(messageOf(withNode({ kind: 'video' }))).toBe(
      'demo.yaml: chapter "B", node "a": kind must be one of: external_reading, external_exercise',
    );
  });

  test('a validation error without issues still gives a line', () => {
    expect(describeIssues({}, new z.ZodError([]))).toBe('the manifest is invalid');
  });
});

describe('text that is not a manifest mapping', () => {
  const lineOf = (text: string) => {
    try {
      buildTrackFile(text, 'demo.yaml');
    } catch (err) {
      if (err instanceof IngestionError) return err.message;
      throw err;
    }
    throw new Error('expected an IngestionError');
  };

  test("a YAML syntax error quotes only the first line of the parser's message", () => {
    expect(lineOf('source: [unclosed')).toBe(
      'demo.yaml: not valid YAML (Flow sequence in block collection must be sufficiently indented and end with a ] ' +
        'at line 1, column 18:); fix the syntax and run it again',
    );
  });

  test.each([
    ['empty text', ''],
    ['a plain scalar', 'just text'],
    ['a list', '- a\n- b\n'],
    ['null', '~'],
  ])('%s is refused as not a mapping', (_name, text) => {
    expect(lineOf(text)).toBe(
      'demo.yaml: the manifest must be a YAML mapping with the top-level fields source, track and chapters',
    );
  });
});

describe('labels', () => {
  test('chapterLabel trims the title, and falls back to the 1-based position for a blank or missing one', () => {
    expect(chapterLabel('  Basics  ', 0)).toBe('chapter "Basics"');
    expect(chapterLabel('   ', 2)).toBe('chapter #3');
    expect(chapterLabel(undefined, 0)).toBe('chapter #1');
    expect(chapterLabel(7, 4)).toBe('chapter #5');
  });

  test('quoteIds quotes each id and separates them with commas', () => {
    expect(quoteIds(['a', 'b-c'])).toBe('"a", "b-c"');
    expect(quoteIds([])).toBe('');
  });

  test('an IngestionError message is one line: line breaks and the spaces around them become one space', () => {
    const err = new IngestionError('invalid', '  first line  \r\n   second\nthird  ');
    expect(err.message).toBe('first line second third');
    expect(err.kind).toBe('invalid');
    expect(err.name).toBe('IngestionError');
  });
});
