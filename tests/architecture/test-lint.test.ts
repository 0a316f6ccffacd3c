import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../support/test-app';

jest.setTimeout(120_000);

type Linted = {
  results: Array<{ file: string; messages: Array<{ line: number; rule: string | null }> }>;
  ignoredByDefault: Record<string, boolean>;
};

const FIXTURES = ['focused.test.ts', 'conditional-expect.test.ts', 'no-expect.test.ts'].map((f) => `tests/fixtures/lint/${f}`);

/**
 * The test lint (eslint.config.mjs, eslint-plugin-jest) really refuses what makes a test pass without testing:
 * the project's own config through ESLint's Node API (tests/support/lint-files.mjs, in its own Node process) on
 * fixture files that `npm run lint` and jest leave out.
 */
describe('lint for tests', () => {
  let linted: Linted;
  beforeAll(() => {
    // --no-ignore, because the fixtures are in the config's ignores (so `npm run lint` stays green).
    const out = spawnSync(process.execPath, ['tests/support/lint-files.mjs', '--no-ignore', ...FIXTURES], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 100_000,
    });
    if (out.status !== 0) throw new Error(`lint-files.mjs failed: ${out.stderr}`);
    linted = JSON.parse(out.stdout) as Linted;
  });
  const rulesFor = (file: string) =>
    linted.results
      .find((r) => path.basename(r.file) === file)!
      .messages.map((m) => `${m.line}: ${m.rule}`)
      .sort();

  it('lints the three fixtures', () => {
    expect(linted.results.map((r) => path.relative(REPO_ROOT, r.file)).sort()).toEqual([...FIXTURES].sort());
  });

  it('refuses it.only', () => {
    expect(rulesFor('focused.test.ts')).toEqual(['3: jest/no-focused-tests']);
  });

  it('refuses an expect inside an if', () => {
    expect(rulesFor('conditional-expect.test.ts')).toEqual(['6: jest/no-conditional-expect']);
  });

  it('refuses a test without an assertion', () => {
    expect(rulesFor('no-expect.test.ts')).toEqual(['6: jest/expect-expect']);
  });

  it('keeps the fixtures out of `npm run lint`', () => {
    expect(Object.values(linted.ignoredByDefault)).toEqual([true, true, true]);
  });
});
