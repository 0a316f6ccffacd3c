import fc from 'fast-check';
import { ERROR_CODES } from '../../src/shared/errors';
import { parseResultEnvelope } from '../../src/shared/ipc/result';

// What the browser host answers is checked before the renderer trusts it (src/renderer/src/lib/transport.ts).
describe('parseResultEnvelope', () => {
  it('accepts a success, with or without a value (JSON drops an undefined one), dropping extra keys', () => {
    expect(parseResultEnvelope({ ok: true, value: { a: 1 }, extra: 1 })).toEqual({ ok: true, value: { a: 1 } });
    expect(parseResultEnvelope(JSON.parse(JSON.stringify({ ok: true, value: undefined })))).toEqual({ ok: true, value: undefined });
    expect(parseResultEnvelope({ ok: true, value: null })).toEqual({ ok: true, value: null });
  });

  it('accepts a failure with a known code and a message, dropping extra keys', () => {
    expect(parseResultEnvelope({ ok: false, error: { code: 'not_found', message: 'No such piece.', stack: 'x' } })).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'No such piece.' },
    });
  });

  it.each([
    ['null', null],
    ['a string', 'ok'],
    ['an array', [true]],
    ['no ok', { value: 1 }],
    ['ok as a string', { ok: 'true', value: 1 }],
    ['a failure without an error', { ok: false }],
    ['an error that is a string', { ok: false, error: 'boom' }],
    ['an unknown code', { ok: false, error: { code: 'teapot', message: 'x' } }],
    ['a code that is not a string', { ok: false, error: { code: 1, message: 'x' } }],
    ['no message', { ok: false, error: { code: 'internal' } }],
    ['a message that is not a string', { ok: false, error: { code: 'internal', message: { html: '<b>' } } }],
  ])('refuses %s', (_name, body) => {
    expect(parseResultEnvelope(body)).toBeNull();
  });

  it('every answer is an envelope with only its own keys (property)', () => {
    const body = fc.oneof(
      fc.anything(),
      fc.record({ ok: fc.boolean(), value: fc.anything(), error: fc.anything() }, { requiredKeys: [] }),
      fc.record({ ok: fc.constant(false), error: fc.record({ code: fc.constantFrom(...ERROR_CODES, 'nope'), message: fc.anything() }) }),
    );
    fc.assert(
      fc.property(body, (b) => {
        const r = parseResultEnvelope(b);
        // The shape of what came back, as one value: null, a clean success, or a clean failure with a known code.
        const shape =
          r === null
            ? 'refused'
            : r.ok
              ? Object.keys(r).sort().join()
              : `${Object.keys(r.error).sort().join()}|${(ERROR_CODES as readonly string[]).includes(r.error.code)}|${typeof r.error.message}`;
        expect(['refused', 'ok,value', 'code,message|true|string']).toContain(shape);
      }),
    );
  });
});
