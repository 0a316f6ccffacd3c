import fs from 'node:fs';
import path from 'node:path';
import { layoutProblem, SUPPORT_BYTES_MAX, SUPPORT_FILES_MAX } from '../../src/main/services/runner/layout';
import { layoutFromProblemDir } from '../../src/main/services/runner/problem-layout';
import { makeTempDir } from '../support/temp-dir';

/**
 * An imported problem's layout (module name, edition, helper files) is problem content from the user's data
 * folder: checked, never trusted. These are the exact refusals and the limits' boundaries.
 */
describe('layoutProblem', () => {
  test('no layout, or an empty one, is fine', () => {
    expect(layoutProblem(undefined, 'python')).toBeNull();
    expect(layoutProblem({}, 'rust')).toBeNull();
  });

  test('module names: lowercase, digits and _, not starting with a digit, at most 64 characters', () => {
    expect(layoutProblem({ module: 'a' }, 'python')).toBeNull();
    expect(layoutProblem({ module: '_private2' }, 'python')).toBeNull();
    expect(layoutProblem({ module: 'x'.repeat(64) }, 'python')).toBeNull();
    for (const bad of ['x'.repeat(65), '2fast', 'has-dash', 'Upper', 'a.b', '', 'leap\n']) {
      expect(layoutProblem({ module: bad }, 'python')).toBe(
        `the exercise's module name "${bad.slice(0, 80)}" cannot be used (lowercase letters, digits and _ only, not a name the runner uses)`,
      );
    }
  });

  test.each([
    'tests',
    'python_harness',
    'pytest',
    'unittest',
    'solution_tests',
    'sys',
    'os',
    'json',
    'ast',
    'random',
    'traceback',
    'functools',
    're',
    'std',
    'core',
    'alloc',
    'test',
  ])('the runner\'s own name "%s" cannot be the module', (name) => {
    expect(layoutProblem({ module: name }, 'python')).toMatch(/cannot be used/);
  });

  test('a long module name is quoted cut to 80 characters', () => {
    expect(layoutProblem({ module: 'Z'.repeat(100) }, 'python')).toContain(`"${'Z'.repeat(80)}"`);
  });

  test('editions 2015, 2018, 2021 and 2024 only', () => {
    for (const edition of ['2015', '2018', '2021', '2024'] as const)
      expect(layoutProblem({ edition }, 'rust')).toBeNull();
    expect(layoutProblem({ edition: '2030' as never }, 'rust')).toBe(
      'Rust edition 2030 is not one of 2015, 2018, 2021, 2024',
    );
  });

  test(`at most ${SUPPORT_FILES_MAX} helper files`, () => {
    const files = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`h${i}.py`, '']));
    expect(layoutProblem({ support_files: files(SUPPORT_FILES_MAX) }, 'python')).toBeNull();
    expect(layoutProblem({ support_files: files(SUPPORT_FILES_MAX + 1) }, 'python')).toBe(
      `the tests need ${SUPPORT_FILES_MAX + 1} helper files; at most ${SUPPORT_FILES_MAX} are supported`,
    );
  });

  test('helper files may hold 1 MB together, counted in UTF-8 bytes', () => {
    const half = 'x'.repeat(SUPPORT_BYTES_MAX / 2);
    expect(layoutProblem({ support_files: { 'a.py': half, 'b.py': half } }, 'python')).toBeNull();
    expect(layoutProblem({ support_files: { 'a.py': half, 'b.py': `${half}x` } }, 'python')).toBe(
      "the tests' helper files are larger than 1 MB together",
    );
    // 'é' is two bytes: half as many characters already fill the limit.
    expect(layoutProblem({ support_files: { 'a.py': 'é'.repeat(SUPPORT_BYTES_MAX / 2 + 1) } }, 'python')).toBe(
      "the tests' helper files are larger than 1 MB together",
    );
  });

  test('helper file names that the runner cannot use', () => {
    const refused = (name: string, module?: string, language: 'python' | 'rust' = 'python') =>
      layoutProblem({ support_files: { [name]: '' }, ...(module ? { module } : {}) }, language);
    const message = (name: string) => `a helper file of the tests is named "${name}", which the runner cannot use`;
    // The code file itself, under its default or its module name, per language.
    expect(refused('solution.py')).toBe(message('solution.py'));
    expect(refused('solution.rs', undefined, 'rust')).toBe(message('solution.rs'));
    expect(refused('solution.rs')).toBeNull();
    expect(refused('leap.py', 'leap')).toBe(message('leap.py'));
    expect(refused('solution.py', 'leap')).toBeNull();
    for (const own of ['tests.py', 'tests.rs', 'pytest.py', 'python_harness.py'])
      expect(refused(own)).toBe(message(own));
    // A name that would shadow a module the harness imports, whatever its extension.
    expect(refused('json.txt')).toBe(message('json.txt'));
    expect(refused('os.py')).toBe(message('os.py'));
    // Paths and odd names.
    for (const bad of ['../x.py', 'sub/x.py', '.hidden', '-x.py', 'a..b', 'x'.repeat(81)])
      expect(refused(bad)).toBe(message(bad.slice(0, 80)));
  });

  test('ordinary helper names are accepted', () => {
    expect(
      layoutProblem(
        { support_files: { 'helpers.py': 'x = 1', 'data_file-1.txt': '', ['a'.repeat(80)]: '' } },
        'python',
      ),
    ).toBeNull();
  });
});

