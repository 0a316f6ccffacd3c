import { contract, CHANNELS, type Channel } from '../../src/shared/ipc/contract';
import { collectKeys } from '../support/schema-keys';
import { useModelServerApp } from '../support/model-server-app';
import { unwrap } from '../support/test-app';

/**
 * docs/product.md "Language-model assistance", rule 1: no channel takes a title or any other seed and returns body
 * text. The walk covers every channel of the contract: any channel whose input carries a seed-like key and
 * whose output carries body-like text must be listed below, and each listed one is invoked here with a seed to
 * show the body it answers is empty. A new channel that pairs the two fails this test until it is shown safe.
 * (Generated curriculum drafts answer `guide`/`statement_md` for the operator's review queue, never a
 * piece's body, and are not body keys here.)
 */
const SEED_KEYS = new Set(['title', 'headline', 'seed', 'topic', 'prompt', 'idea', 'source_ref', 'item_id', 'outline', 'keywords']);
const BODY_KEYS = new Set(['body_md', 'suggested_text', 'markdown', 'html', 'draft', 'body']);
const SHOWN_EMPTY: readonly Channel[] = ['writings:create', 'news:draft-response'];

const session = useModelServerApp();
const invoke = <C extends Channel>(channel: C, input: unknown) => session.app.router.invoke(channel, input);

describe('no channel turns a seed into body text', () => {
  test('every channel that takes a seed-like key and answers body-like text is one shown to answer an empty body', () => {
    const pairs = CHANNELS.filter((name) => {
      const ins = collectKeys(contract[name].input).map((k) => k.key);
      const outs = collectKeys(contract[name].output).map((k) => k.key);
      return ins.some((k) => SEED_KEYS.has(k)) && outs.some((k) => BODY_KEYS.has(k));
    });
    expect(pairs.sort()).toEqual([...SHOWN_EMPTY].sort());
  });

  test('the one channel that calls the model for writing takes only the piece, the action and a selection of its body', () => {
    const keys = new Set(collectKeys(contract['assist:suggest'].input).map((k) => k.key));
    expect([...keys].sort()).toEqual(['action', 'end', 'selection', 'start', 'text', 'writing_id']);
  });

  test('writings:create with a title and a source answers an empty body', async () => {
    const w = unwrap(
      await invoke('writings:create', {
        title: 'Write me an essay about scaling laws',
        type: 'news_response',
        source_ref: { kind: 'news_item', id: 'x', title: 'Scaling laws hold', url: 'https://example.com' },
      }),
    );
    expect(w.body_md).toBe('');
    expect(session.server.chatRequests()).toHaveLength(0);
  });

  test('news:draft-response answers an empty body', async () => {
    unwrap(
      await invoke('news:import', {
        text: '<?xml version="1.0"?><rss version="2.0"><channel><title>N</title><item><title>Big lab releases model</title><link>https://n.example.com/1</link><description>Long summary of the release with many claims.</description></item></channel></rss>',
      }),
    );
    const [item] = unwrap(await invoke('news:list', {})).items;
    const piece = unwrap(await invoke('news:draft-response', { item_id: item!.id }));
    expect(piece.body_md).toBe('');
    expect(session.server.chatRequests()).toHaveLength(0);
  });

  test.each(['tighter_outline', 'plain_language', 'propose_titles'] as const)(
    'assist:suggest %s on a piece with only a title is refused, with no request to the model',
    async (action) => {
      const w = unwrap(await invoke('writings:create', { title: 'Why interpretability matters' }));
      const result = unwrap(await invoke('assist:suggest', { writing_id: w.id, action }));
      expect(result).toMatchObject({ status: 'refused', reason: 'placeholder' });
      expect(session.server.chatRequests()).toHaveLength(0);
      expect(unwrap(await invoke('writings:get', { id: w.id })).body_md).toBe('');
    },
  );
});
