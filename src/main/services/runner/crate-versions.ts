import { execFile } from 'node:child_process';
import semver from 'semver';

/**
 * Which version of a crate would satisfy an exercise's requirement, so that a crate that cannot be had is
 * reported with advice that works: Debian packages one version of each crate, and a requirement cargo reads as
 * `^0.7.0` is not met by Debian's 0.6.0 (Exercism's resistor-color asks for enum-iterator 0.7; Debian has 0.6),
 * so "install librust-enum-iterator-dev" would not help there.
 */
/** `1.2.3`, `1.2`, `1`, with a pre-release or build suffix (compared by its numbers only, as before). */
const VERSION = /^\d{1,9}(?:\.\d{1,9}){0,2}(?:[-+~][0-9A-Za-z.+~-]*)?$/;

/**
 * Cargo's requirement as npm's range syntax, which `semver` (npm's own parser) reads: the two agree on `^`, `~`,
 * `=`, the comparisons and `*`, and differ only where cargo reads a bare `1.2.3` as `^1.2.3` and separates the
 * parts of a requirement with commas.
 */
function asNpmRange(req: string): string | null {
  const parts = req.split(',').map((part) => part.trim());
  if (parts.some((part) => part === '')) return null;
  return parts.map((part) => (/^\d/.test(part) ? `^${part}` : part)).join(' ');
}

/**
 * Whether `version` meets cargo's version requirement `req` (`0.7.0`, `^1`, `~0.4.4`, `>=1.2, <2`, `*`); null when
 * either is a form this does not read (then nothing is claimed about it).
 */
export function satisfies(req: string, version: string): boolean | null {
  const range = asNpmRange(req);
  const numbers = VERSION.test(version.trim()) ? semver.coerce(version) : null;
  if (!range || !numbers || semver.validRange(range) === null) return null;
  return semver.satisfies(numbers, range);
}

/** Debian's version string without epoch and revision: `1:0.6.0-1+b1` is upstream 0.6.0. */
export function upstreamVersion(debian: string): string {
  return debian.replace(/^\d+:/, '').replace(/-[^-]*$/, '');
}

export const debianPackage = (crate: string) => `librust-${crate.replace(/_/g, '-').toLowerCase()}-dev`;

/**
 * The version apt would install for each crate's Debian package (`apt-cache policy`, offline, from the local
 * package lists), by crate name. A crate missing from the map is unknown: no apt-cache, no lists, no package.
 * Asked only when a crate cannot be had; apt-cache reads all the lists, 6-7 s on this machine under load.
 */
export function debianCandidates(crates: string[], timeoutMs = 30_000): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (process.platform !== 'linux' || crates.length === 0) return Promise.resolve(found);
  const packages = crates.map(debianPackage);
  return new Promise((resolve) => {
    execFile('apt-cache', ['policy', ...packages], { timeout: timeoutMs, maxBuffer: 256 * 1024, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', LC_ALL: 'C' } }, (error, stdout) => {
      resolve(error && !stdout ? found : parseAptPolicy(String(stdout), crates));
    });
  });
}

/** `apt-cache policy` output (LANG=C) to crate -> upstream candidate version; `(none)` and unknown packages left out. */
export function parseAptPolicy(stdout: string, crates: string[]): Map<string, string> {
  const packages = crates.map(debianPackage);
  const found = new Map<string, string>();
  let current: string | null = null;
  for (const line of stdout.split('\n').slice(0, 5000)) {
    const head = /^(\S+):$/.exec(line);
    if (head) current = head[1]!;
    const candidate = /^\s+Candidate:\s*(\S+)/.exec(line)?.[1];
    const crate = current ? crates[packages.indexOf(current)] : undefined;
    if (crate && candidate && candidate !== '(none)') found.set(crate, upstreamVersion(candidate));
  }
  return found;
}
