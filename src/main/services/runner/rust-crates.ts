import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { COMPILE_LIMITS } from './limits';
import { SANDBOX_DIR } from './isolation';
import { runSandboxed, describeExit, type SandboxContext } from './sandbox';
import type { Toolchain } from './toolchain';
import { debianCandidates, debianPackage, satisfies } from './crate-versions';

/**
 * Crates an exercise depends on (`rand`, `anyhow`, ...), built once per set and kept: the sources come from
 * outside the sandbox (Debian's packaged crates in /usr/share/cargo/registry, or `cargo vendor` where the machine
 * has a network), and cargo builds them offline inside the sandbox, so their build scripts and proc macros run
 * there only. The solution and its tests are then compiled with rustc as always, against the built crates.
 */
export type CrateSpec = { name: string; version: string; features?: string[]; default_features?: boolean };

/** Where Debian's `librust-*-dev` packages put crate sources, laid out as a cargo directory source. */
export const DEBIAN_REGISTRY = '/usr/share/cargo/registry';
/** Building a set of crates is a one-time cost, so it gets more time than one compile. */
export const CRATE_BUILD_BUDGET_MS = 240_000;
const VENDOR_BUDGET_MS = 120_000;
export const CRATE_MISSING_PREFIX = 'this exercise needs the crate';

export type PreparedCrates = {
  /** rustc flags: `--extern name=path` per crate and `-L dependency=` for what they depend on. */
  flags: string[];
  /** The folder the flags point into, readable inside the compile sandbox. */
  dir: string;
};

const crateName = (name: string) => name.replace(/-/g, '_');

function manifest(crates: CrateSpec[]): string {
  const lines = crates.map((c) => {
    const parts = [`version = ${JSON.stringify(c.version)}`];
    if (c.features?.length) parts.push(`features = ${JSON.stringify(c.features)}`);
    if (c.default_features === false) parts.push('default-features = false');
    return `${c.name} = { ${parts.join(', ')} }`;
  });
  return ['[package]', 'name = "workbench-crates"', 'version = "0.0.0"', 'edition = "2021"', '', '[lib]', 'path = "lib.rs"', '', '[dependencies]', ...lines, ''].join('\n');
}

const sourceConfig = (directory: string) =>
  `[source.crates-io]\nreplace-with = "local"\n\n[source.local]\ndirectory = ${JSON.stringify(directory)}\n\n[net]\noffline = true\n`;

/** The key of a crate set: what decides the built crates. */
export function cratesKey(crates: CrateSpec[], rustcVersion: string, release: boolean): string {
  const sorted = [...crates].sort((a, b) => (a.name < b.name ? -1 : 1));
  return crypto.createHash('sha256').update(JSON.stringify([sorted, rustcVersion, release])).digest('hex').slice(0, 32);
}

/**
 * What the user can do when a crate cannot be had: name it, and say how to install it or fetch it. `candidates`
 * (crate -> the version Debian's package would install, where known) keeps the advice true: a package whose
 * version does not meet the requirement is named as such instead of being offered as the fix.
 */
export function missingCrateMessage(crates: CrateSpec[], cargoSays: string, candidates: ReadonlyMap<string, string> = new Map()): string {
  const named = /no matching package named `([^`]+)`/.exec(cargoSays)?.[1] ?? /requirement `([A-Za-z0-9_-]+) = /.exec(cargoSays)?.[1];
  const matching = crates.filter((c) => !named || c.name === named);
  const which = matching.length ? matching : crates;
  const list = which.map((c) => `\`${c.name}\` ${c.version}`).join(', ');
  const found = /candidate versions found which didn't match: ([^\n]+)/.exec(cargoSays)?.[1];
  const installed = found ? ` (installed: ${found.trim().slice(0, 80)})` : '';
  const tooOld = which.filter((c) => candidates.has(c.name) && satisfies(c.version, candidates.get(c.name)!) === false);
  const installable = which.filter((c) => !tooOld.includes(c));
  const network = 'run again while this machine has a network, so cargo can fetch it (cargo vendor, outside the sandbox).';
  const mismatch = tooOld.map((c) => `${debianPackage(c.name)} is ${candidates.get(c.name)!}, which does not meet ${c.version}`).join('; ');
  if (!installable.length) return `${CRATE_MISSING_PREFIX} ${list}${installed}, which is not available offline on this machine, and Debian's package will not do (${mismatch}): ${network}`;
  const packages = installable.map((c) => debianPackage(c.name)).join(' ');
  const known = installable.filter((c) => candidates.has(c.name)).map((c) => `${debianPackage(c.name)} is ${candidates.get(c.name)!}; `).join('');
  const also = tooOld.length ? `; ${mismatch}, so only a network can provide it` : '';
  return `${CRATE_MISSING_PREFIX} ${list}${installed}, which is not available offline on this machine: on Debian or Ubuntu install it with \`sudo apt-get install ${packages}\` (${known}its sources go to ${DEBIAN_REGISTRY}${also}), or ${network}`;
}

type Built = { ok: true; flags: string[] } | { ok: false; resolve: boolean; message: string };

