import { z } from 'zod';
import { createRouter, type Handlers } from '../../src/main/ipc/router';
import { AppError } from '../../src/shared/errors';
import { formatIssues } from '../../src/shared/ipc/format-issues';
import { expectFailure } from '../support/expect-failure';

/** A router whose handlers are all replaced by one we control, so every branch can be forced. */
function routerWith(handler: (input: unknown) => unknown) {
  const handlers = new Proxy({}, { get: () => handler }) as Handlers;
  const errors: string[] = [];
  const router = createRouter({
    handlers,
    resolveContext: () => ({ userId: '00000000-0000-4000-8000-000000000001' }),
    logger: { error: (m) => errors.push(m) },
  });
  return { router, errors };
}

const validWriting = {
  id: '00000000-0000-4000-8000-000000000002',
  title: 't',
  type: null,
  venue: null,
  stage: 'idea',
  wordCount: 0,
  updatedAt: 'x',
  bodyMd: '',
  sourceRef: null,
  createdAt: 'x',
  publishedAt: null,
  publishedUrl: null,
};

describe('router', () => {
  it('answers an unknown channel with not_found and names it', async () => {
    const { router } = routerWith(() => ({}));
    expect(await router.call('nope:nothing', {})).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'There is no channel named "nope:nothing".' },
    });
  });

  it('rejects malformed input with invalid_input naming the field, without calling the handler', async () => {
    const handler = jest.fn();
    const { router } = routerWith(handler);
    const result = await router.call('writings:get', { id: 42 });
    const error = expectFailure(result);
    expect(error.code).toBe('invalid_input');
    expect(error.message).toMatch(/^id: /);
    expect(handler).not.toHaveBeenCalled();
  });

  it('rejects unknown extra fields (strict inputs)', async () => {
    const { router } = routerWith(() => validWriting);
    const result = await router.call('writings:get', { id: validWriting.id, extra: 1 });
    expect(result.ok).toBe(false);
  });

  it('treats a missing input as an empty object', async () => {
    const { router } = routerWith(() => ({ writings: [] }));
    expect(await router.call('writings:list', undefined)).toEqual({ ok: true, value: { writings: [] } });
  });

  it('passes an AppError through with its code and message', async () => {
    const { router } = routerWith(() => {
      throw new AppError('conflict', 'Already there; pick another name.');
    });
    expect(await router.call('profiles:create', { name: 'x' })).toEqual({
      ok: false,
      error: { code: 'conflict', message: 'Already there; pick another name.' },
    });
  });

  it('hides an unexpected error behind internal and logs it, never leaking the stack', async () => {
    const { router, errors } = routerWith(() => {
      throw new Error('SQLITE_CORRUPT at /secret/path.db');
    });
    const result = await router.call('writings:list', {});
    const error = expectFailure(result);
    expect(error.code).toBe('internal');
    expect(error.message).not.toMatch(/SQLITE|secret|at /);
    expect(errors).toHaveLength(1);
  });

  it('refuses output that breaks the contract as internal', async () => {
    const { router, errors } = routerWith(() => ({ writings: [{ id: 'not-a-uuid' }] }));
    const result = await router.call('writings:list', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(errors[0]).toMatch(/breaks the contract/);
  });

  it('awaits async handlers', async () => {
    const { router } = routerWith(async () => ({ writings: [] }));
    expect(await router.call('writings:list', {})).toEqual({ ok: true, value: { writings: [] } });
  });
});

describe('formatIssues', () => {
  it('joins the first five issues with their paths and counts the rest', () => {
    const schema = z.object({ a: z.string(), b: z.number(), c: z.string(), d: z.string(), e: z.string(), f: z.string() });
    const parsed = schema.safeParse({});
    expect(parsed.success).toBe(false);
    const text = formatIssues(parsed.error!);
    expect(text.startsWith('a: ')).toBe(true);
    expect(text).toMatch(/\(and 1 more\)$/);
  });
});
