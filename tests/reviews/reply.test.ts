import fc from 'fast-check';
import { REPLY_MAX_BYTES, capReply, extractJson } from '../../src/main/services/reviews/reply';
import { normalisePhaseKey, parseModelReview } from '../../src/main/services/reviews/model-output';
import { CUT_MARK, FIELD_MAX, capField } from '../../src/main/services/reviews/text';

/** Reading replies: valid replies in tricky wrappings must be read, in the documented order. */
const obj = { summary: 'a ```fence``` in a string, and "quotes" and {braces}', per_phase: {}, overall_score: 5 };
const body = JSON.stringify(obj);

describe('extractJson on valid-but-tricky replies', () => {
  it.each([
    ['the whole reply', body, 'whole'],
    ['whole reply with surrounding whitespace', `\n\n  ${body}\n`, 'whole'],
    ['a <think> block first', `<think>I will write {"x": 1} and \`\`\`json\n{}\n\`\`\`</think>\n${body}`, 'after_reasoning'],
    ['a <thinking> block, upper case', `<THINKING>hmm</THINKING>${body}`, 'after_reasoning'],
    ['prose then a json fence', `Here you go:\n\`\`\`json\n${body}\n\`\`\`\nThanks`, 'fence'],
    ['an indented bare fence', `Review:\n  \`\`\`\n${JSON.stringify(obj, null, 2)}\n  \`\`\``, 'fence'],
    ['a python fence first, then the json fence', `\`\`\`python\nx = {1: 2}\n\`\`\`\n\`\`\`json\n${body}\n\`\`\``, 'fence'],
    ['prose with braces before the object', `I {think} this is it: ${body} -- end {`, 'balanced'],
    ['prose with a quote mark before the object', `He said "hi: ${body}`, 'balanced'],
  ])('%s', (_label, reply, via) => {
    const out = extractJson(reply);
    expect(out).toMatchObject({ ok: true, via, value: obj });
  });

  it('does not take a fence that sits inside a JSON string', () => {
    const inner = { summary: 'see\n```json\n{"summary": "wrong"}\n```\n', per_phase: {}, overall_score: 1 };
    const reply = `Sure: ${JSON.stringify(inner)}`;
    expect(extractJson(reply)).toMatchObject({ ok: true, value: inner });
  });

  it('reports a reply with no object, one with broken JSON, and an unclosed think block', () => {
    expect(extractJson('I cannot review this.')).toMatchObject({ ok: false, problem: 'the reply contained no JSON object' });
    expect(extractJson('{"summary": "x", ')).toMatchObject({ ok: false, problem: 'the reply was not valid JSON' });
    expect(extractJson(`<think>never closed ${body}`)).toMatchObject({ ok: true, via: 'balanced' });
  });

  it('finds any object wrapped in any of the documented wrappers (property)', () => {
    const wrap = fc.constantFrom(
      (j: string) => j,
      (j: string) => `<think>{"not": "it"} \`\`\`x\`\`\`</think>${j}`,
      (j: string) => `Text {x}\n\`\`\`json\n${j}\n\`\`\`\n`,
      (j: string) => `Text {x} ${j} {y`,
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 5 }), wrap, (value, w) => {
        const out = extractJson(w(JSON.stringify(value)));
        expect(out.ok && JSON.stringify(out.value)).toBe(JSON.stringify(JSON.parse(JSON.stringify(value))));
      }),
    );
  });

  it('reads at most 64 KB: a longer reply is cut on a character boundary before parsing', () => {
    const big = `{"summary": "${'é'.repeat(40_000)}"}`;
    const { text, truncated } = capReply(big);
    expect(truncated).toBe(true);
    expect(Buffer.byteLength(text, 'utf8')).toBeLessThanOrEqual(REPLY_MAX_BYTES);
    expect(text.includes('\uFFFD')).toBe(false);
    expect(extractJson(big)).toMatchObject({ ok: false, truncated: true, problem: expect.stringContaining('64 KB') });
  });
});

describe('parseModelReview', () => {
  it.each([
    ['Implement', 'implement'],
    [' PLAN ', 'plan'],
    ['Explore phase', 'explore'],
    ['brain-storm', 'brain_storm'],
    ['VERIFY', 'verify'],
  ])('normalises the phase key %j to %j', (key, want) => expect(normalisePhaseKey(key)).toBe(want));

  it('caps every field at 600 characters, cut at a word boundary and marked', () => {
    const long = 'word '.repeat(400);
    const parsed = parseModelReview(
      JSON.stringify({ summary: long, per_phase: { plan: { strength: long, gap: 'x'.repeat(5000), question: long } }, overall_score: 3 }),
    );
    expect(parsed.ok).toBe(true);
    const review = parsed.ok ? parsed.review : null;
    for (const text of [review!.summary, review!.per_phase.plan!.strength, review!.per_phase.plan!.gap]) {
      expect(text.length).toBeLessThanOrEqual(FIELD_MAX);
      expect(text.endsWith(CUT_MARK)).toBe(true);
    }
    expect(review!.summary.slice(0, -CUT_MARK.length).endsWith('word')).toBe(true);
    expect(capField('short')).toBe('short');
  });
});
