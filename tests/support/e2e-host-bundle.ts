import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The browser host the end-to-end tests start, bundled once per run (scripts/build-host.mjs: the same esbuild
 * bundle `npm run web` starts). A host starts from the bundle in about a fifth of the time tsx takes to run the
 * sources, and a run starts some forty hosts. Each run gets its own folder (`out/e2e-host-<pid>/web`: three levels
 * below the root, where cli.ts looks for content/ and out/renderer), so two runs in one work tree never swap a
 * bundle under each other's hosts.
 */
export const HOST_BUNDLE_ENV = 'WORKBENCH_E2E_HOST_BUNDLE';

const OUT = (root: string) => path.join(root, 'out');
const PREFIX = 'e2e-host-';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes bundles left by runs that were killed before their teardown. */
function removeStale(root: string): void {
  let names: string[];
  try {
    names = fs.readdirSync(OUT(root));
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(name.slice(PREFIX.length));
    if (name.startsWith(PREFIX) && Number.isInteger(pid) && pid !== process.pid && !alive(pid)) {
      fs.rmSync(path.join(OUT(root), name), { recursive: true, force: true });
    }
  }
}

/** Builds this run's host bundle; resolves with the path of its cli.cjs. */
export async function buildHostBundle(root: string): Promise<string> {
  removeStale(root);
  const outDir = path.join(OUT(root), `${PREFIX}${process.pid}`, 'web');
  const status = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/build-host.mjs', outDir], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (status !== 0) throw new Error('Bundling the browser host failed; see the output above.');
  return path.join(outDir, 'cli.cjs');
}

/** Removes this run's bundle (global teardown). */
export function removeHostBundle(root: string): void {
  fs.rmSync(path.join(OUT(root), `${PREFIX}${process.pid}`), { recursive: true, force: true });
}
