// `npm run mutate [-- <module>...]`: mutation testing with StrykerJS, one module at a time (docs/testing.md).
// Modules are listed in stryker.config.mjs. With no module every module runs in turn; any other arguments
// (e.g. `--mutate src/main/services/picker/**/*.ts`) go to Stryker unchanged, with every unit and db test.
import { modules } from '../stryker.config.mjs';
import { bin, run } from './lib.mjs';

const args = process.argv.slice(2);
const firstOption = args.findIndex((a) => a.startsWith('-'));
const named = firstOption === -1 ? args : args.slice(0, firstOption);
const rest = firstOption === -1 ? [] : args.slice(firstOption);
const unknown = named.filter((a) => !(a in modules));
if (unknown.length > 0) {
  console.error(`Unknown module ${unknown.join(', ')}. Known modules: ${Object.keys(modules).join(', ')}.`);
  process.exit(2);
}

// A module's tests with its own sources, or with `--mutate <glob>` narrowing them (e.g. `picker --mutate <file>`).
const runs = named.length > 0 ? named : rest.some((a) => a.startsWith('--mutate')) ? [undefined] : Object.keys(modules);
let worst = 0;
for (const name of runs) {
  if (name) console.log(`\n▶ mutation testing: ${name}`);
  const started = Date.now();
  const status = run(bin('stryker'), ['run', ...rest], { env: { ...process.env, ...(name ? { STRYKER_MODULE: name } : {}) } });
  console.log(`${name ?? 'custom'}: finished in ${Math.round((Date.now() - started) / 1000)} s (exit ${status})`);
  worst = Math.max(worst, status);
}
process.exit(worst);
