import fs from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../support/temp-dir';

/** The fixture's correct solution; its starter returns None and fails both tests. */
export const PY_SOLUTION = 'def add(a, b):\n    return a + b\n';
export const PY_STARTER = 'def add(a, b):\n    # TODO\n    return None\n';

/**
 * A content folder with one small Python problem (`add-two`), so problem tests do not depend on the bundled
 * corpus that another engineer is still writing. Remove it with cleanup().
 */
export function makeFixtureContent(): { dir: string; cleanup: () => void } {
  const temp = makeTempDir('workbench-problems-');
  const dir = path.join(temp.dir, 'problems', 'add-two');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'problem.md'),
    [
      '---',
      'slug: add-two',
      'title: Add two numbers',
      'language: python',
      'domain_tags: [warmup]',
      'axes: [algorithmic]',
      'difficulty: easy',
      'hints:',
      '  - Python has a + operator.',
      '  - Return a + b.',
      '---',
      'Write `add(a, b)` that returns the sum of `a` and `b`.',
      '',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(dir, 'starter.py'), PY_STARTER);
  fs.writeFileSync(path.join(dir, 'reference.py'), PY_SOLUTION);
  fs.writeFileSync(path.join(dir, 'pitfalls.md'), '- Returning a string instead of a number.\n');
  fs.writeFileSync(
    path.join(dir, 'tests.py'),
    [
      'import unittest',
      'from solution import add',
      '',
      'class AddTests(unittest.TestCase):',
      '    def test_small(self):',
      '        self.assertEqual(add(1, 2), 3)',
      '',
      '    def test_negative(self):',
      '        self.assertEqual(add(-1, -2), -3)',
      '',
      "if __name__ == '__main__':",
      '    unittest.main()',
      '',
    ].join('\n'),
  );
  return temp;
}
