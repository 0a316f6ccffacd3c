import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../support/temp-dir';

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

// Starting the host through tsx takes seconds on a busy machine.
jest.setTimeout(120_000);

describe('npm run web: the token is never on a command line', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => (temp = makeTempDir()));
  afterEach(() => temp.cleanup());

  it('refuses --token with a message that says where the token goes instead', () => {
    const result = spawnSync(TSX, ['src/main/web/cli.ts', '--data-dir', temp.dir, '--token', 'abcdefghijklmnop1234'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--token is not accepted');
    expect(result.stderr).toContain('WORKBENCH_WEB_TOKEN');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('takes WORKBENCH_WEB_TOKEN from the environment; the running host has no token in its argv', async () => {
    const token = 'env-token-0123456789abcdef';
    const child = spawn(TSX, ['src/main/web/cli.ts', '--port', '0', '--data-dir', temp.dir, '--static-dir', temp.dir], {
      cwd: ROOT,
      env: { ...process.env, WORKBENCH_WEB_TOKEN: token },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const printed = await new Promise<string>((resolve, reject) => {
        let out = '';
        let err = '';
        child.stdout!.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('\n')) resolve(out);
        });
        child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
        child.on('exit', (code) => reject(new Error(`host exited ${code}: ${err}`)));
      });
      expect(printed).toMatch(new RegExp(`/\\?token=${token}\\n`));
      // Every process of the host's tree (tsx starts node as a child): none carries the token in argv.
      const pids = spawnSync('ps', ['-o', 'pid=', '--ppid', String(child.pid)], { encoding: 'utf8' })
        .stdout.split('\n')
        .map((s) => s.trim())
        .filter(Boolean)
        .concat(String(child.pid));
      expect(pids.length).toBeGreaterThanOrEqual(1);
      for (const pid of pids) {
        const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        expect(cmdline).toContain('cli.ts');
        expect(cmdline).not.toContain(token);
      }
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  });
});
