import fs from 'node:fs';
import path from 'node:path';
import { createRunner } from '../../../src/main/services/runner';
import { makeTempDir } from '../../support/temp-dir';
import { pyProblem, rustProblem } from './support';

jest.setTimeout(60_000);

const tmp = makeTempDir('workbench-toolchain-');
afterAll(() => tmp.cleanup());

describe('missing toolchains', () => {
  test('a missing python3 is a clear error result, not a crash', async () => {
    const runner = createRunner({ workDir: tmp.dir, pythonPath: '/nonexistent/bin/python3' });
    const result = await runner.run({ problem: pyProblem('pass'), code: '' });
    expect(result.status).toBe('error');
    expect(result.errorMessage).toMatch(/^python3 was not found at \/nonexistent\/bin\/python3 .*set it in Settings or WORKBENCH_PYTHON\.$/);
    expect((await runner.describe()).python).toBeNull();
  });

  test('a missing rustc is a clear error result, not a crash', async () => {
    const runner = createRunner({ workDir: tmp.dir, rustcPath: '/nonexistent/bin/rustc' });
    const result = await runner.run({ problem: rustProblem('#[test]\nfn t() {}\n'), code: '' });
    expect(result.status).toBe('error');
    expect(result.errorMessage).toMatch(/^rustc was not found at \/nonexistent\/bin\/rustc .*WORKBENCH_RUSTC\.$/);
  });

  test('a program that is not Python is refused with a message', async () => {
    const runner = createRunner({ workDir: tmp.dir, pythonPath: '/bin/false' });
    const result = await runner.run({ problem: pyProblem('pass'), code: '' });
    expect(result.status).toBe('error');
    expect(result.errorMessage).toMatch(/python3 was not found at \/bin\/false/);
  });

  test('an unusable work folder is an error result, and creating the runner does not throw', async () => {
    // A folder cannot be made under a plain file (ENOTDIR).
    const file = path.join(tmp.dir, 'a-file');
    fs.writeFileSync(file, '');
    const runner = createRunner({ workDir: path.join(file, 'runner') });
    const result = await runner.run({ problem: pyProblem('pass'), code: '' });
    expect(result.status).toBe('error');
    expect(result.errorMessage).toMatch(/work folder .*a-file\/runner cannot be created/);
  });

  test('describe reports the resolved interpreter and compiler', async () => {
    const d = await createRunner({ workDir: tmp.dir }).describe();
    expect(d.python).toMatch(/python/);
    expect(d.rustc).toMatch(/rustc/);
    expect(['bubblewrap', 'process']).toContain(d.isolation);
  });
});
