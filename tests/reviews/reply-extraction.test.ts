import { REPLY_MAX_BYTES, capReply, extractJson, stripReasoning } from '../../src/main/services/reviews/reply';
import { normalisePhaseKey, parseModelReview } from '../../src/main/services/reviews/model-output';

/** The exact rules of reading a reply (reply.ts, model-output.ts), boundary by boundary. */
describe('capReply', () => {
  test('exactly 64 KB is kept whole; one byte more is cut to 64 KB', () => {
    expect(REPLY_MAX_BYTES).toBe(65_536);
    const exact = 'a'.repeat(REPLY_MAX_BYTES);
    expect(capReply(exact)).toEqual({ text: exact, truncated: false });
    expect(capReply(`${exact}b`)).toEqual({ text: exact, truncated: true });
    // Under the cheap bound (3 bytes per unit) nothing is measured.
    const short = '\u20ac'.repeat(Math.floor(REPLY_MAX_BYTES / 3));
    expect(capReply(short)).toEqual({ text: short, truncated: false });
  });

  test('multi-byte characters: a character that would be split is left out whole', () => {
    // 21,845 euro signs are 65,535 bytes; one more does not fit, so the text is those 21,845.
    const euros = '\u20ac'.repeat(21_846);
    const out = capReply(euros);
    expect(out).toEqual({ text: '\u20ac'.repeat(21_845), truncated: true });
    // "a" then euro signs: 1 + 3 * 21,845 = 65,536 bytes exactly fit.
    const shifted = `a${'\u20ac'.repeat(21_846)}`;
    expect(capReply(shifted)).toEqual({ text: `a${'\u20ac'.repeat(21_845)}`, truncated: true });
    // 4-byte characters (emoji): 16,384 of them are exactly 64 KB.
    const emoji = '\u{1F600}'.repeat(16_385);
    expect(capReply(emoji)).toEqual({ text: '\u{1F600}'.repeat(16_384), truncated: true });
    expect(capReply(`ab${emoji}`).text).toBe(`ab${'\u{1F600}'.repeat(16_383)}`);
  });
});

describe('stripReasoning', () => {
  test.each([
    ['<think>a</think>rest', 'rest'],
    ['  \n<think>a {"x":1}</think>\n{"y":2}', '\n{"y":2}'],
    ['<THINKING>x</thinking>after', 'after'],
    ['<Reasoning>x</REASONING> after', ' after'],
    ['<think></think>', ''],
  ])('%j -> %j', (text, rest) => expect(stripReasoning(text)).toBe(rest));

  test.each([
    ['x <think>a</think>b'],
    ['<think>never closed'],
    ['<think>a</thinking>b'],
    ['<thought>a</thought>b'],
    [''],
  ])('no leading block: %j', (text) => expect(stripReasoning(text)).toBeNull());
});

const obj = { summary: 's', per_phase: {}, overall_score: 5 };
const json = JSON.stringify(obj);

