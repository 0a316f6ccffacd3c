// `npm run web -- [--port P] [--data-dir D] [--token-file F] [--no-build] [--dev]`: builds the renderer and the
// browser host, then starts the host with the remaining arguments. The host runs from its built bundle
// (out/main/web/cli.cjs and app-worker.cjs, made by esbuild in about two seconds; lib.mjs buildHost) rather than
// from TypeScript sources through tsx, whose transpiling at start-up was most of the time to home.
// `--dev` runs the sources (src/main/web/cli.ts) through tsx as before; `--no-build` skips both builds
// (and uses the sources when no bundle exists). The access token comes from WORKBENCH_WEB_TOKEN, a 0600 token file or
// <data folder>/web-token, never from the command line (cli.ts refuses --token: every process on the machine can
// read another's arguments).
import fs from 'node:fs';
import { HOST_BUNDLE, bin, buildHost, buildRenderer, runForever } from './lib.mjs';

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
