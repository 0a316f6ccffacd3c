import { useModelServerApp } from '../support/model-server-app';
import { unwrap } from '../support/test-app';
import type { Channel } from '../../src/shared/ipc/contract';

// An export parses in the bounded markdown job's thread, which the first export of a process starts.
jest.setTimeout(60_000);

/** Forum export wraps unrewritten applied text in an llm-output block and the preflight lists it. */
const session = useModelServerApp();
const invoke = <C extends Channel>(channel: C, input: unknown) => session.app.router.invoke(channel, input);
const P1 = 'I trained a sparse autoencoder on a small model and most of its features were hard to read.';
const P2 = 'The readable features were about syntax, not meaning, and doubling the dictionary made them cleaner.';
const KEPT = 'Doubling the dictionary made the features cleaner. The readable ones were about syntax, not meaning.';

async function appliedPiece() {
  const w = unwrap(await invoke('writings:create', { title: 'SAE notes', type: 'research_reflection' }));
  const body = `${P1}\n\n${P2}\n`;
  unwrap(await invoke('writings:update', { id: w.id, body_md: body }));
  session.server.enqueue({ kind: 'content', content: JSON.stringify({ text: KEPT }) });
  const start = body.indexOf(P2);
  const result = unwrap(await invoke('assist:suggest', { writing_id: w.id, action: 'plain_language', selection: { start, end: start + P2.length, text: P2 } }));
  if (result.status !== 'suggested') throw new Error('expected a suggestion');
  unwrap(await invoke('assist:apply', { id: result.suggestion.id, text: KEPT }));
  return w.id;
}

describe('forum export of applied suggestions', () => {
  test('the applied text is inside an llm-output block naming the model, and the preflight lists it', async () => {
    const id = await appliedPiece();
    const out = unwrap(await invoke('writings:export', { id, venue: 'forum_general' }));
    expect(out.markdown).toContain(`%%% llm-output model="test-model"\n${KEPT}\n%%% /llm-output`);
    expect(out.markdown.startsWith(P1)).toBe(true);
    expect(out.preflight).toContainEqual(expect.objectContaining({ rule: 'llm_output', line: 3 }));
    // Other venues are not LessWrong: no block.
    const news = unwrap(await invoke('writings:export', { id, venue: 'newsletter' }));
    expect(news.markdown).not.toContain('llm-output');
  });

  test('edits around the applied text keep it marked; rewriting it in the user\'s words drops the block', async () => {
    const id = await appliedPiece();
    const body = unwrap(await invoke('writings:get', { id })).body_md;
    unwrap(await invoke('writings:update', { id, body_md: `A new opening line of mine.\n\n${body}` }));
    expect(unwrap(await invoke('writings:export', { id, venue: 'forum_general' })).markdown).toContain(`%%% llm-output model="test-model"\n${KEPT}\n%%% /llm-output`);
    const rewritten = `A new opening line of mine.\n\n${P1}\n\nIn my own words now: a bigger dictionary gave me features I could actually name.\n`;
    unwrap(await invoke('writings:update', { id, body_md: rewritten }));
    const out = unwrap(await invoke('writings:export', { id, venue: 'forum_general' }));
    expect(out.markdown).not.toContain('llm-output');
    expect(out.preflight.some((p) => p.rule === 'llm_output')).toBe(false);
    // What is left of the range is at most the shared final punctuation (the prefix/suffix mapping keeps it).
    const left = unwrap(await invoke('assist:provenance', { writing_id: id })).ranges;
    expect(left.map((r) => rewritten.slice(r.start, r.end)).join('')).toMatch(/^[.\n]*$/);
  });

  test('an export is a read: it marks the edited piece but stores nothing (the provenance stays as last saved)', async () => {
    const id = await appliedPiece();
    const user = session.app.ctx.services.profiles.currentId();
    const before = session.app.ctx.repos.assist.provenance(user, id);
    const body = unwrap(await invoke('writings:get', { id })).body_md;
    unwrap(await invoke('writings:update', { id, body_md: `A new opening line of mine.\n\n${body}` }));
    const out = unwrap(await invoke('writings:export', { id, venue: 'forum_general' }));
    expect(out.markdown).toContain(`%%% llm-output model="test-model"\n${KEPT}\n%%% /llm-output`);
    expect(session.app.ctx.repos.assist.provenance(user, id)).toEqual(before);
  });
});
