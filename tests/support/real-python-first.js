// Puts the folder of the real python3 first on PATH for the test workers, when python3 on PATH is a shim.
// pyenv's shim is a bash script that runs pyenv (itself a handful of bash processes) before exec'ing the
// interpreter: on the build machines a start through it took 0.8 CPU s (half of it system time) and about two
// seconds on a loaded machine, against 0.1 CPU s for the interpreter itself. Every test app's runner resolves
// python3 once (services/runner/toolchain.ts asks the interpreter for sys.executable, so users pay the shim once
// per app start), but a run of the tests starts hundreds of apps, hosts and scripts, and paid it every time. The
// interpreter is the same one the shim would pick (it is what the shim runs); only the lookup is skipped. Tests of
// the runner's shim resolution use shims of their own.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

module.exports = function realPythonFirst() {
  let executable;
  try {
    executable = execFileSync('python3', ['-I', '-c', 'import sys; print(sys.executable)'], {
      encoding: 'utf8',
      timeout: 60_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return; // no python3: the tests that need it say so themselves
  }
  if (!path.isAbsolute(executable)) return;
  const dir = path.dirname(executable);
  const entries = (process.env.PATH ?? '').split(path.delimiter);
  if (entries[0] !== dir) process.env.PATH = [dir, ...entries.filter((e) => e !== dir)].join(path.delimiter);
};
