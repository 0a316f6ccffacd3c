/**
 * What the runner needs from an exercise's Cargo.toml: the package name (the crate the tests `use`), the
 * edition, whether it has dependencies, and its features (which `#[cfg(feature = "...")]` tests cargo compiles
 * by default). A line-based reader of the simple files Exercism ships, not a TOML parser: anything it does not
 * understand is left at the default.
 */
export type CargoInfo = {
  name: string | null;
  edition: string | null;
  dependencies: string[];
  /** Every feature `[features]` defines. */
  features: string[];
  /** The features cargo turns on without flags: `default` and everything it enables, transitively. */
  defaultFeatures: string[];
  /** Each dependency in a form we build from a registry: a version requirement, with features. */
  crates: CrateSpec[];
  /** A dependency we do not build (a path, git, another registry, a renamed package), named with why. */
  unsupported: string | null;
};

/** A registry dependency: `rand = "0.8"` or `rand = { version = "0.8", features = [...], default-features = false }`. */
export type CrateSpec = { name: string; version: string; features?: string[]; default_features?: boolean };

const CRATE_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const VERSION_REQ = /^[0-9A-Za-z.*^~=<>, +-]{1,40}$/;

/** One dependency line's value, or why it cannot be built offline. */
function crateSpec(name: string, value: string): CrateSpec | string {
  if (!CRATE_NAME.test(name)) return `the dependency ${name.slice(0, 40)} has a name cargo does not accept`;
  const plain = /^"([^"]*)"$/.exec(value);
  if (plain) return VERSION_REQ.test(plain[1]!) ? { name, version: plain[1]! } : `${name}'s version "${plain[1]!.slice(0, 40)}" is not a version requirement`;
  const table = /^\{(.*)\}$/.exec(value);
  if (!table) return `${name} is not given as a version or an inline table`;
  const body = table[1]!;
  const version = /(?:^|[,{\s])version\s*=\s*"([^"]*)"/.exec(body)?.[1];
  const keys = [...body.matchAll(/(?:^|,)\s*([A-Za-z_-]+)\s*=/g)].map((m) => m[1]!);
  const other = keys.find((k) => !['version', 'features', 'default-features', 'optional'].includes(k));
  if (other) return `${name} uses \`${other}\`, which an offline build from a registry cannot follow`;
  if (!version || !VERSION_REQ.test(version)) return `${name} names no version requirement`;
  const features = /features\s*=\s*\[([^\]]*)\]/.exec(body.replace(/default-features\s*=\s*\w+/, ''))?.[1];
  const defaults = /default-features\s*=\s*(true|false)/.exec(body)?.[1];
  const list = features === undefined ? [] : strings(features);
  if (list.some((f) => !/^[A-Za-z0-9_/-]{1,64}$/.test(f))) return `${name} asks for a feature cargo does not accept`;
  return { name, version, ...(list.length ? { features: list } : {}), ...(defaults === 'false' ? { default_features: false } : {}) };
}

const strings = (value: string): string[] => [...value.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);

export function readCargoToml(text: string): CargoInfo {
  let section = '';
  const info: CargoInfo = { name: null, edition: null, dependencies: [], features: [], defaultFeatures: [], crates: [], unsupported: null };
  const enables = new Map<string, string[]>();
  const lines = text.split('\n').slice(0, 2000);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/#.*$/, '').trim();
    if (!line) continue;
    const head = /^\[([^\]]+)\]$/.exec(line);
    if (head) {
      section = head[1]!.trim();
      continue;
    }
    const kv = /^([A-Za-z0-9_."-]+)\s*=\s*(.*)$/.exec(line);
    if (!kv) continue;
    const key = kv[1]!.replace(/"/g, '');
    let value = kv[2]!;
    // A feature list may span lines: read on to its closing bracket.
    while (section === 'features' && value.startsWith('[') && !value.includes(']') && i + 1 < lines.length) value += ` ${lines[++i]!.replace(/#.*$/, '')}`;
    const str = /^"([^"]*)"$/.exec(value)?.[1] ?? null;
    if (section === 'package' && key === 'name') info.name = str;
    if (section === 'package' && key === 'edition') info.edition = str;
    if (section === 'features') enables.set(key, strings(value));
    // [dependencies] and [dev-dependencies] (both reach the tests) are built from a registry;
    // [dependencies.<name>] tables and dotted keys are not read, so they are named as unsupported.
    if (/^(dev-)?dependencies$/.test(section)) {
      info.dependencies.push(key.split('.')[0]!);
      const spec = key.includes('.') ? `${key} is a dotted key, which is not read` : crateSpec(key, value.trim());
      if (typeof spec === 'string') info.unsupported ??= spec;
      else if (!info.crates.some((c) => c.name === spec.name)) info.crates.push(spec);
    }
    const table = /^(?:dev-)?dependencies\.(.+)$/.exec(section);
    if (table && !info.dependencies.includes(table[1]!)) {
      info.dependencies.push(table[1]!);
      info.unsupported ??= `${table[1]} is given as a [dependencies.${table[1]}] table, which is not read`;
    }
  }
  info.features = [...enables.keys()].filter((f) => f !== 'default');
  const on = new Set<string>();
  const visit = (feature: string) => {
    for (const next of enables.get(feature) ?? []) {
      // `dep:x` and `x/feature` switch on dependencies' features, not this crate's cfg.
      if (next.includes(':') || next.includes('/') || on.has(next)) continue;
      on.add(next);
      visit(next);
    }
  };
  visit('default');
  info.defaultFeatures = [...on];
  return info;
}

/** Cargo's crate name for a package name: `-` becomes `_`. */
export const crateName = (packageName: string): string => packageName.replace(/-/g, '_');