describe('extractJson', () => {
  test('a whole reply that is JSON but not an object is not taken whole', () => {
    expect(extractJson('[1, 2]')).toEqual({
      ok: false,
      truncated: false,
      problem: 'the reply contained no JSON object',
    });
    expect(extractJson('null')).toEqual({ ok: false, truncated: false, problem: 'the reply contained no JSON object' });
    expect(extractJson(`[${json}]`)).toEqual({ ok: true, value: obj, via: 'balanced', truncated: false });
    expect(extractJson(`"${'x'}"`)).toMatchObject({ ok: false, problem: 'the reply contained no JSON object' });
  });

  test('after a reasoning block: the rest must be an object to be taken as such', () => {
    expect(extractJson(`<think>x</think>  ${json}  `)).toEqual({
      ok: true,
      value: obj,
      via: 'after_reasoning',
      truncated: false,
    });
    // An array after the block: the object inside it is found by the balanced scan of the rest only.
    expect(extractJson(`<think>{"a": 1}</think>[${json}]`)).toEqual({
      ok: true,
      value: obj,
      via: 'balanced',
      truncated: false,
    });
    // The reasoning block's own object is never taken.
    expect(extractJson('<think>{"a": 1}</think> no object here')).toEqual({
      ok: false,
      truncated: false,
      problem: 'the reply contained no JSON object',
    });
  });

  test('fences: json, jsonc or no info string; other languages and unclosed fences are skipped', () => {
    expect(extractJson(`\`\`\`jsonc\n${json}\n\`\`\``)).toMatchObject({ ok: true, via: 'fence', value: obj });
    expect(extractJson(`\`\`\` JSON \n${json}\n\`\`\``)).toMatchObject({ ok: true, via: 'fence', value: obj });
    expect(extractJson(`\`\`\`js\n${json}\n\`\`\``)).toMatchObject({ ok: true, via: 'balanced', value: obj });
    expect(extractJson(`\`\`\`json\n${json}`)).toMatchObject({ ok: true, via: 'balanced', value: obj });
    // A fence with nothing after it on the line and no newline at all.
    expect(extractJson('```json')).toMatchObject({ ok: false, problem: 'the reply contained no JSON object' });
    // A fence whose body is an array is skipped for the next one.
    expect(extractJson(`\`\`\`json\n[1]\n\`\`\`\n\`\`\`json\n${json}\n\`\`\``)).toMatchObject({
      ok: true,
      via: 'fence',
      value: obj,
    });
    // A closing fence must be alone on its line (spaces and tabs allowed).
    expect(extractJson(`\`\`\`json\n${json}\n \t\`\`\` \t\nafter`)).toMatchObject({
      ok: true,
      via: 'fence',
      value: obj,
    });
    expect(extractJson(`\`\`\`json\n${json}\n\`\`\`x\n`)).toMatchObject({ ok: true, via: 'balanced' });
  });

  test('fences only count at the start of a line and outside JSON strings', () => {
    // Mid-line backticks are not a fence: the balanced scan finds the object.
    expect(extractJson(`see \`\`\`json\n${json}\n\`\`\``)).toMatchObject({ ok: true, via: 'balanced', value: obj });
    // A fence inside a string with an escaped quote before it is still inside the string.
    const inner = { summary: 'a \\" b\n```json\n{"summary": "wrong"}\n```\n', per_phase: {}, overall_score: 1 };
    expect(extractJson(`Text: ${JSON.stringify(inner)}`)).toMatchObject({ ok: true, via: 'balanced', value: inner });
    // Quote marks in prose outside braces do not open a string.
    expect(extractJson(`He said "x\n\`\`\`json\n${json}\n\`\`\``)).toMatchObject({
      ok: true,
      via: 'fence',
      value: obj,
    });
    // After a closed object, a line-start fence counts again (an unbalanced "}" does not go below zero).
    expect(extractJson(`} {"a": "b"}\n\`\`\`json\n${json}\n\`\`\``)).toMatchObject({
      ok: true,
      via: 'fence',
      value: obj,
    });
    expect(extractJson(`}}\n{"a": "b"}\n\`\`\`json\n${json}\n\`\`\``)).toMatchObject({
      ok: true,
      via: 'fence',
      value: obj,
    });
    // A raw line break inside a JSON string (invalid JSON) does not make a fence there count.
    expect(extractJson('{"summary": "see\n```json\n{}\n```\n"}')).toEqual({
      ok: true,
      value: {},
      via: 'balanced',
      truncated: false,
    });
    // After a closed object, a quote mark in prose opens no string: the fence after it counts.
    expect(extractJson(`{"a": 1} He said "x\n\`\`\`json\n${json}\n\`\`\``)).toMatchObject({
      ok: true,
      via: 'fence',
      value: obj,
    });
    // A tab before the opening fence is indentation too.
    expect(extractJson(`Text\n\t\`\`\`json\n${json}\n\`\`\``)).toMatchObject({ ok: true, via: 'fence', value: obj });
    // A fence at the very end with no line after it is not a block.
    expect(extractJson('{"a":1}\n```\n```jsonx')).toMatchObject({ ok: true, via: 'balanced', value: { a: 1 } });
    // A closing fence must start its line.
    expect(extractJson(`\`\`\`json\n${json} \`\`\`\n`)).toMatchObject({ ok: true, via: 'balanced', value: obj });
    // Inside an object (depth 1) a fence on its own line still counts; only strings hide fences.
    expect(extractJson(`{ broken\n\`\`\`json\n${json}\n\`\`\``)).toMatchObject({ ok: true, via: 'fence', value: obj });
  });

  test('the balanced scan: strings and escapes, prose braces, at most 16 openings', () => {
    expect(extractJson(`x {"a": "}{\\"}"} y`)).toEqual({
      ok: true,
      value: { a: '}{"}' },
      via: 'balanced',
      truncated: false,
    });
    expect(extractJson('{ "a": {"b": {}} } trailing')).toMatchObject({ ok: true, value: { a: { b: {} } } });
    expect(extractJson('{} then')).toMatchObject({ ok: true, value: {} });
    // A broken object is skipped and the next opening tried; an unclosed one ends the scan.
    const bad = '{"a" x} ';
    expect(extractJson(`${bad.repeat(15)}${json}`)).toMatchObject({ ok: true, via: 'balanced', value: obj });
    expect(extractJson(`${bad.repeat(16)}${json}`)).toEqual({
      ok: false,
      truncated: false,
      problem: 'the reply was not valid JSON',
    });
    expect(extractJson(`{"a": {"b": 1} ${json}`)).toEqual({
      ok: false,
      truncated: false,
      problem: 'the reply was not valid JSON',
    });
    // An opening inside a skipped broken object is tried next.
    expect(extractJson(`{"x" ${json}}`)).toMatchObject({ ok: true, value: obj });
  });

  test('the problem when nothing is found', () => {
    expect(extractJson('no braces')).toEqual({
      ok: false,
      truncated: false,
      problem: 'the reply contained no JSON object',
    });
    expect(extractJson('{notes} only')).toEqual({
      ok: false,
      truncated: false,
      problem: 'the reply was not valid JSON',
    });
    const long = `{"summary": "${'a'.repeat(REPLY_MAX_BYTES)}"}`;
    expect(extractJson(long)).toEqual({
      ok: false,
      truncated: true,
      problem: 'the reply was longer than 64 KB and no complete JSON object fits in that limit',
    });
    // A complete object inside the first 64 KB is still read, and the reply marked truncated.
    expect(extractJson(`${json} ${'z'.repeat(REPLY_MAX_BYTES)}`)).toEqual({
      ok: true,
      value: obj,
      via: 'balanced',
      truncated: true,
    });
  });
});

