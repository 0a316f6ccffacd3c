import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** Builds the renderer once for the whole e2e run; the hosts then start with the built files. */
export default function globalSetup(): void {
  const root = path.resolve(__dirname, '..', '..');
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'vite'),
    ['build', '--config', 'vite.web.config.ts', '--logLevel', 'error'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('Renderer build failed; see the output above.');
}
