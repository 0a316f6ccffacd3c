import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from './test-app';

/**
 * Scripted model replies for generated-content tests, built on the bundled pass-at-k problem so
 * the runner's verdicts are real: its reference passes, and the broken version below fails.
 */
export const SOURCE_SLUG = 'pass-at-k';
const dir = path.join(CONTENT_DIR, 'problems', SOURCE_SLUG);
export const SOURCE_REFERENCE = fs.readFileSync(path.join(dir, 'reference.py'), 'utf8');
export const SOURCE_TESTS = fs.readFileSync(path.join(dir, 'tests.py'), 'utf8');

/** The product loop off by one: every ratio term uses i + 1, so every non-trivial answer is wrong. */
export const BROKEN = SOURCE_REFERENCE.replace('ratio *= 1.0 - k / i', 'ratio *= 1.0 - k / (i + 1)');

export function debuggingReply(
  options: { broken?: string; tests?: string; title?: string; statement_md?: string; hints?: string[]; pitfalls_md?: string } = {},
): string {
  return JSON.stringify({
    title: options.title ?? 'Debug: pass@k off by one',
    statement_md: options.statement_md ?? 'This `pass_at_k` gives wrong answers. Find the bug and fix it.',
    broken: options.broken ?? BROKEN,
    tests: options.tests ?? SOURCE_TESTS,
    hints: options.hints ?? ['Compare one term of the product with the definition.'],
    pitfalls_md: options.pitfalls_md ?? 'Off-by-one in the product bounds.',
  });
}

const ADD_TESTS = [
  'import unittest',
  'from solution import add',
  '',
  'class AddTest(unittest.TestCase):',
  '    def test_small(self):',
  '        self.assertEqual(add(2, 3), 5)',
  '',
  '    def test_negative(self):',
  '        self.assertEqual(add(-2, 3), 1)',
  '',
].join('\n');

export function exerciseReply(options: { reference?: string; language?: 'python' | 'rust'; slug?: string } = {}): string {
  return JSON.stringify({
    slug: options.slug ?? 'add-two',
    title: 'Add two numbers',
    language: options.language ?? 'python',
    domain_tags: ['arithmetic'],
    axes: ['algorithmic'],
    difficulty: 'easy',
    hints: ['Use +.'],
    statement_md: 'Write `add(a, b)` returning the sum.',
    starter: 'def add(a, b):\n    raise NotImplementedError\n',
    tests: ADD_TESTS,
    reference: options.reference ?? 'def add(a, b):\n    return a + b\n',
    pitfalls_md: 'None really.',
  });
}

export function guideReply(): string {
  return JSON.stringify({
    title: 'Guide: what to look for',
    look_for: ['How the loss is defined', 'Which terms dominate'],
    self_check: ['What is minimised?', 'Why the log?', 'What breaks at zero?'],
  });
}
