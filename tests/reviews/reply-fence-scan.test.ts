import { extractJson } from '../../src/main/services/reviews/reply';

/**
 * Which fences the reply reader counts (reply.ts, fenceStarts): only ``` at the start of a line and outside the
 * strings of a JSON object. Each case here has a fence the scan must not count; counting it would read the object
 * from the fence ("via: fence") instead of the first balanced object.
 */
describe('fences the scan does not count', () => {
  test.each<[string, string, object]>([
    [
      'an escaped quote does not end the string that hides a fence',
      '{"s": "a \\" b\n```json\n{"x": 1}\n```\n"}',
      { x: 1 },
    ],
    [
      'a fence right after the closing quote of a multi-line string does not start its line',
      '{"a": "x\n"```json\n{"b": 2}\n```\n}',
      { b: 2 },
    ],
    ['a single backtick at the start of a line is inline code, not a fence', '`a`\n{"x": 1}\n```\n', { x: 1 }],
    [
      'after a nested object closes, the outer object still hides the fences in its strings',
      '{"a": {"b": 1}, "c": "x\n```json\n{"y": 2}\n```\n"}',
      { b: 1 },
    ],
  ])('%s', (_label, reply, value) => {
    expect(extractJson(reply)).toEqual({ ok: true, value, via: 'balanced', truncated: false });
  });
});
