import path from 'node:path';
import { readExercise } from '../../src/main/services/exercism/exercise';
import { defaultSolutionFile } from '../../src/main/services/exercism/python-helpers';

/**
 * A Python exercise whose `.meta/config.json` lists no solution file (`"solution": []`, or the early format with
 * only `editor.solution_files`) and whose module is not named after the slug, as Exercism's concept exercises are
 * (`ghost-gobble-arcade-game` ships `arcade_game.py`). Fixtures: tests/fixtures/exercism-shapes/python.
 */
const TRACK = path.join(__dirname, '../fixtures/exercism-shapes/python');
const concept = (slug: string) => path.join(TRACK, 'exercises/concept', slug);

describe('the solution file when the config names none', () => {
  const has = (...files: string[]) => (f: string) => files.includes(f);
  test.each([
    ['named after the slug', ['leap_test.py'], has('leap.py', 'leap_test.py'), 'leap.py'],
    ['the early config format', ['purse_test.py'], has('purse.py'), 'purse.py'],
    ['named by its test file', ['booth_test.py'], has('booth.py'), 'booth.py'],
    ['none exists: the slug module, for the error', ['booth_test.py'], has(), 'toll_booth.py'],
    ['a test file that is not a module name is ignored', ['Bad-Name_test.py'], has('Bad-Name.py'), 'toll_booth.py'],
  ])('%s', (_what, tests, exists, want) => {
    const legacy = want === 'purse.py' ? ['purse.py'] : [];
    const slugModule = want === 'leap.py' ? 'leap' : 'toll_booth';
    expect(defaultSolutionFile(slugModule, legacy, tests, exists)).toBe(want);
  });

  test('an early config path leading out of the folder is never a candidate', () => {
    expect(defaultSolutionFile('coin_purse', ['../../etc/passwd.py', 'sub/x.py'], [], () => true)).toBe('coin_purse.py');
  });

  test('read from the folders: the early config, and the test file beside the module', () => {
    const purse = readExercise(concept('coin-purse'));
    expect(purse).toMatchObject({ kind: 'concept', solution_file: 'purse.py', test_file: 'purse_test.py', layout: { module: 'purse' } });
    expect(purse.code).toContain('def total');
    const booth = readExercise(concept('toll-booth'));
    expect(booth).toMatchObject({ kind: 'concept', solution_file: 'booth.py', test_file: 'booth_test.py', layout: { module: 'booth' } });
  });
});
