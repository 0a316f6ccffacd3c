import fs from 'node:fs';
import path from 'node:path';
import { startAppWorker, type AppWorker } from '../../src/main/web/worker-backend';
import { makeTempDir } from '../support/temp-dir';
import { CONTENT_DIR } from '../support/test-app';
import { node, oneChapter } from '../ingestion/manifest-fixtures';

// The worker loads the app's sources through tsx: seconds on a busy machine.
jest.setTimeout(120_000);

/** The browser host's app in its worker thread, driven through the same interface the HTTP side uses. */
describe('the app in a worker thread (worker-backend.ts, app-worker.ts)', () => {
  let data: ReturnType<typeof makeTempDir>;
  let worker: AppWorker | undefined;
  const failures: Array<{ message: string; started: boolean }> = [];

  beforeEach(() => {
    data = makeTempDir();
    failures.length = 0;
  });
  afterEach(async () => {
    await worker?.close();
    worker = undefined;
    data.cleanup();
  });

  const start = (testMode = false, testClockStartMs?: number) =>
    (worker = startAppWorker(
      { dataDir: data.dir, bundledContentDir: CONTENT_DIR, testMode, testClockStartMs },
      (message, started) => failures.push({ message, started }),
    ));

  it('answers channels with the JSON text of their envelope, valid or not, once the app has started', async () => {
    const w = start();
    // Asked before the app is ready: the call waits for it.
    const profiles = JSON.parse(await w.backend.call('profiles:list', {})) as {
      ok: boolean;
      value: { profiles: Array<{ name: string }> };
    };
    expect(profiles.ok).toBe(true);
    expect(profiles.value.profiles.map((p) => p.name)).toEqual(['Me']);
    expect(JSON.parse(await w.backend.call('profiles:create', { name: 42 }))).toMatchObject({
      ok: false,
      error: { code: 'invalid_input' },
    });
    expect(JSON.parse(await w.backend.call('no:such-channel', {}))).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await w.backend.channels()).toEqual(expect.arrayContaining(['home:get', 'profiles:list']));
    expect(failures).toEqual([]);
    // The database is the real file in the data folder.
    expect(fs.existsSync(path.join(data.dir, 'workbench.db'))).toBe(true);
  });

  it("forwards the app's events to every subscriber as JSON text until it unsubscribes", async () => {
    const w = start();
    const seen: string[] = [];
    const other: string[] = [];
    const stop = w.backend.subscribe((json) => seen.push(json));
    w.backend.subscribe((json) => other.push(json));
    // Importing a track announces it (tracks:changed), the one event a channel raises.
    const imported = JSON.parse(
      await w.backend.call('ingestion:import', { file_name: 'demo.yaml', yaml_text: oneChapter(node('a')) }),
    ) as { ok: boolean };
    expect(imported.ok).toBe(true);
    await w.backend.call('profiles:list', {});
    expect(seen.map((json) => JSON.parse(json) as unknown)).toEqual([
      { name: 'tracks:changed', payload: { slug: 'demo' } },
    ]);
    expect(other).toEqual(seen);
    stop();
    const again = JSON.parse(
      await w.backend.call('ingestion:import', {
        file_name: 'demo2.yaml',
        yaml_text: oneChapter(node('b')).replace(/slug: demo\b/, 'slug: demo-two'),
      }),
    ) as { ok: boolean };
    expect(again.ok).toBe(true);
    await w.backend.call('profiles:list', {});
    expect(seen).toHaveLength(1);
    expect(other).toHaveLength(2);
  });

  it('runs the clock hook in the test mode only, from WORKBENCH_TEST_CLOCK when given', async () => {
    const w = start(true, Date.parse('2026-01-01T09:00:00Z'));
    const moved = (await w.hook('clock', { offsetMs: 86_400_000 })) as { now: string };
    // A day after the start instant (plus the few seconds the test took).
    expect(Date.parse(moved.now) - Date.parse('2026-01-02T09:00:00Z')).toBeGreaterThanOrEqual(0);
    expect(Date.parse(moved.now) - Date.parse('2026-01-02T09:00:00Z')).toBeLessThan(60_000);
    expect(await w.hook('no-such-hook', {})).toBeNull();
    await w.close();
    worker = start(false);
    expect(await worker.hook('clock', { offsetMs: 1 })).toBeNull();
  });

  it('reports a data folder it cannot open as a failure to start, with the reason', async () => {
    const file = path.join(data.dir, 'not-a-folder');
    fs.writeFileSync(file, 'x');
    worker = startAppWorker({ dataDir: file, bundledContentDir: CONTENT_DIR, testMode: false }, (message, started) =>
      failures.push({ message, started }),
    );
    // Asked before the start, which fails: answered, not left waiting for a start that will not come.
    const waiting = worker.backend.call('profiles:list', {});
    const deadline = Date.now() + 60_000;
    while (failures.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(failures).toHaveLength(1);
    expect(failures[0]!.started).toBe(false);
    expect(failures[0]!.message).toMatch(/EEXIST|ENOTDIR/);
    expect(JSON.parse(await waiting)).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    expect(JSON.parse(await worker.backend.call('profiles:list', {}))).toMatchObject({ ok: false });
  });

  it('closes the database on close: the file is left whole and another app opens it', async () => {
    const w = start();
    await w.backend.call('profiles:create', { name: 'Kept' });
    await w.close();
    worker = start();
    const listed = JSON.parse(await worker.backend.call('profiles:list', {})) as {
      value: { profiles: Array<{ name: string }> };
    };
    expect(listed.value.profiles.map((p) => p.name)).toEqual(expect.arrayContaining(['Me', 'Kept']));
    expect(failures).toEqual([]);
  });

  it('finishes the calls it has when it stops, then refuses new ones with a message instead of an internal error', async () => {
    // A wait for running calls far above the run's own time: on a loaded machine a sandboxed Python start alone can
    // take seconds, and this test is about what is answered, not about the bound (the next test).
    const w = (worker = startAppWorker(
      { dataDir: data.dir, bundledContentDir: CONTENT_DIR, testMode: false, drainMs: 60_000 },
      (message, started) => failures.push({ message, started }),
    ));
    await w.backend.call('profiles:list', {}); // started
    // A run of the learner's code is still going when the host is asked to stop: it finishes and is answered.
    const run = w.backend.call('problems:run-tests', { slug: 'stable-softmax', code: 'import time\ntime.sleep(1.5)\n' });
    const early = w.backend.call('profiles:create', { name: 'Early' });
    const closing = w.close();
    const late = JSON.parse(await w.backend.call('profiles:create', { name: 'Late' })) as unknown;
    expect(late).toMatchObject({
      ok: false,
      error: { code: 'unavailable', message: expect.stringMatching(/stopping.*Start Workbench again/) },
    });
    expect(JSON.parse(await run)).toMatchObject({ ok: true });
    expect(JSON.parse(await early)).toMatchObject({ ok: true });
    await closing;
    expect(await w.backend.channels()).toEqual([]);
    worker = start();
    const listed = JSON.parse(await worker.backend.call('profiles:list', {})) as {
      value: { profiles: Array<{ name: string }> };
    };
    expect(listed.value.profiles.map((p) => p.name).sort()).toEqual(['Early', 'Me']);
    expect(failures).toEqual([]);
  });

  it('waits for a running call only as long as its bound: a stop is never held by a call that does not end', async () => {
    const w = (worker = startAppWorker(
      { dataDir: data.dir, bundledContentDir: CONTENT_DIR, testMode: false, drainMs: 200 },
      (message, started) => failures.push({ message, started }),
    ));
    await w.backend.call('profiles:create', { name: 'Kept' });
    const run = w.backend.call('problems:run-tests', { slug: 'stable-softmax', code: 'import time\ntime.sleep(60)\n' });
    // Long enough for the run to have started on a loaded machine; it would take a minute to end by itself.
    await new Promise((r) => setTimeout(r, 1000));
    const before = Date.now();
    await w.close();
    // The bound (0.2 s) plus the database's close; far below the run's minute.
    expect(Date.now() - before).toBeLessThan(30_000);
    expect(JSON.parse(await run)).toMatchObject({ ok: false, error: { code: 'unavailable' } });
    worker = start();
    const listed = JSON.parse(await worker.backend.call('profiles:list', {})) as {
      value: { profiles: Array<{ name: string }> };
    };
    expect(listed.value.profiles.map((p) => p.name).sort()).toEqual(['Kept', 'Me']);
    expect(failures).toEqual([]);
  });
});
