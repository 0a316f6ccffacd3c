import { layoutProblem } from '../../src/main/services/runner/layout';
import { layoutFromProblemDir } from '../../src/main/services/runner/problem-layout';
import fs from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../support/temp-dir';

/** The layout fields for several test files and for crates are problem content: checked, never trusted. */
const tmp = makeTempDir('workbench-layout-extras-');
afterAll(() => tmp.cleanup());

describe('test_files', () => {
  test('a second test file must be one of the helper files, a .py module, in a Python exercise', () => {
    const support = { 'extra_test.py': 'import unittest\n' };
    expect(layoutProblem({ module: 'two', support_files: support, test_files: ['extra_test.py'] }, 'python')).toBeNull();
    expect(layoutProblem({ module: 'two', support_files: support, test_files: ['other_test.py'] }, 'python')).toMatch(/is not one of the tests' helper files/);
    expect(layoutProblem({ module: 'two', support_files: { 'Extra-Test.py': '' }, test_files: ['Extra-Test.py'] }, 'python')).toMatch(/cannot run/);
    expect(layoutProblem({ module: 'two', support_files: { 'x.rs': '' }, test_files: ['x.rs'] }, 'rust')).toMatch(/cannot run/);
  });

  test('the harness\'s own module names cannot be taken by the exercise', () => {
    for (const name of ['harness_plan', 'harness_channel', 'harness_guard', 'harness_result']) {
      expect(layoutProblem({ module: name }, 'python')).toMatch(/cannot be used/);
      expect(layoutProblem({ module: 'leap', support_files: { [`${name}.py`]: '' } }, 'python')).toMatch(/cannot use/);
    }
  });
});

describe('crates', () => {
  test('plain names and version requirements only, Rust only, at most 32', () => {
    expect(layoutProblem({ module: 'dice', crates: [{ name: 'rand', version: '0.8', features: ['small_rng'] }] }, 'rust')).toBeNull();
    expect(layoutProblem({ module: 'dice', crates: [{ name: 'rand"]\n[patch]', version: '0.8' }] }, 'rust')).toMatch(/cannot be used/);
    expect(layoutProblem({ module: 'dice', crates: [{ name: 'rand', version: '0.8"\npath = "/etc' }] }, 'rust')).toMatch(/cannot be used/);
    expect(layoutProblem({ module: 'dice', crates: [{ name: 'rand', version: '0.8' }] }, 'python')).toBe('crates are for Rust exercises only');
    const many = Array.from({ length: 33 }, (_, i) => ({ name: `c${i}`, version: '1' }));
    expect(layoutProblem({ module: 'dice', crates: many }, 'rust')).toMatch(/at most 32 crates/);
  });

  test('an imported problem keeps its crates and second test files in exercism.json', () => {
    const dir = path.join(tmp.dir, 'p');
    fs.mkdirSync(path.join(dir, 'support'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'support', 'extra_test.py'), 'import unittest\n');
    fs.writeFileSync(path.join(dir, 'exercism.json'), JSON.stringify({ module: 'two', support_files: ['extra_test.py'], test_files: ['extra_test.py'], crates: [{ name: 'rand', version: '0.8' }] }));
    expect(layoutFromProblemDir(dir)).toEqual({ module: 'two', support_files: { 'extra_test.py': 'import unittest\n' }, test_files: ['extra_test.py'], crates: [{ name: 'rand', version: '0.8' }] });
    fs.writeFileSync(path.join(dir, 'exercism.json'), JSON.stringify({ module: 'two', crates: [{ name: 'rand', version: '0.8', path: '/etc' }] }));
    expect(() => layoutFromProblemDir(dir)).toThrow('exercism.json of this problem is not valid');
  });
});
