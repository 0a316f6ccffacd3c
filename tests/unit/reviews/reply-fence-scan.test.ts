import { extractJson } from '../../../src/main/services/reviews/reply';

/**
 * Which fences the reply reader counts (reply.ts, fenceStarts): only ``` at the start of a line and outside the
 * strings of a JSON object. Each case here has a fence the scan must not count; counting it would read the object
 * from the fence ("via: fence") instead of the first balanced object.
 */
describe('fences the scan does not count', () => {
  test('an escaped quote does not end the string that hides a fence', () => {
    expect(extractJson('{"s": "a \\" b\n```json\n{"x": 1}\n```\n"}')).toEqual({
      ok: true,
      value: { x: 1 },
      via: 'balanced',
      truncated: false,
    });
  });

  test('a fence right after the closing quote of a multi-line string does not start its line', () => {
    expect(extractJson('{"a": "x\n"```json\n{"b": 2}\n```\n}')).toEqual({
      ok: true,
      value: { b: 2 },
      via: 'balanced',
      truncated: false,
    });
  });

  test('a single backtick at the start of a line is inline code, not a fence', () => {
    expect(extractJson('`a`\n{"x": 1}\n```\n')).toEqual({ ok: true, value: { x: 1 }, via: 'balanced', truncated: false });
  });

  test('after a nested object closes, the outer object still hides the fences in its strings', () => {
    expect(extractJson('{"a": {"b": 1}, "c": "x\n```json\n{"y": 2}\n```\n"}')).toEqual({
      ok: true,
      value: { b: 1 },
      via: 'balanced',
      truncated: false,
    });
  });
});
