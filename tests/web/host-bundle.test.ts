import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../support/temp-dir';

const ROOT = path.resolve(__dirname, '../..');

jest.setTimeout(180_000);

/**
 * The built host as `npm run web` starts it (scripts/lib.mjs buildHost): the HTTP side's bundle stays small (what
 * it reads and compiles comes before the URL is printed), and what was split out of it still answers.
 */
describe('the bundled browser host', () => {
  const outDir = path.join(ROOT, 'out', `host-bundle-test-${process.pid}`, 'web');
  const data = makeTempDir();
  const statics = makeTempDir();
  let child: ReturnType<typeof spawn> | undefined;
  let origin = '';
  const token = 'bundle-test-token-0123456789';

  beforeAll(async () => {
    const built = spawnSync(process.execPath, ['scripts/build-host.mjs', outDir], { cwd: ROOT, encoding: 'utf8' });
    expect(built.status).toBe(0);
    fs.writeFileSync(path.join(statics.dir, 'index.html'), '<!doctype html><title>t</title>');
    child = spawn(
      process.execPath,
      [path.join(outDir, 'cli.cjs'), '--port', '0', '--data-dir', data.dir, '--static-dir', statics.dir],
      { cwd: ROOT, env: { ...process.env, WORKBENCH_WEB_TOKEN: token }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    origin = await new Promise<string>((resolve, reject) => {
      let out = '';
      child!.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
        if (m) resolve(m[1]!);
      });
      child!.on('exit', (code) => reject(new Error(`the host exited ${code}`)));
    });
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(path.dirname(outDir), { recursive: true, force: true });
    data.cleanup();
    statics.cleanup();
  });

  it('keeps zod and the contract out of the HTTP side (cli.cjs), which prints the URL', () => {
    const cli = fs.readFileSync(path.join(outDir, 'cli.cjs'), 'utf8');
    expect(cli.length).toBeLessThan(100_000);
    expect(cli).not.toContain('ZodType');
    expect(fs.readFileSync(path.join(outDir, 'openapi-document.cjs'), 'utf8')).toContain('ZodType');
  });

  it('answers GET /api/openapi.json from its own file, and a channel from the app worker', async () => {
    const auth = { Authorization: `Bearer ${token}` };
    const home = await fetch(`${origin}/api/home%3Aget`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tz_offset_minutes: 0 }),
    });
    expect(((await home.json()) as { ok: boolean }).ok).toBe(true);
    const doc = await fetch(`${origin}/api/openapi.json`, { headers: auth });
    expect(doc.status).toBe(200);
    const body = (await doc.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toContain('/api/home:get');
  });
});
