import { useModelServerApp } from '../support/model-server-app';
import { unwrap } from '../support/test-app';
import type { Channel } from '../../src/shared/ipc/contract';

/** Writing assist through the router and the real gateway, against the loopback model server. */
const session = useModelServerApp();
const reply = (value: unknown) => ({ kind: 'content' as const, content: JSON.stringify(value) });
const invoke = <C extends Channel>(channel: C, input: unknown) => session.app.router.invoke(channel, input);

const P1 = 'Sparse autoencoders find features in the residual stream. I trained one on a small model and most features were hard to read.';
const P2 = 'The ones I could read were about syntax, not meaning. I think the dictionary was too small, because doubling it made features cleaner.';
const BODY = `${P1}\n\n${P2}\n`;

async function piece(body = BODY, title = 'What my sparse autoencoder found') {
  const w = unwrap(await invoke('writings:create', { title }));
  unwrap(await invoke('writings:update', { id: w.id, body_md: body }));
  return w.id;
}
const body = async (id: string) => unwrap(await invoke('writings:get', { id })).body_md;
const ledger = () => (session.app.ctx.db.prepare("SELECT COUNT(*) AS n FROM spend_ledger WHERE tag = 'writing_assist'").get() as { n: number }).n;

async function suggest(id: string, action: 'tighter_outline' | 'plain_language' | 'propose_titles', selection?: { start: number; end: number; text: string }) {
  return unwrap(await invoke('assist:suggest', { writing_id: id, action, ...(selection ? { selection } : {}) }));
}

describe('assist:suggest guardrails before the call', () => {
  test.each([
    ['a to-do marker', `${P1}\n\nTODO: write the middle\n\n${P2}`, 2],
    ['a to-do marker and a short note', `${P1}\n\nTODO write the middle\n\n${P2}`, 2],
    ['a to-do marker set off by a dash', `${P1}\n\nTODO - the middle, with numbers\n\n${P2}`, 2],
    ['an empty paragraph (only a heading marker)', `${P1}\n\n#\n\n${P2}`, 2],
    ['lorem ipsum', `Lorem ipsum dolor sit amet.\n\n${P2}`, 1],
    ['an [insert] slot', `${P1}\n\nThe result was [insert result].`, 2],
    ['an HTML comment', `${P1}\n\n<!-- finish this -->`, 2],
    ['a write-later note', `${P1}\n\n(write this later)`, 2],
  ])('%s is refused by name and no request reaches the server', async (_label, text, index) => {
    const id = await piece(text);
    const result = await suggest(id, 'plain_language');
    expect(result.status).toBe('refused');
    if (result.status !== 'refused') return;
    expect(result.reason).toBe('placeholder');
    expect(result.message).toMatch(/^Add your own text to these paragraphs first: paragraph \d/);
    expect(result.paragraphs.map((p) => p.index)).toEqual([index]);
    expect(session.server.chatRequests()).toHaveLength(0);
    expect(ledger()).toBe(0);
  });

  test('an empty piece is refused, and a selection of only whitespace too', async () => {
    const empty = await piece('');
    expect(await suggest(empty, 'propose_titles')).toMatchObject({ status: 'refused', reason: 'placeholder' });
    const id = await piece(`${P1}\n\n   \n\n${P2}`);
    const b = await body(id);
    const start = b.indexOf('\n\n');
    expect(await suggest(id, 'plain_language', { start, end: start + 7, text: b.slice(start, start + 7) })).toMatchObject({
      status: 'refused',
      reason: 'placeholder',
    });
    expect(session.server.chatRequests()).toHaveLength(0);
  });

  test('a sentence that mentions a to-do list is the user\'s text and is sent', async () => {
    const id = await piece('I keep a to-do list for every paper I read, and it never gets shorter because I add to it daily.');
    session.server.enqueue(reply({ text: 'I keep a to-do list for every paper I read; it never gets shorter, because I add to it daily.' }));
    const result = await suggest(id, 'plain_language');
    expect(result).toMatchObject({ status: 'suggested', suggestion: { flags: [], message: null } });
    expect(session.server.chatRequests()).toHaveLength(1);
  });

  test('a sentence that starts with the word TODO is the user\'s text and is sent', async () => {
    const text = 'TODO lists are a productivity trap, I argue, because they reward adding tasks over finishing them.';
    const id = await piece(text);
    session.server.enqueue(reply({ text: 'TODO lists are a productivity trap, I argue: they reward adding tasks over finishing them.' }));
    const result = await suggest(id, 'plain_language');
    expect(result).toMatchObject({ status: 'suggested', suggestion: { flags: [], message: null } });
    expect(session.server.chatRequests()).toHaveLength(1);
  });

  test('a rule between two sections (---) is a separator the user wrote: the piece is sent', async () => {
    const id = await piece(`${P1}\n\n---\n\n${P2}\n`);
    session.server.enqueue(reply({ text: `${P1}\n\n---\n\n${P2}` }));
    const result = await suggest(id, 'plain_language');
    expect(result).toMatchObject({ status: 'suggested', suggestion: { flags: [], message: null } });
    expect(session.server.chatRequests()).toHaveLength(1);
  });

  test('caps block the call with no request sent, naming the cap and when it resets', async () => {
    unwrap(
      await invoke('spend:set-caps', {
        caps: { overall: { daily_usd: null, weekly_usd: null }, per_tag: { writing_assist: { daily_usd: 0, weekly_usd: null } } },
      }),
    );
    const id = await piece();
    const result = await suggest(id, 'tighter_outline');
    expect(result).toMatchObject({ status: 'refused', reason: 'cap_reached' });
    if (result.status !== 'refused') return;
    expect(result.message).toMatch(/The daily "writing_assist" spend cap/);
    expect(result.message).toMatch(/resets at 00:00 UTC/);
    expect(session.server.chatRequests()).toHaveLength(0);
  });
});

