import { exportPiece, type ExportablePiece } from '../../src/main/services/writings/export';
import { withLlmOutput, wrapLlmOutput, type LlmRange } from '../../src/main/services/writings/export/llm-output';

/**
 * The edges of the llm-output wrapping: how short a remnant may be, where ranges merge, how models are named, and
 * the whole forum result. tests/assist/llm-output.test.ts has the main cases and the round-trip property.
 */
const wrap = (body: string, ranges: Array<Omit<LlmRange, 'model'> & { model?: string }>) =>
  wrapLlmOutput(
    body,
    ranges.map((r) => ({ model: 'm', ...r })),
  );
const block = (text: string, model = 'm') => `%%% llm-output model="${model}"\n${text}\n%%% /llm-output`;
const TWO = 'First para from model,\nsecond line.\n\nNext para from model too.';
const NEXT = TWO.indexOf('Next');

describe('wrapLlmOutput edges', () => {
  it('a remnant counts from 12 non-space characters; a range past the body is ignored', () => {
    expect(wrap('abcdef ghijkl', [{ start: 0, end: 13 }])).toEqual({
      body: block('abcdef ghijkl'),
      blocks: [{ line: 1, endLine: 1, model: 'm' }],
    });
    expect(wrap('abcdef ghijkl', [{ start: 0, end: 12 }]).blocks).toEqual([]);
    expect(wrap('abcdef ghijkl', [{ start: 0, end: 14 }]).blocks).toEqual([]);
    expect(wrap('a b c d e f g h i j k l', [{ start: 0, end: 23 }]).blocks).toHaveLength(1);
  });

  it('the block keeps the indent and trailing spaces outside', () => {
    const body = 'Mine.\n\n   Indented paragraph from model.   \n\nEnd.';
    expect(wrap(body, [{ start: body.indexOf('paragraph'), end: body.indexOf(' model') }]).body).toBe(
      `Mine.\n\n   ${block('Indented paragraph from model.')}   \n\nEnd.`,
    );
  });

  it("a range that took the paragraph break along does not wrap the user's paragraph beside it (regression)", () => {
    // Starts on the blank line (a range that starts at the newline ending "Mine." touches that paragraph).
    const before = 'Mine.\n\nModel paragraph text here.';
    expect(wrap(before, [{ start: 'Mine.\n'.length, end: before.length }]).body).toBe(
      `Mine.\n\n${block('Model paragraph text here.')}`,
    );
    const after = 'Model paragraph text here.\n\nMine.';
    expect(wrap(after, [{ start: 0, end: after.indexOf('Mine') }]).body).toBe(
      `${block('Model paragraph text here.')}\n\nMine.`,
    );
  });

  it('a line of spaces at either end of a range counts as a paragraph break too', () => {
    const body = 'Mine.\n   \nModel paragraph text here.\n \nMine again.';
    const start = body.indexOf('   ');
    expect(wrap(body, [{ start, end: body.indexOf('Mine again') }]).body).toBe(
      `Mine.\n   \n${block('Model paragraph text here.')}\n \nMine again.`,
    );
  });

  it('an indent the range itself covers stays inside the block', () => {
    const body = 'Mine.\n\n  Indented paragraph from model.';
    expect(wrap(body, [{ start: body.indexOf('  '), end: body.length }]).body).toBe(
      `Mine.\n\n${block('  Indented paragraph from model.')}`,
    );
  });

  it('a range ending at its line end stays in its paragraph; one in a first line takes the whole paragraph', () => {
    expect(wrap(TWO, [{ start: 0, end: TWO.indexOf('\n\n') }]).blocks).toEqual([{ line: 1, endLine: 2, model: 'm' }]);
    expect(wrap(TWO, [{ start: 0, end: 15 }]).blocks).toEqual([{ line: 1, endLine: 2, model: 'm' }]);
  });

  it('a line of spaces separates paragraphs like an empty one', () => {
    const body = 'Mine before.\n  \nModel paragraph text here.\n \nMine after.';
    expect(wrap(body, [{ start: body.indexOf('Model'), end: body.indexOf(' here') }]).body).toBe(
      `Mine before.\n  \n${block('Model paragraph text here.')}\n \nMine after.`,
    );
  });

  it('paragraphs two blank lines apart stay separate blocks', () => {
    const body = 'Para one from model.\n\n\nPara two from model.';
    expect(
      wrap(body, [
        { start: 0, end: 20 },
        { start: 23, end: body.length },
      ]),
    ).toEqual({
      body: `${block('Para one from model.')}\n\n\n${block('Para two from model.')}`,
      blocks: [
        { line: 1, endLine: 1, model: 'm' },
        { line: 4, endLine: 4, model: 'm' },
      ],
    });
  });

  it('a later range inside an earlier, longer one does not shorten its block', () => {
    expect(
      wrap(TWO, [
        { start: 0, end: NEXT + 5 },
        { start: 2, end: 18 },
      ]),
    ).toEqual({
      body: block(TWO),
      blocks: [{ line: 1, endLine: 4, model: 'm' }],
    });
  });

  it('merged blocks name each model once, in order', () => {
    const ranges = [
      { start: 0, end: 18, model: 'gpt-4o' },
      { start: NEXT, end: TWO.length, model: 'claude' },
      { start: 3, end: 20, model: 'gpt-4o' },
    ];
    expect(wrap(TWO, ranges).body).toBe(block(TWO, 'gpt-4o, claude'));
  });

  it.each([
    [' a\\b\r ', 'ab'],
    ['"\n', 'unknown'],
  ])('model %j is labelled %j', (model, label) => {
    expect(wrap(TWO, [{ start: 0, end: 18, model }]).body).toBe(
      `${block('First para from model,\nsecond line.', label)}\n\nNext para from model too.`,
    );
  });
});

describe('withLlmOutput', () => {
  const piece: ExportablePiece = {
    title: 'T',
    body_md: `${TWO}\n\nMine, with <b>html</b>.`,
    type: null,
    stage: 'draft',
    epistemic_status: 'Sure.',
    tags: [],
    published_at: null,
    updated_at: '2026-11-20T10:00:00.000Z',
  };
  const exported = exportPiece(piece, 'forum_general', { substack_publication: null });

  it('wraps the forum Markdown and lists the block in line order with the exact message', () => {
    expect(withLlmOutput(exported, piece, [{ start: NEXT, end: TWO.length, model: 'gpt-4o' }])).toEqual({
      ...exported,
      markdown: `+++ Epistemic status\nSure.\n+++\n\nFirst para from model,\nsecond line.\n\n${block('Next para from model too.', 'gpt-4o')}\n\nMine, with <b>html</b>.\n`,
      preflight: [
        {
          line: 4,
          rule: 'llm_output',
          message:
            "Lines 4-4 hold text from an applied suggestion (model gpt-4o) that you have not rewritten; the export wraps them in an llm-output block, as the forum's policy asks for LLM-revised text. Rewrite them in your own words to drop the block.",
        },
        expect.objectContaining({ line: 6, rule: 'raw_html' }),
      ],
    });
  });

  it('sorts a block above an earlier preflight item', () => {
    const items = withLlmOutput(exported, piece, [{ start: 0, end: 18, model: 'm' }]).preflight;
    expect(items.map((i) => [i.line, i.rule])).toEqual([
      [1, 'llm_output'],
      [6, 'raw_html'],
    ]);
  });

  it('answers the result itself when there is nothing to wrap', () => {
    expect(withLlmOutput(exported, piece, [])).toBe(exported);
    expect(withLlmOutput(exported, piece, [{ start: 0, end: 3, model: 'm' }])).toBe(exported);
  });
});
