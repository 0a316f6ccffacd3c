import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { HOST_BUNDLE_ENV } from './e2e-host-bundle';
import { makeTempDir } from './temp-dir';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export type RunningHost = {
  url: string;
  origin: string;
  port: number;
  token: string;
  dataDir: string;
  /**
   * The spawned process: node running the bundle, or tsx, which runs the host in a child node process (a hard kill
   * must reach that one too).
   */
  pid: number;
  /** POST /api/<channel> with the token, as the renderer would. */
  call(
    channel: string,
    input?: unknown,
  ): Promise<{ ok: boolean; value?: unknown; error?: { code: string; message: string } }>;
  /** Moves the host's clock (test mode only). */
  setClockOffsetDays(days: number): Promise<void>;
  stop(): Promise<void>;
};

/**
 * Starts the real browser host on a free port with a fresh data folder, in test mode, against the renderer built by
 * the e2e global setup. Under jest's e2e project it runs the bundle the global setup built (the one `npm run web`
 * ships; `e2e-host-bundle.ts`); elsewhere (the screenshot scripts) `src/main/web/cli.ts` through tsx, so it is never
 * a stale build. Extra env reaches the host (for example OPENAI_BASE_URL pointing at the loopback model server).
 */
export async function startWebHost(
  options: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<RunningHost> {
  const temp = options.dataDir ? undefined : makeTempDir('workbench-e2e-');
  const dataDir = options.dataDir ?? temp!.dir;
  const token = `e2e-${randomBytes(12).toString('hex')}`;
  const bundle = process.env[HOST_BUNDLE_ENV];
  const [command, entry] = bundle
    ? [process.execPath, bundle]
    : [path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), 'src/main/web/cli.ts'];
  const child: ChildProcess = spawn(
    command,
    [entry, '--port', '0', '--data-dir', dataDir, '--test-mode'],
    // The token travels in the environment, never on the command line (other processes can read argv).
    { cwd: REPO_ROOT, env: { ...process.env, ...options.env, WORKBENCH_WEB_TOKEN: token }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`web host did not start in 30 s: ${stderr}`)), 30_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`web host exited with ${code}: ${stderr}`));
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  const post = async (p: string, body: unknown) => {
    const res = await fetch(`${origin}${p}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body ?? {}),
    });
    return (await res.json()) as { ok: boolean; value?: unknown; error?: { code: string; message: string } };
  };
  return {
    url: `${origin}/?token=${token}`,
    origin,
    port,
    token,
    dataDir,
    pid: child.pid!,
    call: (channel, input) => post(`/api/${channel}`, input),
    async setClockOffsetDays(days) {
      await post('/__test__/clock', { offsetMs: days * 86_400_000 });
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      temp?.cleanup();
    },
  };
}
