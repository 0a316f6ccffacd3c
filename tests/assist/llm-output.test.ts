import fc from 'fast-check';
import { wrapLlmOutput } from '../../src/main/services/writings/export/llm-output';

const BODY = 'First paragraph, mine.\n\nSecond paragraph came from the model and\nspans two lines.\n\nThird, mine again.\n';

describe('llm-output blocks for the forum export', () => {
  test('a range is wrapped at its paragraph boundaries, with the model named', () => {
    const start = BODY.indexOf('came from');
    const { body, blocks } = wrapLlmOutput(BODY, [{ start, end: start + 30, model: 'gpt-4o-mini' }]);
    expect(body).toBe(
      'First paragraph, mine.\n\n%%% llm-output model="gpt-4o-mini"\nSecond paragraph came from the model and\nspans two lines.\n%%% /llm-output\n\nThird, mine again.\n',
    );
    expect(blocks).toEqual([{ line: 3, endLine: 4, model: 'gpt-4o-mini' }]);
  });

  test('adjacent paragraphs merge into one block; a remnant of a few characters counts as rewritten', () => {
    const a = BODY.indexOf('First');
    const b = BODY.indexOf('spans');
    expect(wrapLlmOutput(BODY, [{ start: a, end: a + 20, model: 'm' }, { start: b, end: b + 15, model: 'm' }]).blocks).toEqual([
      { line: 1, endLine: 4, model: 'm' },
    ]);
    expect(wrapLlmOutput(BODY, [{ start: a, end: a + 5, model: 'm' }]).blocks).toEqual([]);
  });

  test('a model name cannot break out of the attribute', () => {
    const { body } = wrapLlmOutput(BODY, [{ start: 0, end: 20, model: 'x"\n%%% /llm-output' }]);
    expect(body.split('\n')[0]).toBe('%%% llm-output model="x%%% /llm-output"');
  });

  test('property: removing the block lines gives back the body exactly, and every range is inside a block', () => {
    const para = fc.stringMatching(/^[a-z ,.]{1,30}(\n[a-z ,.]{1,30})?$/);
    fc.assert(
      fc.property(fc.array(para, { minLength: 1, maxLength: 6 }), fc.array(fc.tuple(fc.nat(), fc.nat({ max: 40 })), { maxLength: 4 }), (paras, picks) => {
        const body = paras.join('\n\n');
        const ranges = picks.map(([s, len]) => {
          const start = s % body.length;
          return { start, end: Math.min(body.length, start + len + 1), model: 'm' };
        });
        const { body: wrapped, blocks } = wrapLlmOutput(body, ranges);
        expect(wrapped.replace(/%%% llm-output model="m"\n/g, '').replace(/\n%%% \/llm-output/g, '')).toBe(body);
        const lines = body.split('\n');
        for (const r of ranges) {
          if (body.slice(r.start, r.end).replace(/\s/g, '').length < 12) continue;
          const line = body.slice(0, r.start).split('\n').length;
          const inside = blocks.some((b) => b.line <= line && line <= b.endLine) || lines[line - 1]!.trim() === '';
          expect(inside).toBe(true);
        }
      }),
    );
  });
});
