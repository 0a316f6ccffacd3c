// `npm run web -- [--port P] [--data-dir D] [--token T] [--no-build]`: builds the renderer, then starts the
// browser host (src/main/web/cli.ts) with the remaining arguments.
import { bin, buildRenderer, runForever } from './lib.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
if (!skipBuild) buildRenderer();
runForever(bin('tsx'), ['src/main/web/cli.ts', ...args.filter((a) => a !== '--no-build')]);
