import { execFile } from 'node:child_process';

/**
 * Which version of a crate would satisfy an exercise's requirement, so that a crate that cannot be had is
 * reported with advice that works: Debian packages one version of each crate, and a requirement cargo reads as
 * `^0.7.0` is not met by Debian's 0.6.0 (Exercism's resistor-color asks for enum-iterator 0.7; Debian has 0.6),
 * so "install librust-enum-iterator-dev" would not help there.
 */
type Version = [number, number, number];

/** `1.2.3`, `1.2`, `1`: the numeric part of a version; pre-release and build suffixes are not compared. */
function parseVersion(text: string): { v: Version; parts: number } | null {
  const m = /^(\d{1,9})(?:\.(\d{1,9}))?(?:\.(\d{1,9}))?(?:[-+][0-9A-Za-z.+-]*)?$/.exec(text.trim());
  if (!m) return null;
  const parts = m[3] !== undefined ? 3 : m[2] !== undefined ? 2 : 1;
  return { v: [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)], parts };
}

const cmp = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The exclusive upper bound of cargo's caret requirement (`^1.2.3` < 2.0.0, `^0.7` < 0.8.0, `^0.0.3` < 0.0.4). */
function caretBound({ v, parts }: { v: Version; parts: number }): Version {
  if (v[0] > 0 || parts === 1) return [v[0] + 1, 0, 0];
  if (v[1] > 0 || parts === 2) return [0, v[1] + 1, 0];
  return [0, 0, v[2] + 1];
}

/** The exclusive upper bound of a tilde requirement (`~1.2.3` and `~1.2` < 1.3.0, `~1` < 2.0.0). */
const tildeBound = ({ v, parts }: { v: Version; parts: number }): Version => (parts === 1 ? [v[0] + 1, 0, 0] : [v[0], v[1] + 1, 0]);

function satisfiesOne(req: string, version: Version): boolean | null {
  const m = /^(\^|~|=|>=|<=|>|<)?\s*(.+)$/.exec(req.trim());
  if (!m) return null;
  if (m[2] === '*') return m[1] === undefined ? true : null;
  const base = parseVersion(m[2]!.replace(/\.\*$/, ''));
  if (!base) return null;
  switch (m[1]) {
    case undefined:
    case '^':
      return cmp(version, base.v) >= 0 && cmp(version, caretBound(base)) < 0;
    case '~':
      return cmp(version, base.v) >= 0 && cmp(version, tildeBound(base)) < 0;
    case '=':
      // `=1.2.3` is that version; `=1.2` any 1.2.x; `=1` any 1.x.y.
      return base.parts === 3 ? cmp(version, base.v) === 0 : cmp(version, base.v) >= 0 && cmp(version, tildeBound(base)) < 0;
    case '>=':
      return cmp(version, base.v) >= 0;
    case '>':
      return cmp(version, base.v) > 0;
    case '<=':
      return cmp(version, base.v) <= 0;
    default:
      return cmp(version, base.v) < 0;
  }
}

/**
 * Whether `version` meets cargo's version requirement `req` (`0.7.0`, `^1`, `~0.4.4`, `>=1.2, <2`, `*`); null when
 * either is a form this does not read (then nothing is claimed about it).
 */
export function satisfies(req: string, version: string): boolean | null {
  const v = parseVersion(version);
  if (!v || !req.trim()) return null;
  let all = true;
  for (const part of req.split(',')) {
    const one = satisfiesOne(part, v.v);
    if (one === null) return null;
    all &&= one;
  }
  return all;
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
