/**
 * `#[cfg(...)]` in a problem's tests.rs, evaluated as rustc will with the features the runner passes
 * (`--cfg feature="x"`, cargo's default features): a test under a feature that is off is not compiled, so it is
 * not an expected test. Unknown predicates (`unix`, `target_os = ...`) count as on, so a test is never dropped
 * by a guess: at worst it is expected and missing, which is an error, never a pass.
 */
export function cfgEnabled(predicate: string, features: readonly string[]): boolean {
  const p = predicate.trim();
  const call = /^(all|any|not)\s*\(([\s\S]*)\)$/.exec(p);
  if (call) {
    const args = splitTopLevel(call[2]!);
    if (call[1] === 'not') return !cfgEnabled(args[0] ?? '', features);
    if (call[1] === 'all') return args.every((a) => cfgEnabled(a, features));
    return args.some((a) => cfgEnabled(a, features));
  }
  const feature = /^feature\s*=\s*"([^"]*)"$/.exec(p);
  if (feature) return features.includes(feature[1]!);
  return true;
}

function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((s) => s.trim()).filter(Boolean);
}

/** Index of the `}` closing the block that starts after `from` (string literals and line comments skipped). */
export function matchingBrace(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

/**
 * tests.rs without the items a `#[cfg(...)]` turns off (a `fn`, a `mod { ... }`, a `use ...;`): each is replaced
 * by as many newlines as it spanned, so line numbers elsewhere stay as written.
 */
export function withoutDisabledItems(text: string, features: readonly string[]): string {
  let out = text;
  const attr = /#\s*\[\s*cfg\s*\(/g;
  for (let m = attr.exec(out); m !== null; m = attr.exec(out)) {
    const open = m.index + m[0].length;
    let depth = 1;
    let i = open;
    for (; i < out.length && depth > 0; i++) {
      if (out[i] === '(') depth++;
      else if (out[i] === ')') depth--;
    }
    if (depth !== 0) break;
    const predicate = out.slice(open, i - 1);
    if (cfgEnabled(predicate, features)) continue;
    // The item after the attribute (and any further attributes): up to `;` or through its braced block.
    let j = i;
    while (j < out.length && out[j] !== '{' && out[j] !== ';') j++;
    const end = out[j] === ';' ? j : matchingBrace(out, j + 1);
    if (end < 0) break;
    const removed = out.slice(m.index, end + 1);
    out = out.slice(0, m.index) + '\n'.repeat(removed.split('\n').length - 1) + out.slice(end + 1);
    attr.lastIndex = m.index;
  }
  return out;
}
