import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { ApiError, setTransport } from '../../src/renderer/src/lib/api';
import { takeEarlyAnswer } from '../../src/renderer/src/lib/early-request';
import { createQueryClient, channelKey } from '../../src/renderer/src/lib/query';
import {
  homeInput,
  longDay,
  prefetchFirstScreen,
  refetchHomeOnMount,
} from '../../src/renderer/src/features/home/first-screen';
import type { Transport } from '../../src/renderer/src/lib/transport';
import { ok } from '../../src/shared/ipc/result';

const jsonResponse = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

/** Home's first screen: the date line without Intl, and the request the page's head starts. */
describe("home's first screen", () => {
  afterEach(() => delete window.__workbenchEarly);

  it('longDay writes the local weekday, month and day in English, like toLocaleDateString in en-US', () => {
    expect(longDay(new Date(2026, 10, 26, 9, 30))).toBe('Thursday, November 26');
    expect(longDay(new Date(2027, 0, 1, 0, 0))).toBe('Friday, January 1');
    fc.assert(
      fc.property(fc.date({ min: new Date(1990, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }), (d) => {
        expect(longDay(d)).toBe(d.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' }));
      }),
      { numRuns: 200 },
    );
  });

  it("takes the head's request once, for the same channel and input, and reads its envelope", async () => {
    const input = homeInput();
    window.__workbenchEarly = { channel: 'home:get', input, response: jsonResponse(ok({ greeting: 'hi' })) };
    const answer = takeEarlyAnswer('home:get', input);
    expect(window.__workbenchEarly).toBeNull();
    expect(await answer!()).toEqual({ greeting: 'hi' });
    expect(takeEarlyAnswer('home:get', input)).toBeUndefined();
  });

  it("the head's async script sends home:get once, and nothing when the app has already looked", () => {
    const source = fs.readFileSync(path.join(__dirname, '../../src/renderer/public/early-request.js'), 'utf8');
    const fetchSpy = jest.fn(() => new Promise<Response>(() => {}));
    const saved = globalThis.fetch;
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    try {
      // The app's module ran first (the script is async): takeEarlyAnswer left null, so the script stays quiet.
      expect(takeEarlyAnswer('home:get', homeInput())).toBeUndefined();
      new Function(source)();
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(window.__workbenchEarly).toBeNull();
      // The script first (the usual order): it asks, and leaves the request for the app.
      delete window.__workbenchEarly;
      new Function(source)();
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      expect(fetchSpy.mock.calls[0]).toEqual(['/api/home%3Aget', expect.objectContaining({ method: 'POST' })]);
      expect(window.__workbenchEarly).toMatchObject({ channel: 'home:get', input: homeInput() });
    } finally {
      globalThis.fetch = saved;
    }
  });

  it('ignores a request for another channel or another time zone offset (and drops it)', () => {
    const input = homeInput();
    window.__workbenchEarly = { channel: 'tracks:list', input, response: jsonResponse(ok([])) };
    expect(takeEarlyAnswer('home:get', input)).toBeUndefined();
    expect(window.__workbenchEarly).toBeNull();
    window.__workbenchEarly = {
      channel: 'home:get',
      input: { tz_offset_minutes: (input.tz_offset_minutes ?? 0) + 60 },
      response: jsonResponse(ok({})),
    };
    expect(takeEarlyAnswer('home:get', input)).toBeUndefined();
  });

  it('turns an error envelope, a failed request and a non-result answer into the same ApiErrors as any call', async () => {
    const input = homeInput();
    const early = (response: Promise<Response>) => {
      window.__workbenchEarly = { channel: 'home:get', input, response };
      return takeEarlyAnswer('home:get', input)!();
    };
    await expect(
      early(jsonResponse({ ok: false, error: { code: 'forbidden', message: 'Missing or wrong access token.' } }, 403)),
    ).rejects.toEqual(new ApiError('forbidden', 'Missing or wrong access token.'));
    const refused = early(Promise.reject(new TypeError('Failed to fetch')));
    await expect(refused).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Workbench is not reachable. Is `npm run web` still running?',
    });
    await expect(early(Promise.resolve(new Response('<html>', { status: 502 })))).rejects.toMatchObject({
      code: 'internal',
      message: 'The browser host answered with status 502 and no result.',
    });
    await expect(early(jsonResponse({ hello: 1 }))).rejects.toMatchObject({ code: 'internal' });
  });

  it("prefetches home on '/' only: from the head's request when there is one, else through the transport", async () => {
    const calls: string[] = [];
    const transport: Transport = {
      invoke: async (channel) => (calls.push(channel), ok({ from: 'transport' })),
      on: () => () => undefined,
    };
    setTransport(transport);
    const input = homeInput();

    const other = createQueryClient({ retry: false });
    prefetchFirstScreen(other, '/problems');
    expect(other.getQueryCache().getAll()).toHaveLength(0);

    window.__workbenchEarly = { channel: 'home:get', input, response: jsonResponse(ok({ from: 'head' })) };
    const early = createQueryClient({ retry: false });
    prefetchFirstScreen(early, '/');
    await early.getQueryCache().find({ queryKey: channelKey('home:get', input) })!.promise;
    expect(early.getQueryData(channelKey('home:get', input))).toEqual({ from: 'head' });
    expect(calls).toEqual([]);

    const plain = createQueryClient({ retry: false });
    prefetchFirstScreen(plain, '/');
    await plain.getQueryCache().find({ queryKey: channelKey('home:get', input) })!.promise;
    expect(plain.getQueryData(channelKey('home:get', input))).toEqual({ from: 'transport' });
    expect(calls).toEqual(['home:get']);
  });
});

describe('refetchHomeOnMount', () => {
  it('uses an answer fetched in the last 10 s, unless it was invalidated; asks again for anything older', () => {
    const now = Date.now();
    expect(refetchHomeOnMount({ isInvalidated: false, dataUpdatedAt: now - 100 })).toBe(false);
    // A busy machine: the page's script ran seconds after the head's early answer landed.
    expect(refetchHomeOnMount({ isInvalidated: false, dataUpdatedAt: now - 4000 })).toBe(false);
    expect(refetchHomeOnMount({ isInvalidated: false, dataUpdatedAt: now - 11_000 })).toBe(true);
    expect(refetchHomeOnMount({ isInvalidated: true, dataUpdatedAt: now - 100 })).toBe(true);
    expect(refetchHomeOnMount({ isInvalidated: false, dataUpdatedAt: now - 60_000 })).toBe(true);
    expect(refetchHomeOnMount({ isInvalidated: false, dataUpdatedAt: 0 })).toBe(true);
  });
});