/** cargo build in the sandbox against one directory source; the crates' rlibs from cargo's JSON messages. */
async function buildFrom(ctx: SandboxContext, rustc: Toolchain, cargo: string, dir: string, source: string, crates: CrateSpec[], release: boolean): Promise<Built> {
  await fs.promises.mkdir(path.join(dir, '.cargo'), { recursive: true });
  await fs.promises.writeFile(path.join(dir, 'Cargo.toml'), manifest(crates));
  await fs.promises.writeFile(path.join(dir, 'lib.rs'), '');
  await fs.promises.writeFile(path.join(dir, '.cargo', 'config.toml'), sourceConfig(source));
  await fs.promises.rm(path.join(dir, 'Cargo.lock'), { force: true });
  const inBwrap = ctx.isolation === 'bubblewrap' && ctx.bwrap !== null;
  const work = inBwrap ? SANDBOX_DIR : dir;
  const outcome = await runSandboxed(ctx, {
    argv: () => [cargo, 'build', '--offline', '--lib', '--message-format=json', ...(release ? ['--release'] : [])],
    runDir: dir,
    folder: 'bind',
    files: [],
    readOnly: [...rustc.roots, path.dirname(cargo), ...(source.startsWith('/usr/') ? [] : [source])],
    limits: COMPILE_LIMITS,
    timeoutMs: CRATE_BUILD_BUDGET_MS,
    env: { CARGO_HOME: `${work}/cargo-home`, CARGO_TARGET_DIR: `${work}/target`, RUSTC: rustc.executable, CARGO_TERM_COLOR: 'never' },
  });
  if (outcome.kind === 'timeout') return { ok: false, resolve: false, message: `building the crates took longer than ${CRATE_BUILD_BUDGET_MS / 1000} s` };
  if (outcome.kind !== 'exited' || outcome.code !== 0) {
    const says = outcome.stderr.trim();
    const resolve = /no matching package named|failed to select a version|failed to get .* as a dependency|failed to load source/.test(says);
    return { ok: false, resolve, message: says.slice(0, 8 * 1024) || describeExit(outcome) };
  }
  const externs = new Map<string, string>();
  for (const line of outcome.stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    let msg: { reason?: string; target?: { name?: string; kind?: string[] }; filenames?: string[] };
    try {
      msg = JSON.parse(line) as typeof msg;
    } catch {
      continue;
    }
    if (msg.reason !== 'compiler-artifact' || !msg.target?.name) continue;
    const file = msg.filenames?.find((f) => f.endsWith('.rlib') || f.endsWith('.so') || f.endsWith('.dylib'));
    if (file) externs.set(msg.target.name, path.join(dir, path.relative(work, file)));
  }
  const flags: string[] = [];
  for (const c of crates) {
    const file = externs.get(crateName(c.name));
    if (!file) return { ok: false, resolve: false, message: `cargo built no library for ${c.name}` };
    flags.push('--extern', `${crateName(c.name)}=${file}`);
  }
  flags.push('-L', `dependency=${path.join(dir, 'target', release ? 'release' : 'debug', 'deps')}`);
  return { ok: true, flags };
}

/** `cargo vendor` outside the sandbox, with the network: only downloads (no build script runs), from our manifest. */
function vendor(cargo: string, dir: string, into: string, cargoHome: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(
      cargo,
      ['vendor', '--versioned-dirs', '--quiet', into],
      { cwd: dir, timeout: VENDOR_BUDGET_MS, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/', CARGO_HOME: cargoHome } },
      (error) => resolve(!error),
    );
  });
}

/**
 * The crates built for this set, from the cache or now: Debian's registry first, then what `cargo vendor` can
 * fetch. A crate that cannot be had is a message saying what the user can do.
 */
export async function prepareCrates(
  ctx: SandboxContext,
  rustc: Toolchain,
  cacheDir: string,
  crates: CrateSpec[],
  release: boolean,
  registries: string[] = [DEBIAN_REGISTRY],
): Promise<PreparedCrates | { problem: string }> {
  const key = cratesKey(crates, rustc.version, release);
  const done = path.join(cacheDir, `crates-${key}`);
  const flagsFile = path.join(done, 'flags.json');
  try {
    return { flags: JSON.parse(await fs.promises.readFile(flagsFile, 'utf8')) as string[], dir: done };
  } catch {
    // Not built yet.
  }
  const cargo = path.join(path.dirname(rustc.executable), process.platform === 'win32' ? 'cargo.exe' : 'cargo');
  if (!fs.existsSync(cargo)) return { problem: `${CRATE_MISSING_PREFIX} ${crates.map((c) => `\`${c.name}\``).join(', ')}, and building crates needs cargo beside rustc (${cargo} is missing)` };
  await fs.promises.mkdir(cacheDir, { recursive: true });
  // Built where it will stay: the paths in the flags point into it, so it is renamed into place only by name.
  const dir = `${done}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  await fs.promises.mkdir(dir);
  let last: Built = { ok: false, resolve: true, message: '' };
  for (const source of registries.filter((r) => fs.existsSync(r))) {
    last = await buildFrom(ctx, rustc, cargo, dir, source, crates, release);
    if (last.ok || !last.resolve) break;
  }
  if (!last.ok && last.resolve) {
    const vendored = path.join(dir, 'vendor');
    // The offline source replacement would keep cargo vendor from the network.
    await fs.promises.rm(path.join(dir, '.cargo'), { recursive: true, force: true });
    if (await vendor(cargo, dir, vendored, path.join(cacheDir, 'cargo-home'))) last = await buildFrom(ctx, rustc, cargo, dir, vendored, crates, release);
  }
  if (!last.ok) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    if (!last.resolve) return { problem: `the crates this exercise needs did not build:\n${last.message}` };
    return { problem: missingCrateMessage(crates, last.message, await debianCandidates(crates.map((c) => c.name))) };
  }
  const flags = last.flags.map((f) => f.split(dir).join(done));
  await fs.promises.writeFile(path.join(dir, 'flags.json'), JSON.stringify(flags));
  try {
    await fs.promises.rename(dir, done);
  } catch {
    // Another run built the same set first: use its build.
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
  return { flags: JSON.parse(await fs.promises.readFile(flagsFile, 'utf8')) as string[], dir: done };
}
