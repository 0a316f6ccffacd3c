import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * How the production renderer is built (what `npm run web` serves and users load), for `npm run bench`, `npm test`
 * and the e2e tests' own build. NODE_ENV is set, not inherited: under jest it is `test`, and Vite would then bundle
 * React's development build (StrictMode's double renders and development-only checks).
 */
export function rendererBuild({ outDir, logLevel = 'warn' } = {}) {
  return {
    command: path.join(root, 'node_modules', '.bin', 'vite'),
    args: ['build', '--config', 'vite.web.config.ts', '--logLevel', logLevel, ...(outDir ? ['--outDir', outDir] : [])],
    env: { ...process.env, NODE_ENV: 'production' },
  };
}
