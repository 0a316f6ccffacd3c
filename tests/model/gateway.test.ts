import { ModelCallError } from '../../src/main/services/model/errors';
import { unwrap } from '../support/test-app';
import { useModelServerApp } from '../support/model-server-app';

/** The gateway other features (writing assist) call: tagged ledger rows and per-tag caps, before any request. */
const session = useModelServerApp({ apiKey: false });

const ask = (tag: string) =>
  session.app.ctx.services.model.complete(session.app.ctx.services.profiles.currentId(), {
    tag,
    messages: [{ role: 'user', content: 'Tighten this outline.' }],
    maxTokens: 200,
    json: false,
  });

describe('model gateway', () => {
  it('records each call under its own tag', async () => {
    session.server.enqueue({ kind: 'content', content: 'ok', usage: { prompt_tokens: 10, completion_tokens: 5 } });
    session.server.enqueue({ kind: 'content', content: 'ok', usage: { prompt_tokens: 20, completion_tokens: 7 } });
    expect((await ask('writing_assist')).content).toBe('ok');
    await ask('news_digest');
    const summary = unwrap(await session.app.router.invoke('spend:summary', {}));
    expect(summary.recent.map((r) => [r.tag, r.tokens_in, r.tokens_out])).toEqual([
      ['news_digest', 20, 7],
      ['writing_assist', 10, 5],
    ]);
    expect(summary.by_tag.map((t) => t.tag)).toEqual(
      expect.arrayContaining(['writing_assist', 'news_digest', 'review']),
    );
    expect(session.server.chatRequests()[0]!.response_format).toBeUndefined();
  });

  it('throws cap_reached for a capped tag without sending anything', async () => {
    unwrap(
      await session.app.router.invoke('spend:set-caps', {
        caps: {
          overall: { daily_usd: null, weekly_usd: null },
          per_tag: { writing_assist: { daily_usd: 0, weekly_usd: null } },
        },
      }),
    );
    const error = await ask('writing_assist').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelCallError);
    expect((error as ModelCallError).kind).toBe('cap_reached');
    expect((error as ModelCallError).message).toMatch(/daily "writing_assist" spend cap/);
    expect(session.server.requests).toHaveLength(0);
  });

  it('turns a 404 into a message about the model name and base URL', async () => {
    session.server.enqueue({ kind: 'status', status: 404 });
    const error = (await ask('review').catch((e: unknown) => e)) as ModelCallError;
    expect(error.kind).toBe('not_found');
    expect(error.message).toMatch(/does not know the model "test-model".*\/v1/);
  });
});
