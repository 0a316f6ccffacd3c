import fc from 'fast-check';
import { createTestApp, unwrap } from '../support/test-app';
import type { Channel } from '../../src/shared/ipc/contract';
import type { CompleteRequest } from '../../src/main/services/model';

/**
 * Property (assist on a selection): for random documents (paragraphs, CRLF and LF, emoji, blank space)
 * and a random selection of them, a plain-language suggestion made from the selection either is refused with the
 * text untouched or, applied, replaces exactly the selected text (without its surrounding blank space) and leaves
 * every other character as it was; and a selection splitting a character or not matching the saved text is
 * refused before any call. The model's complete is scripted (this is about ranges, not the HTTP path, which
 * assist-selection.test.ts covers through the loopback server): it answers the selected words in reverse order,
 * which the post-call check passes as the user's own words.
 */
let app: ReturnType<typeof createTestApp>;
let calls = 0;
beforeAll(() => {
  app = createTestApp();
  app.ctx.services.model.complete = (_userId, request: CompleteRequest) => {
    calls++;
    const fenced = request.messages[1]!.content;
    const text = /```+\n([\s\S]*)\n```+$/.exec(fenced)![1]!;
    const reversed = text.split(/\s+/).filter(Boolean).reverse().join(' ');
    return Promise.resolve({ content: JSON.stringify({ text: reversed }), tokensIn: 1, tokensOut: 1, model: 'test-model' });
  };
});
afterAll(() => app.close());
const invoke = <C extends Channel>(channel: C, input: unknown) => app.router.invoke(channel, input);

const WORD = fc.constantFrom('probe', 'feature', 'layers', 'stronger', 'early', 'The', 'it', 'small', 'model', 'was', 'found', '🧪', 'naïve');
const LINE = fc.array(WORD, { minLength: 1, maxLength: 8 }).map((w) => `${w.join(' ')}.`);
const SEP = fc.constantFrom('\n', '\n\n', '\r\n', '\r\n\r\n', '  \n\n', ' ');
const DOC = fc
  .array(fc.tuple(LINE, SEP), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.map(([l, s]) => l + s).join(''));

const splits = (t: string, i: number) => i > 0 && i < t.length && /[\uD800-\uDBFF]/.test(t[i - 1]!) && /[\uDC00-\uDFFF]/.test(t[i]!);

function refusedBeforeCall(answer: unknown, callsBefore: number): void {
  expect(answer).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  expect(calls).toBe(callsBefore);
}
function untouched(saved: string, body: string): void {
  expect(saved).toBe(body);
}

test('a suggestion from a selection is refused untouched, or applies to exactly the selected text', async () => {
  await fc.assert(
    fc.asyncProperty(DOC, fc.nat(), fc.nat(), async (body, a, b) => {
      const w = unwrap(await invoke('writings:create', { title: 'Probe notes' }));
      unwrap(await invoke('writings:update', { id: w.id, body_md: body }));
      const start = Math.min(a, b) % (body.length + 1);
      const end = Math.min(body.length, start + (Math.max(a, b) % (body.length - start + 1)));
      const selection = { start, end, text: body.slice(start, end) };
      const before = calls;
      const answer = await invoke('assist:suggest', { writing_id: w.id, action: 'plain_language', selection });
      if (splits(body, start) || splits(body, end)) return refusedBeforeCall(answer, before);
      const result = unwrap(answer);
      const saved = () => invoke('writings:get', { id: w.id }).then((r) => unwrap(r).body_md);
      if (result.status === 'refused') return untouched(await saved(), body);
      const inner = selection.text;
      const s = inner.trim() === '' ? start : start + (inner.length - inner.trimStart().length);
      const e = inner.trim() === '' ? end : start + inner.trimEnd().length;
      expect(result.suggestion).toMatchObject({ source_start: s, source_end: e, original_text: body.slice(s, e) });
      const kept = result.suggestion.suggested_text;
      unwrap(await invoke('assist:apply', { id: result.suggestion.id, text: kept }));
      const after = await saved();
      expect(after.slice(0, s)).toBe(body.slice(0, s));
      expect(after.slice(s, s + kept.length)).toBe(kept);
      expect(after.slice(s + kept.length)).toBe(body.slice(e));
    }),
    { numRuns: 60 },
  );
});

test('a selection that does not match the saved text is refused before any call', async () => {
  await fc.assert(
    fc.asyncProperty(DOC, fc.string({ minLength: 1, maxLength: 5 }), fc.nat(), async (body, noise, at) => {
      const w = unwrap(await invoke('writings:create', { title: 'Probe notes' }));
      unwrap(await invoke('writings:update', { id: w.id, body_md: body }));
      const start = at % (body.length + 1);
      const text = body.slice(start) + noise;
      const before = calls;
      const answer = await invoke('assist:suggest', {
        writing_id: w.id,
        action: 'plain_language',
        selection: { start, end: start + text.length, text },
      });
      expect(answer).toMatchObject({ ok: false });
      expect(calls).toBe(before);
      expect(unwrap(await invoke('writings:get', { id: w.id })).body_md).toBe(body);
    }),
    { numRuns: 40 },
  );
});
