import fs from 'node:fs';
import path from 'node:path';
import type { Channel } from '../../src/shared/ipc/contract';
import { copyExercise, uploadFiles } from '../support/exercism-upload';
import { submitWork } from '../support/submit-work';
import { makeTempDir } from '../support/temp-dir';
import { createTestApp, REPO_ROOT, startApp, unwrap } from '../support/test-app';

/**
 * Issue 18 item 1: Problems → Import from Exercism, over the channel the screen calls, on real SQLite with the
 * real runner. A user's attempts and saved work on an imported exercise survive a re-import of the same exercise
 * with changed files, and a restart on the same data folder.
 */
jest.setTimeout(120_000);

const LEAP = path.join(REPO_ROOT, 'tests', 'fixtures', 'exercism', 'python', 'exercises', 'practice', 'leap');
const SLUG = 'exercism-python-leap';
const SOLUTION = 'def leap_year(year):\n    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)\n';
const WRONG = 'def leap_year(year):\n    return year % 4 == 0\n';

describe('exercism:import keeps attempts across a re-import', () => {
  let app: ReturnType<typeof createTestApp>;
  let work: ReturnType<typeof makeTempDir>;
  const call = <C extends Channel>(channel: C, input: unknown) => app.router.invoke(channel, input);
  beforeEach(async () => {
    app = createTestApp();
    work = makeTempDir();
    // Without bubblewrap the runner asks once per profile; this test is about imports, so answer yes.
    unwrap(await call('runner:acknowledge-unsandboxed', {}));
  });
  afterEach(() => {
    app.close();
    work.cleanup();
  });

  test('imported, solved, re-imported with changed files: same attempts and work, new tests and statement', async () => {
    const dir = copyExercise(LEAP, path.join(work.dir, 'leap'));
    const first = unwrap(await call('exercism:import', { folder_name: 'leap', files: uploadFiles(dir) }));
    expect(first.report).toEqual([
      {
        exercise: 'leap',
        kind: 'practice',
        outcome: 'imported',
        problem_slug: SLUG,
        title: 'Leap (Exercism)',
        reason: null,
      },
    ]);
    // Loaded at once: listed, and its page has the statement.
    const list = unwrap(await call('problems:list', {})) as { problems: Array<{ slug: string }> };
    expect(list.problems.map((p) => p.slug)).toContain(SLUG);

    // Two attempts (one failing, one passing) and saved work on the imported problem.
    const wrong = unwrap(await submitWork(app.router, { slug: SLUG, code: WRONG, confidence: 2 }));
    expect(wrong.result.status).toBe('failed');
    const right = unwrap(
      await submitWork(app.router, { slug: SLUG, code: SOLUTION, notes: 'kept across re-import', confidence: 4 }),
    );
    expect(right.result.status).toBe('passed');
    const attemptsBefore = unwrap(await call('attempts:list', { slug: SLUG }));
    expect(attemptsBefore.attempts).toHaveLength(2);
    const workBefore = unwrap(await call('problems:get-work', { slug: SLUG, mode: 'practice' }));

    // The exercise changes upstream: one more test (that the right solution passes) and a new instruction line.
    fs.appendFileSync(
      path.join(dir, 'leap_test.py'),
      '\n    def test_year_divisible_by_200_not_by_400_in_common_year(self):\n        self.assertIs(leap_year(1800), False)\n',
    );
    fs.appendFileSync(path.join(dir, '.docs', 'instructions.md'), '\nThe year 1800 was not a leap year.\n');
    const second = unwrap(await call('exercism:import', { folder_name: 'leap', files: uploadFiles(dir) }));
    expect(second.report[0]).toMatchObject({ outcome: 'updated', problem_slug: SLUG, reason: null });

    // The catalog serves the new version without a restart: statement and the added test run.
    const view = unwrap(await call('problems:get', { slug: SLUG })) as { statement_md: string };
    expect(view.statement_md).toContain('The year 1800 was not a leap year.');
    const run = unwrap(await call('problems:run-tests', { slug: SLUG, code: SOLUTION }));
    expect(run.tests.map((t) => t.name)).toContain('LeapTest.test_year_divisible_by_200_not_by_400_in_common_year');
    expect(run.tests).toHaveLength(6);

    // Attempts and saved work are exactly as they were.
    expect(unwrap(await call('attempts:list', { slug: SLUG }))).toEqual(attemptsBefore);
    expect(unwrap(await call('problems:get-work', { slug: SLUG, mode: 'practice' }))).toEqual(workBefore);

    // Same files again: nothing is run or written.
    const third = unwrap(await call('exercism:import', { folder_name: 'leap', files: uploadFiles(dir) }));
    expect(third.report[0]).toMatchObject({ outcome: 'unchanged', problem_slug: SLUG, title: 'Leap (Exercism)' });

    // A restart on the same data folder: the updated problem loads from the user folder, the attempts are there.
    const again = startApp(app.dataDir, { clock: app.clock });
    try {
      const restarted = unwrap(await again.router.invoke('problems:get', { slug: SLUG })) as { statement_md: string };
      expect(restarted.statement_md).toContain('The year 1800 was not a leap year.');
      expect(unwrap(await again.router.invoke('attempts:list', { slug: SLUG }))).toEqual(attemptsBefore);
    } finally {
      again.close();
    }
  });

  test('a failing re-import (reference broken upstream) keeps the old problem and the attempts', async () => {
    const dir = copyExercise(LEAP, path.join(work.dir, 'leap'));
    unwrap(await call('exercism:import', { folder_name: 'leap', files: uploadFiles(dir) }));
    unwrap(await submitWork(app.router, { slug: SLUG, code: SOLUTION, confidence: 4 }));
    fs.writeFileSync(path.join(dir, '.meta', 'example.py'), WRONG);
    fs.appendFileSync(path.join(dir, '.docs', 'instructions.md'), '\nChanged.\n');
    const report = unwrap(await call('exercism:import', { folder_name: 'leap', files: uploadFiles(dir) })).report;
    expect(report[0]).toMatchObject({ outcome: 'failed', problem_slug: SLUG, title: null });
    expect(report[0]!.reason).toMatch(/^The reference solution does not pass its tests .*Fix the exercise folder/);
    const view = unwrap(await call('problems:get', { slug: SLUG })) as { statement_md: string; reference?: string };
    expect(view.statement_md).not.toContain('Changed.');
    expect(unwrap(await call('attempts:list', { slug: SLUG })).attempts).toHaveLength(1);
  });

  test('uploads that are not one exercise folder are refused with what to pick instead', async () => {
    const files = uploadFiles(LEAP);
    const refused = async (input: unknown) => {
      const r = await call('exercism:import', input);
      expect(r.ok).toBe(false);
      return r.ok ? null : r.error;
    };
    expect(
      await refused({ folder_name: 'leap', files: files.filter((f) => f.path !== '.meta/config.json') }),
    ).toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('has no .meta/config.json. Pick the exercise'),
    });
    const track = files.map((f) => ({ ...f, path: `exercises/practice/leap/${f.path}` }));
    expect(await refused({ folder_name: 'python', files: track })).toMatchObject({
      message: expect.stringContaining('whole track checkout'),
    });
    const nested = files.map((f) => ({ ...f, path: `leap/${f.path}` }));
    expect(await refused({ folder_name: 'practice', files: nested })).toMatchObject({
      message: expect.stringContaining('but leap inside it is'),
    });
    for (const bad of ['../leap.py', '/etc/passwd', 'a/../../b', 'a\\b', '']) {
      expect(await refused({ folder_name: 'leap', files: [...files, { path: bad, text: 'x' }] })).toMatchObject({
        code: 'invalid_input',
      });
    }
    expect(await refused({ folder_name: 'Leap Year', files })).toMatchObject({
      message: expect.stringContaining('exercise slug'),
    });
    expect(
      await refused({ folder_name: 'leap', files: [...files, { path: 'big.txt', text: 'x'.repeat(1024 * 1024 + 1) }] }),
    ).toMatchObject({
      message: expect.stringContaining('larger than 1024 KB'),
    });
    const many = Array.from({ length: 101 }, (_, i) => ({ path: `f${i}.txt`, text: '' }));
    expect(await refused({ folder_name: 'leap', files: many })).toMatchObject({
      message: expect.stringContaining('not a whole track'),
    });
    expect(await refused({ folder_name: 'leap', files: [...files, files[0]] })).toMatchObject({
      message: expect.stringContaining('listed twice'),
    });
    // Nothing was written for any of them, and the scratch folder is clean.
    expect(fs.existsSync(path.join(app.dataDir, 'problems', SLUG))).toBe(false);
    const scratch = path.join(app.dataDir, 'runner');
    expect(
      fs.existsSync(scratch) ? fs.readdirSync(scratch).filter((n) => n.startsWith('exercism-upload-')) : [],
    ).toEqual([]);
  });

  test('an exercise that needs a crate this machine cannot provide is reported skipped with what to do, and nothing is written', async () => {
    const dice = path.join(REPO_ROOT, 'tests', 'fixtures', 'exercism', 'rust', 'exercises', 'practice', 'dice');
    // int-enum has no Debian package and there is no network here: the crate cannot be had.
    const files = uploadFiles(dice).map((f) =>
      f.path === 'Cargo.toml' ? { ...f, text: f.text.replace('rand = "0.8"', 'int-enum = "1.1"') } : f,
    );
    const report = unwrap(await call('exercism:import', { folder_name: 'dice', files })).report;
    expect(report).toEqual([
      {
        exercise: 'dice',
        kind: 'practice',
        outcome: 'skipped',
        problem_slug: 'exercism-rust-dice',
        title: null,
        reason: expect.stringMatching(
          /^This exercise needs the crate `int-enum` 1\.1, which is not available offline on this machine: .*apt-get install librust-int-enum-dev.*network/,
        ),
      },
    ]);
    expect(fs.readdirSync(path.join(app.dataDir, 'problems'))).toEqual([]);
  });
});
