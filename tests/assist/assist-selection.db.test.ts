import { useModelServerApp } from '../support/model-server-app';
import { unwrap } from '../support/test-app';
import type { Channel } from '../../src/shared/ipc/contract';
import { locateSource } from '../../src/main/services/assist/service';

/**
 * Assist on a selection ("the selection, or the whole piece"), through the router and the loopback
 * model server: only the selected text is checked and sent, Apply replaces exactly that range and leaves every
 * other byte as it was, and a selection or suggestion that no longer matches the saved text is refused.
 */
const session = useModelServerApp();
const reply = (value: unknown) => ({ kind: 'content' as const, content: JSON.stringify(value) });
const invoke = <C extends Channel>(channel: C, input: unknown) => session.app.router.invoke(channel, input);

// Around the selected paragraph: CRLF line ends, an emoji (two UTF-16 units), trailing spaces, a to-do marker
// that would refuse a whole-piece request, and no final newline. None of it may change.
const P1 = '# Notes on probing 🧪\r\nI trained a linear probe on the residual stream.  \r\n';
const P2 =
  'The probe found the feature early. But the feature was there in the later layers too, and it was stronger there, which surprised me because I expected it to fade.';
const P3 = '\r\n\r\nTODO: the part about controls\r\n\r\nLast line without a newline';
const BODY = `${P1}\r\n${P2}${P3}`;
const REWRITE = 'The probe found the feature early. It was also in the later layers, and stronger there. That surprised me: I expected it to fade.';

async function piece(body = BODY) {
  const w = unwrap(await invoke('writings:create', { title: 'Probing the residual stream' }));
  unwrap(await invoke('writings:update', { id: w.id, body_md: body }));
  return w.id;
}
const saved = async (id: string) => unwrap(await invoke('writings:get', { id })).body_md;
const selectionOf = (body: string, text: string) => ({ start: body.indexOf(text), end: body.indexOf(text) + text.length, text });