describe('parseModelReview', () => {
  test('phase keys: trimmed, lower case, separators folded, " phase" dropped; the first spelling wins', () => {
    expect(normalisePhaseKey('  Brain_Storm  Phase ')).toBe('brain_storm');
    expect(normalisePhaseKey('a - b')).toBe('a_b');
    expect(normalisePhaseKey('phase')).toBe('phase');
    expect(normalisePhaseKey('plan phase x')).toBe('plan_phase_x');
    const reply = JSON.stringify({
      summary: 's',
      per_phase: {
        Plan: { strength: 'first', gap: 'g', question: 'q' },
        plan: { strength: 'second', gap: 'g', question: 'q' },
      },
      overall_score: 4,
    });
    const parsed = parseModelReview(reply);
    expect(parsed.ok && Object.keys(parsed.review.per_phase)).toEqual(['plan']);
    expect(parsed.ok && parsed.review.per_phase.plan!.strength).toBe('first');
  });

  test('defaults and evidence shapes', () => {
    const parsed = parseModelReview(
      JSON.stringify({
        per_phase: {
          plan: { strength_evidence: '  quoted  ', gap_evidence: { source: ' CODE ', quote: null, line: null } },
          implement: { strength: 'x', gap_evidence: { source: '', line: 3 }, strength_evidence: null },
        },
        overall_score: 7,
        rubric: { clarity: { score: 2, reason: 'r' } },
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      truncated: false,
      review: {
        summary: '',
        per_phase: {
          plan: {
            strength: '',
            strength_evidence: { source: null, quote: '  quoted  ', line: null },
            gap: '',
            gap_evidence: { source: 'code', quote: '', line: null },
            question: '',
          },
          implement: {
            strength: 'x',
            strength_evidence: null,
            gap: '',
            gap_evidence: { source: null, quote: '', line: 3 },
            question: '',
          },
        },
        overall_score: 7,
        rubric: { clarity: { score: 2, reason: 'r', evidence: null } },
      },
    });
    // Evidence quotes are capped at 300 characters.
    const long = parseModelReview(
      JSON.stringify({ per_phase: { plan: { strength_evidence: 'q'.repeat(301) } }, overall_score: 1 }),
    );
    expect(long.ok && long.review.per_phase.plan!.strength_evidence!.quote).toBe(`${'q'.repeat(292)} … [cut]`);
    const obj300 = parseModelReview(
      JSON.stringify({ per_phase: { plan: { gap_evidence: { quote: 'q'.repeat(301) } } }, overall_score: 1 }),
    );
    expect(obj300.ok && obj300.review.per_phase.plan!.gap_evidence!.quote).toHaveLength(300);
  });

  test("a shape mismatch names the first issue's path and message", () => {
    expect(parseModelReview(JSON.stringify({ per_phase: {}, overall_score: 'high' }))).toEqual({
      ok: false,
      truncated: false,
      problem:
        'the JSON did not match the review shape (overall_score: Invalid input: expected number, received string)',
    });
    expect(parseModelReview(JSON.stringify({ per_phase: { plan: { gap: 3 } }, overall_score: 1 }))).toEqual({
      ok: false,
      truncated: false,
      problem:
        'the JSON did not match the review shape (per_phase.plan.gap: Invalid input: expected string, received number)',
    });
    // per_phase as a list is not normalised and fails the shape.
    expect(parseModelReview(JSON.stringify({ per_phase: [], overall_score: 1 }))).toMatchObject({
      ok: false,
      problem: 'the JSON did not match the review shape (per_phase: Invalid input: expected record, received array)',
    });
    expect(parseModelReview(JSON.stringify({ per_phase: 'plan', overall_score: 1 }))).toMatchObject({
      problem: 'the JSON did not match the review shape (per_phase: Invalid input: expected record, received string)',
    });
    expect(parseModelReview(JSON.stringify({ per_phase: null, overall_score: 1 }))).toMatchObject({
      problem: 'the JSON did not match the review shape (per_phase: Invalid input: expected record, received null)',
    });
    expect(parseModelReview(JSON.stringify({ overall_score: 1 }))).toMatchObject({
      problem:
        'the JSON did not match the review shape (per_phase: Invalid input: expected record, received undefined)',
    });
    expect(parseModelReview('no json')).toEqual({
      ok: false,
      truncated: false,
      problem: 'the reply contained no JSON object',
    });
  });
});
