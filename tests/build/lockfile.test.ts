import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// `npm ci` refuses a lock file in which a package's optional dependency has no entry of its own
// ("Missing: x@ from lock file"), and CI starts with `npm ci`. `npm install` writes such a lock when
// the registry it talks to lacks some platform builds (ours mirrors only linux-x64 ones of
// @open-spaced-repetition/binding 0.5.0), so the entries are written by hand: see docs/decisions.md.
type LockEntry = { optionalDependencies?: Record<string, string>; dependencies?: Record<string, string> };

function lockPackages(): Record<string, LockEntry> {
  const lock = JSON.parse(readFileSync(join(__dirname, '../../package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  return lock.packages;
}

function resolves(packages: Record<string, LockEntry>, from: string, name: string): boolean {
  // Node's lookup: the package's own node_modules, then each ancestor's, then the top level.
  let dir = from;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const at = dir.lastIndexOf('/node_modules/');
    dir = at === -1 ? '' : dir.slice(0, at);
  }
}

describe('package-lock.json', () => {
  it('has an entry for every optional dependency of every locked package', () => {
    const packages = lockPackages();
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolves(packages, path, name)) missing.push(`${path || '(root)'} -> ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds a missing optional dependency (the check can fail)', () => {
    const packages = { 'node_modules/a': { optionalDependencies: { b: '^1.0.0' } } };
    expect(resolves(packages, 'node_modules/a', 'b')).toBe(false);
    expect(resolves({ ...packages, 'node_modules/b': {} }, 'node_modules/a', 'b')).toBe(true);
    expect(resolves({ ...packages, 'node_modules/a/node_modules/b': {} }, 'node_modules/a', 'b')).toBe(true);
  });
});
