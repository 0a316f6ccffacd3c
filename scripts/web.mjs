// `npm run web -- [--port P] [--data-dir D] [--token-file F] [--no-build] [--dev]`: builds the renderer and the
// browser host, then starts the host with the remaining arguments. The host runs from its built bundle
// (out/main/web/cli.cjs, made by esbuild in about two seconds) rather than from TypeScript sources through tsx,
// whose transpiling at start-up was most of the time to home (issue 17 item 14). `--dev` runs the sources
// (src/main/web/cli.ts) through tsx as before; `--no-build` skips both builds (and uses the sources when no
// bundle exists). The access token comes from WORKBENCH_WEB_TOKEN, a 0600 token file or
// <data folder>/web-token, never from the command line (cli.ts refuses --token: every process on the machine can
// read another's arguments).
import fs from 'node:fs';
import path from 'node:path';
import { bin, buildRenderer, root, run, runForever } from './lib.mjs';

/** Where the bundled host goes: three levels below the root, as cli.ts finds content/ and out/renderer from. */
export const HOST_BUNDLE = path.join(root, 'out', 'main', 'web', 'cli.cjs');

/**
 * Bundles the host for Node with its pure-JS packages inside: resolving and reading a few hundred package files at
 * start-up cost more than compiling them from one file (issue 17 item 14). better-sqlite3 is native and stays
 * external; the openai SDK and gpt-tokenizer are loaded at their first use (services/model/sdk.ts), from
 * node_modules.
 */
export function buildHost() {
  const status = run(bin('esbuild'), [
    'src/main/web/cli.ts',
    '--bundle',
    '--platform=node',
    '--target=node20',
    '--format=cjs',
    '--external:better-sqlite3',
    '--log-level=warning',
    `--outfile=${HOST_BUNDLE}`,
  ]);
  if (status !== 0) process.exit(status);
}

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const dev = args.includes('--dev');
const rest = args.filter((a) => a !== '--no-build' && a !== '--dev');
if (!skipBuild) buildRenderer();
if (dev || (skipBuild && !fs.existsSync(HOST_BUNDLE))) {
  runForever(bin('tsx'), ['src/main/web/cli.ts', ...rest]);
} else {
  if (!skipBuild) buildHost();
  runForever(process.execPath, [HOST_BUNDLE, ...rest]);
}
