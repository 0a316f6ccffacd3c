import { matchingBrace, withoutDisabledItems } from './rust-cfg';

/**
 * The test functions a problem's tests.rs defines, read from its text (trusted problem content, never the
 * learner's code), in the order they are written: every `fn` carrying `#[test]`, `#[ignore]` ones included (the
 * runner runs them with `--include-ignored`: an ignored test must never make a run look green). The runner only
 * counts libtest results for these names, so a `#[test]` the solution adds cannot stand in for them.
 */
export function expectedRustTests(testsRs: string, features: readonly string[] = []): string[] {
  // Comments could hide or fake an attribute; drop them first (strings in tests.rs do not contain `#[test]`).
  // Then what `#[cfg(feature = ...)]` turns off: cargo would not compile those tests with default features.
  const text = withoutDisabledItems(testsRs.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, ''), features);
  const names: string[] = [];
  const re = /((?:#\s*\[[^\]]*\]\s*)+)(?:pub(?:\([^)]*\))?\s+)?(?:async\s+)?(?:unsafe\s+)?fn\s+([A-Za-z_][A-Za-z0-9_]*)/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const attrs = m[1]!;
    if (!/#\s*\[\s*test\s*\]/.test(attrs)) continue;
    names.push(m[2]!);
  }
  return [...new Set(names)];
}

/**
 * Each test's body as written in tests.rs (Exercism's `test_code`): the text between the braces of `fn <name>`,
 * dedented. Braces inside string and char literals are skipped; a body that cannot be delimited is left out.
 */
export function rustTestBodies(testsRs: string, features: readonly string[] = []): Map<string, string> {
  const bodies = new Map<string, string>();
  for (const name of expectedRustTests(testsRs, features)) {
    const head = new RegExp(`\\bfn\\s+${name}\\s*\\([^)]*\\)[^{]*\\{`).exec(testsRs);
    if (!head) continue;
    const start = head.index + head[0].length;
    const end = matchingBrace(testsRs, start);
    if (end < 0) continue;
    bodies.set(name, dedent(testsRs.slice(start, end)));
  }
  return bodies;
}

function dedent(block: string): string {
  const lines = block.replace(/^\s*\n/, '').trimEnd().split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  return lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n');
}
