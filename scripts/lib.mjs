import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rendererBuild } from './renderer-build.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Runs a command in the repo root with inherited output; exits this script with its code on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    process.exit(1);
  }
  return result.status ?? 1;
}

/** Starts a long-running child, forwarding signals so Ctrl+C stops it cleanly. */
export function runForever(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/** The production renderer into out/renderer (scripts/renderer-build.mjs says how). */
export function buildRenderer() {
  const build = rendererBuild();
  const status = run(build.command, build.args, { env: build.env });
  if (status !== 0) process.exit(status);
}

/**
 * Rewrites the few non-ASCII characters esbuild leaves in a bundle (inside regular-expression literals, where
 * `--charset=ascii` does not reach) as \u escapes, which mean the same there as in strings and templates. Node
 * reads a bundle as UTF-8 before compiling it: pure ASCII decodes on a fast path; nine curly quotes and dashes in
 * the app's 1.6 MB bundle made the whole read several times slower on every start.
 */
function asciiOnly(file) {
  const text = fs.readFileSync(file, 'utf8');
  const escaped = text.replace(/[^\x00-\x7f]/g, (c, at) => {
    // After an odd run of backslashes the character is itself escaped (`\\’`): an added escape would change it.
    let slashes = 0;
    while (text[at - 1 - slashes] === '\\') slashes++;
    if (slashes % 2 === 1) throw new Error(`${file}: an escaped non-ASCII character at offset ${at}; cannot rewrite it`);
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  if (escaped !== text) fs.writeFileSync(file, escaped);
}

/** Where the bundled host goes: three levels below the root, as cli.ts finds content/ and out/renderer from. */
export const HOST_BUNDLE = path.join(root, 'out', 'main', 'web', 'cli.cjs');

/**
 * Bundles the browser host for Node with its pure-JS packages inside: resolving and reading a few hundred package
 * files at start-up cost more than compiling them from one file. Entries: cli.cjs, the HTTP
 * side (small: it starts listening at once), openapi-document.cjs (required on the first GET /api/openapi.json),
 * app-worker.cjs, the app in its worker thread (started through
 * app-worker-boot.cjs, which keeps V8's code cache for it in app-worker.cjs.v8cache), and
 * build-yaml-memo.cjs, run once here to write content-yaml-memo.json (the shipped content's YAML, parsed; the
 * app reads it instead of parsing at start: src/main/content/yaml-memo.ts). better-sqlite3 is native and stays
 * external; the openai SDK and gpt-tokenizer are loaded at their first use (services/model/sdk.ts), from
 * node_modules. `npm run web` and the cold-start benchmark both build with this.
 */
export function buildHost(outDir = path.dirname(HOST_BUNDLE)) {
  const status = run(bin('esbuild'), [
    'src/main/web/cli.ts',
    'src/main/web/app-worker.ts',
    'src/main/web/app-worker-boot.ts',
    // GET /api/openapi.json's generator (zod and the whole contract), required at first use: inside cli.cjs it
    // was 0.9 MB read and compiled before the URL was printed.
    'src/main/web/openapi-document.ts',
    'src/main/cli/build-yaml-memo.ts',
    // The bounded markdown job's thread (services/writings/markdown/bounded-job.ts starts it from beside the app).
    'src/main/services/writings/markdown/markdown-job-worker.ts',
    '--entry-names=[name]',
    '--bundle',
    '--platform=node',
    '--target=node20',
    '--format=cjs',
    // Without comments and with simpler syntax (names kept, so messages and logs read the same): the app's bundle
    // went from 2.3 to 1.6 MB, less to read, decode (its comments held non-ASCII text, which takes UTF-8 decoding
    // off its fast path) and look up in the code cache on every start.
    '--minify-whitespace',
    '--minify-syntax',
    '--legal-comments=none',
    '--external:better-sqlite3',
    // Only dev mode (sources through tsx) asks for tsx's loader, for the worker; never in the bundle.
    '--external:tsx',
    '--log-level=warning',
    `--outdir=${outDir}`,
    '--out-extension:.js=.cjs',
  ]);
  if (status !== 0) process.exit(status);
  for (const name of fs.readdirSync(outDir)) if (name.endsWith('.cjs')) asciiOnly(path.join(outDir, name));
  const memo = run(process.execPath, [path.join(outDir, 'build-yaml-memo.cjs'), 'content', path.join(outDir, 'content-yaml-memo.json')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (memo !== 0) process.exit(memo);
}
