import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRunner } from '../../src/main/services/runner';
import { makeTempDir } from '../support/temp-dir';
import { pyProblem, rustProblem } from './support';

jest.setTimeout(60_000);

const tmp = makeTempDir('workbench-toolchain-');
afterAll(() => tmp.cleanup());

describe('missing toolchains', () => {
  test('a missing python3 is a clear error result, not a crash', async () => {
    const runner = createRunner({ workDir: tmp.dir, pythonPath: '/nonexistent/bin/python3' });
    const result = await runner.run({ problem: pyProblem('pass'), code: '' });
    expect(result.status).toBe('error');
    expect(result.error_message).toMatch(
      /^python3 was not found at \/nonexistent\/bin\/python3 .*set its path in Settings → Code runner or WORKBENCH_PYTHON\.$/,
    );
    expect((await runner.describe()).python).toEqual({ missing: result.error_message });
  });

  test('a missing rustc is a clear error result, not a crash', async () => {
    const runner = createRunner({ workDir: tmp.dir, rustcPath: '/nonexistent/bin/rustc' });
    const result = await runner.run({ problem: rustProblem('#[test]\nfn t() {}\n'), code: '' });
    expect(result.status).toBe('error');
    expect(result.error_message).toMatch(/^rustc was not found at \/nonexistent\/bin\/rustc .*WORKBENCH_RUSTC\.$/);
  });

  test('a program that is not Python is refused with a message', async () => {
    const runner = createRunner({ workDir: tmp.dir, pythonPath: '/bin/false' });
    const result = await runner.run({ problem: pyProblem('pass'), code: '' });
    expect(result.status).toBe('error');
    expect(result.error_message).toMatch(/python3 was not found at \/bin\/false/);
  });

  test('an unusable work folder is an error result, and creating the runner does not throw', async () => {
    // A folder cannot be made under a plain file (ENOTDIR).
    const file = path.join(tmp.dir, 'a-file');
    fs.writeFileSync(file, '');
    const runner = createRunner({ workDir: path.join(file, 'runner') });
    const result = await runner.run({ problem: pyProblem('pass'), code: '' });
    expect(result.status).toBe('error');
    expect(result.error_message).toMatch(/work folder .*a-file\/runner cannot be created/);
  });

  test('describe reports the resolved interpreter and compiler', async () => {
    const d = await createRunner({ workDir: tmp.dir }).describe();
    expect(d.python).toMatchObject({
      executable: expect.stringMatching(/python/),
      version: expect.stringMatching(/^3\./),
    });
    expect(d.rustc).toMatchObject({
      executable: expect.stringMatching(/rustc/),
      version: expect.stringMatching(/^rustc /),
    });
    expect(['bubblewrap', 'process']).toContain(d.isolation);
  });

  test('a per-run toolchain wins over the runner default, and a missing one is looked for again next time', async () => {
    const runner = createRunner({ workDir: tmp.dir });
    const bad = await runner.run({
      problem: pyProblem('pass'),
      code: '',
      toolchain: { pythonPath: '/nonexistent/py3' },
    });
    expect(bad.error_message).toMatch(/^python3 was not found at \/nonexistent\/py3 /);
    const good = await runner.run({ problem: pyProblem('pass'), code: '', toolchain: { pythonPath: 'python3' } });
    expect(good.status).toBe('passed');
    // The same configured path later resolves when it has become valid (nothing negative is cached).
    const link = path.join(tmp.dir, 'py-later');
    const first = await runner.describe({ pythonPath: link });
    expect('missing' in first.python).toBe(true);
    const real = (await runner.describe()).python;
    if ('missing' in real) throw new Error(real.missing);
    fs.symlinkSync(real.executable, link);
    const second = await runner.describe({ pythonPath: link });
    expect('missing' in second.python).toBe(false);
  });

  test('~/ in a configured path is the home folder', async () => {
    const runner = createRunner({ workDir: tmp.dir });
    const d = await runner.describe({ pythonPath: '~/surely-not-a-python-here' });
    expect('missing' in d.python && d.python.missing).toContain(path.join(os.homedir(), 'surely-not-a-python-here'));
  });
});
