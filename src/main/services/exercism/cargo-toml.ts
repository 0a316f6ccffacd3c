/**
 * The three things the runner needs from an exercise's Cargo.toml: the package name (the crate the tests
 * `use`), the edition and whether it has dependencies. A line-based reader of the simple files Exercism ships,
 * not a TOML parser: anything it does not understand is left at the default.
 */
export type CargoInfo = { name: string | null; edition: string | null; dependencies: string[] };

export function readCargoToml(text: string): CargoInfo {
  let section = '';
  const info: CargoInfo = { name: null, edition: null, dependencies: [] };
  for (const raw of text.split('\n').slice(0, 2000)) {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) continue;
    const head = /^\[([^\]]+)\]$/.exec(line);
    if (head) {
      section = head[1]!.trim();
      continue;
    }
    const kv = /^([A-Za-z0-9_.-]+)\s*=\s*(.*)$/.exec(line);
    if (!kv) continue;
    const [, key, value] = kv as unknown as [string, string, string];
    const str = /^"([^"]*)"$/.exec(value)?.[1] ?? null;
    if (section === 'package' && key === 'name') info.name = str;
    if (section === 'package' && key === 'edition') info.edition = str;
    // [dependencies], [dev-dependencies] and [dependencies.<name>] tables all need crates plain rustc cannot fetch.
    if (/^(dev-)?dependencies$/.test(section)) info.dependencies.push(key.split('.')[0]!);
    const table = /^(?:dev-)?dependencies\.(.+)$/.exec(section);
    if (table && !info.dependencies.includes(table[1]!)) info.dependencies.push(table[1]!);
  }
  return info;
}

/** Cargo's crate name for a package name: `-` becomes `_`. */
export const crateName = (packageName: string): string => packageName.replace(/-/g, '_');