describe('assist:suggest after the call', () => {
  test('the call is tagged writing_assist and carries only the user\'s text in a fence', async () => {
    const id = await piece();
    session.server.enqueue(reply({ text: `1. ${P1}\n2. ${P2}` }));
    await suggest(id, 'tighter_outline');
    const [req] = session.server.chatRequests();
    expect(req!.messages[1]!.content).toContain(P1);
    expect(req!.messages[0]!.content).toMatch(/never write substance/);
    expect(ledger()).toBe(1);
  });

  test.each([
    ['url', 'Sparse autoencoders find features (see https://transformer-circuits.pub/2023). Most were hard to read.'],
    ['number', 'I trained one on a small model with 16384 features and most were hard to read.'],
    ['citation', 'Sparse autoencoders find features in the residual stream (Bricken et al., 2023).'],
    ['quotation', 'As they say, "features are the atoms of model computation", and most were hard to read.'],
    ['name', 'I trained one on a small model, as Chris Olah recommends, and most features were hard to read.'],
    ['claim', 'This approach will revolutionize alignment research across every major laboratory worldwide.'],
  ])('a reply that adds a %s is flagged, marked and cannot be applied as is', async (kind, text) => {
    const id = await piece();
    session.server.enqueue(reply({ text }));
    const result = await suggest(id, 'plain_language');
    if (result.status !== 'suggested') throw new Error('expected a suggestion');
    const s = result.suggestion;
    expect(s.flags.map((f) => f.kind)).toContain(kind);
    for (const f of s.flags) expect(s.suggested_text.slice(f.start, f.end)).toBe(f.text);
    expect(s.message).toMatch(/add the source or claim to your own text yourself/);
    const applied = await invoke('assist:apply', { id: s.id, text: s.suggested_text });
    expect(applied).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await body(id)).toBe(BODY);
  });

  test('a new assertion in a clause of an otherwise faithful sentence is flagged with its span', async () => {
    const id = await piece();
    const text =
      'Sparse autoencoders find features in the residual stream, which proves superposition is fully solved by them. Most features I trained were hard to read.';
    session.server.enqueue(reply({ text }));
    const result = await suggest(id, 'plain_language');
    if (result.status !== 'suggested') throw new Error('expected a suggestion');
    expect(result.suggestion.flags).toEqual([
      { kind: 'claim', text: 'which proves superposition is fully solved by them', start: text.indexOf('which'), end: text.indexOf(' Most') - 1 },
    ]);
    expect(await invoke('assist:apply', { id: result.suggestion.id, text })).toMatchObject({ ok: false, error: { code: 'conflict' } });
  });

  test('a well-behaved rewrite with causal links between the user\'s own statements is kept whole and applies', async () => {
    const id = await piece();
    const text =
      'Sparse autoencoders find features in the residual stream. I trained one on a small model, and most features were hard to read. The readable ones were about syntax, not meaning, so I think the dictionary was too small: doubling it made features cleaner.';
    session.server.enqueue(reply({ text }));
    const result = await suggest(id, 'plain_language');
    if (result.status !== 'suggested') throw new Error('expected a suggestion');
    expect(result.suggestion.flags).toEqual([]);
    expect(await invoke('assist:apply', { id: result.suggestion.id, text })).toMatchObject({ ok: true });
  });

  test('titles are checked the same way', async () => {
    const id = await piece();
    session.server.enqueue(reply({ titles: ['Reading features in a small sparse autoencoder', 'What Anthropic found in 4 million features', 'Why a bigger dictionary made features cleaner'] }));
    const result = await suggest(id, 'propose_titles');
    if (result.status !== 'suggested') throw new Error('expected a suggestion');
    const flagged = result.suggestion.flags.map((f) => f.text);
    expect(flagged).toEqual(expect.arrayContaining(['Anthropic', '4']));
    expect(result.suggestion.suggested_text.split('\n')).toHaveLength(3);
    // A clean title applies; the title changes, the body does not.
    const applied = unwrap(await invoke('assist:apply', { id: result.suggestion.id, text: 'Reading features in a small sparse autoencoder' }));
    expect(applied.title).toBe('Reading features in a small sparse autoencoder');
    expect(await body(id)).toBe(BODY);
  });

  test('a reply that only reorders and rephrases passes and Apply replaces exactly the source text', async () => {
    const id = await piece();
    const b = await body(id);
    const sel = { start: b.indexOf(P2), end: b.indexOf(P2) + P2.length, text: P2 };
    session.server.enqueue(reply({ text: 'Doubling the dictionary made features cleaner, so I think it was too small. Those I could read were about syntax, not meaning.' }));
    const result = await suggest(id, 'plain_language', sel);
    if (result.status !== 'suggested') throw new Error('expected a suggestion');
    expect(result.suggestion.flags).toEqual([]);
    // Edited in the sidebar before Apply: the kept text is what lands, and the audit keeps both.
    const kept = 'Doubling the dictionary made features cleaner, so it was too small. The readable ones were about syntax, not meaning.';
    const applied = unwrap(await invoke('assist:apply', { id: result.suggestion.id, text: kept }));
    expect(applied.body_md).toBe(`${P1}\n\n${kept}\n`);
    expect(await body(id)).toBe(`${P1}\n\n${kept}\n`);
    const { suggestions } = unwrap(await invoke('assist:list', { writing_id: id }));
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatchObject({ state: 'applied', action: 'plain_language', model: 'test-model', kept_text: kept, original_text: P2 });
    expect(suggestions[0]!.suggested_text).toMatch(/^Doubling the dictionary made features cleaner, so I think/);
    expect(suggestions[0]!.resolved_at).toBe('2026-11-02T09:00:00.000Z');
    const { ranges } = unwrap(await invoke('assist:provenance', { writing_id: id }));
    expect(ranges).toHaveLength(1);
    expect((await body(id)).slice(ranges[0]!.start, ranges[0]!.end)).toBe(kept);
    // Applying twice is refused.
    expect(await invoke('assist:apply', { id: result.suggestion.id, text: kept })).toMatchObject({ ok: false, error: { code: 'conflict' } });
  });

  test('Apply after the source text changed is refused and nothing is written', async () => {
    const id = await piece();
    session.server.enqueue(reply({ text: `1. ${P1}\n2. ${P2}` }));
    const result = await suggest(id, 'tighter_outline');
    if (result.status !== 'suggested') throw new Error('expected a suggestion');
    const edited = BODY.replace('small model', 'tiny model');
    unwrap(await invoke('writings:update', { id, body_md: edited }));
    const applied = await invoke('assist:apply', { id: result.suggestion.id, text: result.suggestion.suggested_text });
    expect(applied).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringMatching(/has changed since/) } });
    expect(await body(id)).toBe(edited);
    expect(unwrap(await invoke('assist:list', { writing_id: id })).suggestions[0]!.state).toBe('suggested');
  });

  test('Discard leaves the text untouched and is recorded', async () => {
    const id = await piece();
    session.server.enqueue(reply({ text: `1. ${P1}\n2. ${P2}` }));
    const result = await suggest(id, 'tighter_outline');
    if (result.status !== 'suggested') throw new Error('expected a suggestion');
    const before = unwrap(await invoke('writings:get', { id }));
    unwrap(await invoke('assist:discard', { id: result.suggestion.id }));
    const after = unwrap(await invoke('writings:get', { id }));
    expect(after.body_md).toBe(before.body_md);
    expect(after.updated_at).toBe(before.updated_at);
    expect(unwrap(await invoke('assist:list', { writing_id: id })).suggestions[0]).toMatchObject({ state: 'discarded', kept_text: null });
    expect(await invoke('assist:apply', { id: result.suggestion.id, text: 'x' })).toMatchObject({ ok: false, error: { code: 'conflict' } });
  });

  test('a stale selection is refused before any call', async () => {
    const id = await piece();
    const result = await invoke('assist:suggest', { writing_id: id, action: 'plain_language', selection: { start: 0, end: 5, text: 'Other' } });
    expect(result).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringMatching(/Wait until the editor says Saved/) } });
    expect(session.server.chatRequests()).toHaveLength(0);
  });

  test('an unusable reply is a refusal that says what to do, and nothing is stored', async () => {
    const id = await piece();
    session.server.enqueue({ kind: 'content', content: '{"nonsense": true}' });
    expect(await suggest(id, 'propose_titles')).toMatchObject({ status: 'refused', reason: 'unusable_reply' });
    expect(unwrap(await invoke('assist:list', { writing_id: id })).suggestions).toEqual([]);
  });

  test('another profile cannot see, apply or discard a suggestion', async () => {
    const id = await piece();
    session.server.enqueue(reply({ text: `1. ${P1}\n2. ${P2}` }));
    const result = await suggest(id, 'tighter_outline');
    if (result.status !== 'suggested') throw new Error('expected a suggestion');
    const other = unwrap(await invoke('profiles:create', { name: 'Other' }));
    unwrap(await invoke('profiles:switch', { id: other.id }));
    expect(await invoke('assist:apply', { id: result.suggestion.id, text: 'x' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await invoke('assist:discard', { id: result.suggestion.id })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(await invoke('assist:list', { writing_id: id })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});
