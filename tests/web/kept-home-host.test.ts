import Database from 'better-sqlite3';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { KEPT_HOME_FILE } from '../../src/main/web/kept-home';
import { KEPT_ANSWER_HEADER, KEPT_ANSWER_VALUE } from '../../src/main/web/kept-home-answer';
import { makeTempDir } from '../support/temp-dir';

const ROOT = path.resolve(__dirname, '../..');

jest.setTimeout(240_000);

/**
 * The built host (`npm run web`'s bundles) started again on the same data folder: home is answered from the reads
 * kept at the last stop while the app's worker is still starting, and by the worker whenever the day, the
 * database or anything else changed.
 */
describe('a returning start of the browser host', () => {
  const outDir = path.join(ROOT, 'out', `kept-home-test-${process.pid}`, 'web');
  const data = makeTempDir();
  const statics = makeTempDir();
  const token = 'kept-home-test-token-0123456789';
  let child: ChildProcess | undefined;

  beforeAll(() => {
    const built = spawnSync(process.execPath, ['scripts/build-host.mjs', outDir], { cwd: ROOT, encoding: 'utf8' });
    expect(built.status).toBe(0);
    fs.writeFileSync(path.join(statics.dir, 'index.html'), '<!doctype html><title>t</title>');
  });

  afterAll(async () => {
    await stop();
    fs.rmSync(path.dirname(outDir), { recursive: true, force: true });
    data.cleanup();
    statics.cleanup();
  });

  /** Starts the host in test mode with its clock at `clock`; resolves with its origin once the URL is printed. */
  function start(clock: string): Promise<string> {
    child = spawn(
      process.execPath,
      [path.join(outDir, 'cli.cjs'), '--port', '0', '--data-dir', data.dir, '--static-dir', statics.dir, '--test-mode'],
      {
        cwd: ROOT,
        env: { ...process.env, WORKBENCH_WEB_TOKEN: token, WORKBENCH_TEST_CLOCK: clock },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    return new Promise<string>((resolve, reject) => {
      let out = '';
      child!.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
        if (m) resolve(m[1]!);
      });
      child!.on('exit', (code) => reject(new Error(`the host exited ${code}`)));
    });
  }

  /** SIGTERM, as Ctrl-C or the benchmark stops it: the app closes its database and keeps home's reads. */
  async function stop(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  async function home(origin: string): Promise<{ kept: boolean; value: unknown }> {
    const res = await fetch(`${origin}/api/home%3Aget`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tz_offset_minutes: 0 }),
    });
    const body = (await res.json()) as { ok: boolean; value: unknown };
    expect(body.ok).toBe(true);
    return { kept: res.headers.get(KEPT_ANSWER_HEADER) === KEPT_ANSWER_VALUE, value: body.value };
  }

  /** The app's own answer: asked until the worker answers (it is ready). */
  async function appHome(origin: string): Promise<unknown> {
    for (;;) {
      const answer = await home(origin);
      if (!answer.kept) return answer.value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('answers home from the kept reads before the app is ready, and the app then answers the same', async () => {
    const first = await start('2026-11-20T09:00:00Z');
    // Nothing kept yet: the app answers.
    expect((await home(first)).kept).toBe(false);
    await stop();
    expect(fs.existsSync(path.join(data.dir, KEPT_HOME_FILE))).toBe(true);

    const again = await start('2026-11-20T09:00:00Z');
    const early = await home(again);
    expect(early.kept).toBe(true);
    // Taken: a second start must not read it before this one has kept its own.
    expect(fs.existsSync(path.join(data.dir, KEPT_HOME_FILE))).toBe(false);
    expect(await appHome(again)).toEqual(early.value);
    // Once the app is ready every answer is its own.
    expect((await home(again)).kept).toBe(false);
    await stop();
  });

  it('keeps home again after a session whose home came only from the kept reads', async () => {
    const first = await start('2026-11-20T10:00:00Z');
    await appHome(first);
    await stop();
    const origin = await start('2026-11-20T10:00:00Z');
    expect((await home(origin)).kept).toBe(true);
    // Stopped at once: the app's worker never answered home in this session.
    await stop();
    const next = await start('2026-11-20T10:00:00Z');
    expect((await home(next)).kept).toBe(true);
    await appHome(next);
    await stop();
  });

  it('waits for the app on another day', async () => {
    const origin = await start('2026-11-21T09:00:00Z');
    expect((await home(origin)).kept).toBe(false);
    await stop();
    expect(fs.existsSync(path.join(data.dir, KEPT_HOME_FILE))).toBe(true);
  });

  it('waits for the app when another program wrote to the database', async () => {
    const db = new Database(path.join(data.dir, 'workbench.db'));
    db.prepare("INSERT INTO profiles (id, name, created_at) VALUES ('other', 'Other', '2026-11-21T09:00:00.000Z')").run();
    db.prepare("UPDATE app_state SET value = 'other' WHERE key = 'current_profile_id'").run();
    db.close();
    const origin = await start('2026-11-21T09:00:00Z');
    const answer = await home(origin);
    expect(answer.kept).toBe(false);
    await stop();
  });
});
