import fs from 'node:fs';
import path from 'node:path';
import type { Toolchain } from '../../src/main/services/runner/toolchain';

/**
 * A stand-in for rustc: a shell script that logs how it was called and what the compile folder held, then
 * behaves as told (exit code, diagnostics, what it leaves at `-o`, a hang). The test binary it "builds" is a
 * shell script printing the given libtest output. runRust is then checked exactly, in milliseconds rather than
 * the seconds a real compile takes. Logging is best effort: inside bubblewrap the log folder is read-only.
 */
export type FakeBinary = {
  stdout: string;
  exitCode: number;
  /** Shell run after printing (a hang, filling the disk). */
  then?: string;
  /** Pad the binary to this many bytes; `sparse` extends it with a hole (no disk used). */
  padTo?: { bytes: number; sparse: boolean };
};

export type FakeCompile = {
  exitCode?: number;
  stderr?: string;
  /** What the last step leaves at `-o`: the binary (default), nothing, or a folder. */
  output?: 'binary' | 'none' | 'directory';
  sleepSeconds?: number;
};

let fakes = 0;

const shellQuote = (text: string) => `'${text.replace(/'/g, "'\\''")}'`;

export function fakeRustc(
  root: string,
  binary: FakeBinary,
  compile: FakeCompile = {},
): { toolchain: Toolchain; log: string } {
  const dir = path.join(root, `fake-rustc-${++fakes}`);
  const log = path.join(dir, 'log');
  fs.mkdirSync(log, { recursive: true });
  const binaryScript = [
    '#!/bin/sh',
    `printf '%s\\n' "$*" 2>/dev/null > ${log}/binary-args`,
    `printf '%s' ${shellQuote(binary.stdout)}`,
    binary.then ?? '',
    `exit ${binary.exitCode}`,
    '',
  ].join('\n');
  const pad = binary.padTo
    ? binary.padTo.sparse
      ? `truncate -s ${binary.padTo.bytes} "$out"`
      : `head -c $((${binary.padTo.bytes} - $(wc -c < "$out"))) /dev/zero | tr '\\0' '#' >> "$out"`
    : '';
  const writeOutput = {
    binary: `cat > "$out" <<'FAKE_BINARY'\n${binaryScript}FAKE_BINARY\n${pad}\nchmod 755 "$out"`,
    none: '',
    directory: 'mkdir "$out"',
  }[compile.output ?? 'binary'];
  const script = [
    '#!/bin/sh',
    `{ printf '%s|%s\\n' "$PWD" "$*" >> ${log}/calls; mkdir -p ${log}/files; cp -p ./* ${log}/files/; } 2>/dev/null`,
    'out=; prev=; for a in "$@"; do [ "$prev" = "-o" ] && out="$a"; prev="$a"; done',
    compile.sleepSeconds ? `sleep ${compile.sleepSeconds}` : '',
    'case "$out" in *.rlib) printf rlib > "$out" ;; *)',
    writeOutput,
    ';; esac',
    compile.stderr !== undefined ? `printf '%s' ${shellQuote(compile.stderr)} >&2` : '',
    `exit ${compile.exitCode ?? 0}`,
    '',
  ].join('\n');
  const executable = path.join(dir, 'rustc');
  fs.writeFileSync(executable, script, { mode: 0o755 });
  return { toolchain: { configured: executable, executable, roots: [dir], version: `fake rustc ${fakes}` }, log };
}

/** The compile calls logged: the folder each ran in and its arguments. */
export function compileCalls(log: string): Array<{ cwd: string; args: string }> {
  const file = path.join(log, 'calls');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [cwd = '', args = ''] = line.split('|');
      return { cwd, args };
    });
}

/** The files the compile folder held at the last call, by name. */
export function compiledFiles(log: string): Record<string, string> {
  const dir = path.join(log, 'files');
  return Object.fromEntries(fs.readdirSync(dir).map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]));
}

export const binaryArgs = (log: string): string => fs.readFileSync(path.join(log, 'binary-args'), 'utf8');