describe('layoutFromProblemDir', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir('workbench-layout-dir-');
  });
  afterEach(() => temp.cleanup());

  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(temp.dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(temp.dir, rel), text);
  };
  const thrown = () => {
    try {
      layoutFromProblemDir(temp.dir);
    } catch (err) {
      return (err as Error).message;
    }
    return 'no error';
  };

  test('our own corpus has no exercism.json: no layout', () => {
    expect(layoutFromProblemDir(temp.dir)).toBeUndefined();
  });

  test('module, edition and helper files are read; empty parts are left out', () => {
    write('exercism.json', JSON.stringify({ module: 'leap', edition: '2018', support_files: ['helper.rs'] }));
    write('support/helper.rs', 'pub fn h() {}\n');
    expect(layoutFromProblemDir(temp.dir)).toEqual({
      module: 'leap',
      edition: '2018',
      support_files: { 'helper.rs': 'pub fn h() {}\n' },
    });
    write('exercism.json', JSON.stringify({}));
    expect(layoutFromProblemDir(temp.dir)).toEqual({});
  });

  test('an invalid exercism.json is refused', () => {
    write('exercism.json', JSON.stringify({ edition: '1999' }));
    expect(thrown()).toBe('exercism.json of this problem is not valid');
  });

  test('exercism.json larger than 64 KB, or not a regular file, is refused', () => {
    write('exercism.json', JSON.stringify({ module: 'x', pad: 'p'.repeat(64 * 1024) }));
    expect(thrown()).toBe('exercism.json is not a regular file of at most 65536 bytes');
    fs.rmSync(path.join(temp.dir, 'exercism.json'));
    fs.mkdirSync(path.join(temp.dir, 'exercism.json'));
    expect(thrown()).toBe('exercism.json is not a regular file of at most 65536 bytes');
  });

  test('exercism.json of exactly 64 KB is read', () => {
    const base = JSON.stringify({ module: 'x', pad: '' });
    write('exercism.json', JSON.stringify({ module: 'x', pad: 'p'.repeat(64 * 1024 - base.length) }));
    expect(fs.statSync(path.join(temp.dir, 'exercism.json')).size).toBe(64 * 1024);
    expect(layoutFromProblemDir(temp.dir)).toEqual({ module: 'x' });
  });

  test('a symlink in place of a helper file is refused (lstat: links are not followed)', () => {
    write('exercism.json', JSON.stringify({ support_files: ['h.py'] }));
    write('elsewhere.py', 'x = 1\n');
    fs.mkdirSync(path.join(temp.dir, 'support'));
    fs.symlinkSync(path.join(temp.dir, 'elsewhere.py'), path.join(temp.dir, 'support', 'h.py'));
    expect(thrown()).toBe('h.py is not a regular file of at most 1048576 bytes');
  });

  test('helper names that leave support/ are refused, and a missing helper is named', () => {
    for (const name of ['../x.py', 'a/b.py', 'a\\b.py', '.hidden']) {
      write('exercism.json', JSON.stringify({ support_files: [name] }));
      expect(thrown()).toBe('exercism.json names a helper file outside support/');
    }
    write('exercism.json', JSON.stringify({ support_files: ['gone.py'] }));
    expect(thrown()).toBe('the helper file support/gone.py is missing');
  });
});
