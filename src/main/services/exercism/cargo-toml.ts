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
};

const strings = (value: string): string[] => [...value.matchAll(/"([^"]*)"/g)].map((m) => m[1]!);

export function readCargoToml(text: string): CargoInfo {
  let section = '';
  const info: CargoInfo = { name: null, edition: null, dependencies: [], features: [], defaultFeatures: [] };
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
    // [dependencies], [dev-dependencies] and [dependencies.<name>] tables all need crates plain rustc cannot fetch.
    if (/^(dev-)?dependencies$/.test(section)) info.dependencies.push(key.split('.')[0]!);
    const table = /^(?:dev-)?dependencies\.(.+)$/.exec(section);
    if (table && !info.dependencies.includes(table[1]!)) info.dependencies.push(table[1]!);
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
