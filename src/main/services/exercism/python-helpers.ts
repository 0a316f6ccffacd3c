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

/**
 * The solution file of a Python exercise whose `.meta/config.json` lists none (older configs have `"solution": []`
 * or only the early `editor.solution_files` key). Exercism names the module after the exercise's slug for practice
 * exercises, but a concept exercise's module is named after its topic (`ghost-gobble-arcade-game` ships
 * `arcade_game.py` beside `arcade_game_test.py`). In order: `<slug_module>.py`, the early config's
 * `editor.solution_files`, then `<name>.py` beside each `<name>_test.py`; the first that exists wins. When none
 * does, `<slug_module>.py`, so the error names the file Exercism's convention expects.
 */
export function defaultSolutionFile(
  slugModule: string,
  legacySolutionFiles: readonly string[],
  testFiles: readonly string[],
  exists: (file: string) => boolean,
): string {
  const fromTests = testFiles.filter((f) => /^[a-z_][a-z0-9_]*_test\.py$/.test(f)).map((f) => `${f.slice(0, -'_test.py'.length)}.py`);
  const candidates = [`${slugModule}.py`, ...legacySolutionFiles, ...fromTests];
  return candidates.find((f) => /^[a-z_][a-z0-9_]*\.py$/.test(f) && exists(f)) ?? `${slugModule}.py`;
}