describe('assist on a selection', () => {
  test('only the selection is checked and sent, and Apply replaces exactly that range (every other byte kept)', async () => {
    const id = await piece();
    // The whole piece is refused for its to-do paragraph, with no request...
    expect(unwrap(await invoke('assist:suggest', { writing_id: id, action: 'plain_language' }))).toMatchObject({
      status: 'refused',
      reason: 'placeholder',
    });
    expect(session.server.chatRequests()).toHaveLength(0);
    // ...the selected paragraph is the user's text and goes alone.
    session.server.enqueue(reply({ text: REWRITE }));
    const result = unwrap(
      await invoke('assist:suggest', { writing_id: id, action: 'plain_language', selection: selectionOf(BODY, P2) }),
    );
    if (result.status !== 'suggested') throw new Error(`expected a suggestion, got ${JSON.stringify(result)}`);
    const [req] = session.server.chatRequests();
    expect(req!.messages[1]!.content).toContain(P2);
    expect(req!.messages[1]!.content).not.toContain('residual stream');
    expect(req!.messages[1]!.content).not.toContain('TODO');
    expect(result.suggestion).toMatchObject({ original_text: P2, source_start: BODY.indexOf(P2), source_end: BODY.indexOf(P2) + P2.length, flags: [] });

    const applied = unwrap(await invoke('assist:apply', { id: result.suggestion.id, text: REWRITE }));
    const after = await saved(id);
    expect(applied.body_md).toBe(after);
    expect(after).toBe(`${P1}\r\n${REWRITE}${P3}`);
    expect(Buffer.from(after.slice(0, BODY.indexOf(P2)))).toEqual(Buffer.from(BODY.slice(0, BODY.indexOf(P2))));
    expect(Buffer.from(after.slice(after.length - P3.length))).toEqual(Buffer.from(P3));
    const { ranges } = unwrap(await invoke('assist:provenance', { writing_id: id }));
    expect(ranges.map((r) => after.slice(r.start, r.end))).toEqual([REWRITE]);
  });

  test('blank space around a selection stays in place, outside the replaced range', async () => {
    const id = await piece();
    const start = BODY.indexOf(P2) - 2;
    const end = BODY.indexOf(P2) + P2.length + 4;
    session.server.enqueue(reply({ text: REWRITE }));
    const result = unwrap(
      await invoke('assist:suggest', { writing_id: id, action: 'plain_language', selection: { start, end, text: BODY.slice(start, end) } }),
    );
    if (result.status !== 'suggested') throw new Error('expected a suggestion');
    expect(result.suggestion.original_text).toBe(P2);
    unwrap(await invoke('assist:apply', { id: result.suggestion.id, text: REWRITE }));
    expect(await saved(id)).toBe(`${P1}\r\n${REWRITE}${P3}`);
  });

  test('a stale selection is refused with what to do, and no request is sent', async () => {
    const id = await piece();
    const sel = selectionOf(BODY, P2);
    // The user typed inside the selection after selecting, and the editor saved.
    unwrap(await invoke('writings:update', { id, body_md: BODY.replace('found the feature', 'found a feature') }));
    expect(await invoke('assist:suggest', { writing_id: id, action: 'plain_language', selection: sel })).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: 'The selection does not match the saved text. Wait until the editor says Saved, then select again.' },
    });
    // A selection past the end of the saved text.
    const past = await invoke('assist:suggest', {
      writing_id: id,
      action: 'plain_language',
      selection: { start: BODY.length - 2, end: BODY.length + 10, text: 'ne without a newline' },
    });
    expect(past).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringMatching(/ends past the saved text/) } });
    // A selection that splits the emoji's two UTF-16 halves.
    const half = BODY.indexOf('🧪') + 1;
    expect(
      await invoke('assist:suggest', { writing_id: id, action: 'plain_language', selection: { start: 0, end: half, text: BODY.slice(0, half) } }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_input', message: expect.stringMatching(/inside a character/) } });
    // Malformed selections are refused by the channel's schema.
    expect(
      await invoke('assist:suggest', { writing_id: id, action: 'plain_language', selection: { start: 9, end: 3, text: '' } }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_input', message: expect.stringMatching(/end must not be before start/) } });
    expect(
      await invoke('assist:suggest', { writing_id: id, action: 'plain_language', selection: { start: 0, end: 3, text: '# N', lines: 1 } }),
    ).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(session.server.chatRequests()).toHaveLength(0);
  });

  test('Apply is refused when the selected text changed since the suggestion, and nothing is written', async () => {
    const id = await piece();
    session.server.enqueue(reply({ text: REWRITE }));
    const result = unwrap(
      await invoke('assist:suggest', { writing_id: id, action: 'plain_language', selection: selectionOf(BODY, P2) }),
    );
    if (result.status !== 'suggested') throw new Error('expected a suggestion');
    const edited = BODY.replace('which surprised me', 'which surprised us');
    unwrap(await invoke('writings:update', { id, body_md: edited }));
    expect(await invoke('assist:apply', { id: result.suggestion.id, text: REWRITE })).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: expect.stringMatching(/has changed since/) },
    });
    expect(await saved(id)).toBe(edited);
  });

  test('text typed above the selection moves it; Apply still replaces exactly the selected text', async () => {
    const id = await piece();
    session.server.enqueue(reply({ text: REWRITE }));
    const result = unwrap(
      await invoke('assist:suggest', { writing_id: id, action: 'plain_language', selection: selectionOf(BODY, P2) }),
    );
    if (result.status !== 'suggested') throw new Error('expected a suggestion');
    const moved = BODY.replace('a linear probe', 'a small linear probe');
    unwrap(await invoke('writings:update', { id, body_md: moved }));
    unwrap(await invoke('assist:apply', { id: result.suggestion.id, text: REWRITE }));
    expect(await saved(id)).toBe(moved.replace(P2, REWRITE));
  });
});

describe('locateSource', () => {
  test('the recorded place, else the only occurrence, else nothing', () => {
    expect(locateSource('ab cd ab', 6, 'ab')).toBe(6);
    expect(locateSource('xx ab cd', 0, 'ab')).toBe(3);
    expect(locateSource('ab ab cd', 7, 'ab')).toBeNull();
    expect(locateSource('cd', 0, 'ab')).toBeNull();
    expect(locateSource('cd', 0, '')).toBe(0);
    expect(locateSource('cd', 5, '')).toBeNull();
  });
});
