// Runs a TypeScript entry (the CLIs under src/main/cli) with tsx, passing the remaining arguments through.
import { bin, runForever } from './lib.mjs';

const [entry, ...rest] = process.argv.slice(2);
runForever(bin('tsx'), [entry, ...rest]);
