import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Builds the renderer once for the whole e2e run. It builds into a scratch folder and swaps it in, so a
 * browser host already serving out/renderer (another run, a screenshot session) never sees it half-empty.
 */
export default function globalSetup(): void {
  const root = path.resolve(__dirname, '..', '..');
  const target = path.join(root, 'out', 'renderer');
  const scratch = path.join(root, 'out', `renderer.build-${process.pid}`);
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--config', 'vite.web.config.ts', '--logLevel', 'error', '--outDir', scratch],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    fs.rmSync(scratch, { recursive: true, force: true });
    throw new Error('Renderer build failed; see the output above.');
  }
  const old = path.join(root, 'out', `renderer.old-${process.pid}`);
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(scratch, target);
  fs.rmSync(old, { recursive: true, force: true });
}
