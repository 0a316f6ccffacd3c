/**
 * Modules a Python test file imports by plain name (`import test_utils`, `from test_utils import x`), top-level
 * names only, in the order they appear, without the solution module. The caller keeps those that exist as a
 * `<name>.py` beside the tests in the exercise folder: Exercism ships such helpers without listing them.
 */
export function helperModules(tests: string, solutionModule: string): string[] {
  const names: string[] = [];
  for (const line of tests.split('\n').slice(0, 5000)) {
    const from = /^\s*from\s+([A-Za-z_][A-Za-z0-9_]*)\s+import\b/.exec(line);
    if (from) names.push(from[1]!);
    const plain = /^\s*import\s+([A-Za-z_][A-Za-z0-9_., ]*)/.exec(line);
    if (plain) {
      for (const part of plain[1]!.split(',')) {
        const top = part.trim().split(/\s+/)[0]!.split('.')[0]!;
        if (top) names.push(top);
      }
    }
  }
  return [...new Set(names)].filter((n) => n !== solutionModule && /^[a-z_][a-z0-9_]{0,63}$/.test(n)).slice(0, 20);
}
