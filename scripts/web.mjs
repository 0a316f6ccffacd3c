// `npm run web -- [--port P] [--data-dir D] [--token-file F] [--no-build]`: builds the renderer, then starts the
// browser host (src/main/web/cli.ts) with the remaining arguments. The access token comes from
// WORKBENCH_WEB_TOKEN, a 0600 token file or <data folder>/web-token, never from the command line (cli.ts
// refuses --token: every process on the machine can read another's arguments).
import { bin, buildRenderer, runForever } from './lib.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
if (!skipBuild) buildRenderer();
runForever(bin('tsx'), ['src/main/web/cli.ts', ...args.filter((a) => a !== '--no-build')]);
