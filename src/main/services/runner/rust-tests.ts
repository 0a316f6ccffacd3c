/**
 * The test functions a problem's tests.rs defines, read from its text (trusted problem content, never the
 * learner's code): every `fn` carrying `#[test]`, except those also marked `#[ignore]`. The runner only counts
 * libtest results for these names under `tests::`, so a `#[test]` the solution adds cannot stand in for them.
 */
export function expectedRustTests(testsRs: string): string[] {
  // Comments could hide or fake an attribute; drop them first (strings in tests.rs do not contain `#[test]`).
  const text = testsRs.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
  const names: string[] = [];
  const re = /((?:#\s*\[[^\]]*\]\s*)+)(?:pub(?:\([^)]*\))?\s+)?(?:async\s+)?(?:unsafe\s+)?fn\s+([A-Za-z_][A-Za-z0-9_]*)/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const attrs = m[1]!;
    if (!/#\s*\[\s*test\s*\]/.test(attrs)) continue;
    if (/#\s*\[\s*ignore\b/.test(attrs)) continue;
    names.push(m[2]!);
  }
  return [...new Set(names)];
}
