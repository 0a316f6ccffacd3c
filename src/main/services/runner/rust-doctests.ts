import fs from 'node:fs';
import path from 'node:path';
import type { TestCaseResult } from '@shared/domain/run-result';
import { COMPILE_LIMITS } from './limits';
import { withRunDir } from './run-dir';
import { describeExit, runSandboxed, type SandboxContext } from './sandbox';
import type { Toolchain } from './toolchain';

/**
 * Rust doc tests: the code blocks in the library's doc comments, which `cargo test` runs after the integration
 * tests (Exercism's macros exercise keeps its `compile_fail` tests there). Run as cargo runs them: `rustdoc --test`
 * on `src/lib.rs` against the compiled library, with `--include-ignored` as Exercism's runner passes it.
 */
export type DocBlock = { file: string; line: number; code: string; compileFail: boolean };

const FENCE_OPEN = /^\s*(\/\/\/|\/\/!) ?```\s*(.*)$/;
/** Info-string words that keep a block Rust; any other word (`text`, `toml`, `sh`) makes it not a test. */
const RUST_WORDS = /^(rust|ignore(-.*)?|should_panic|no_run|compile_fail|test_harness|standalone_crate|edition\d{4}|E\d{4})$/;
const MAX_BLOCKS = 200;

/**
 * Every doc-test block of the crate's files (`src/<name>`), by the line of its opening fence (1-based, as
 * rustdoc names the test). The code as Exercism's runner shows it: the doc prefix taken off, blank lines left
 * out, and a `compile_fail` block marked as code that must not compile.
 */
export function docBlocks(files: Record<string, string>): DocBlock[] {
  const blocks: DocBlock[] = [];
  for (const [file, text] of Object.entries(files)) {
    const lines = text.split('\n').slice(0, 20_000);
    for (let i = 0; i < lines.length && blocks.length < MAX_BLOCKS; i++) {
      const open = FENCE_OPEN.exec(lines[i]!);
      if (!open) continue;
      const words = open[2]!.split(/[\s,]+/).filter(Boolean);
      const prefix = open[1]!;
      const body: string[] = [];
      let closed = false;
      let j = i + 1;
      for (; j < lines.length; j++) {
        const inner = lines[j]!.trimStart();
        if (!inner.startsWith(prefix)) break;
        const rest = inner.slice(prefix.length);
        if (/^ ?```/.test(rest)) {
          closed = true;
          break;
        }
        if (rest.startsWith(' ')) body.push(rest.slice(1));
      }
      if (closed && words.every((w) => RUST_WORDS.test(w))) {
        const compileFail = words.includes('compile_fail');
        blocks.push({ file, line: i + 1, compileFail, code: `${compileFail ? '// This code must not compile:\n' : ''}${body.join('\n')}` });
      }
      i = j;
    }
  }
  return blocks;
}

/** `src/lib.rs - module::_ITEM (line 12) - compile fail`: file, item path and line of a doc test's name. */
const DOCTEST_NAME = /^(src\/\S+) - (\S*) ?\(line (\d+)\)/;
export function parseDoctestName(name: string): { file: string; item: string; line: number } | null {
  const m = DOCTEST_NAME.exec(name);
  return m ? { file: m[1]!, item: m[2]!, line: Number(m[3]) } : null;
}

const RESULT_LINE = /^test (src\/\S+ - .*?\(line \d+\))(?: - (?:compile fail|should panic|no_run))? \.\.\. (ok|FAILED|ignored)\b/;
const SECTION_HEAD = /^---- (src\/\S+ - .*?\(line \d+\))(?: - [a-z ]+)? stdout ----$/;
const MESSAGE_CAP = 4000;
const OUTPUT_CAP = 500;

/** rustdoc's plain output: a result line per doc test, then a section per failure holding what went wrong. */
export function parseDoctestOutput(stdout: string): TestCaseResult[] {
  const order: { name: string; status: 'pass' | 'fail' }[] = [];
  const sections = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of stdout.split('\n')) {
    const result = RESULT_LINE.exec(line);
    if (result) {
      // `ignored` cannot happen with --include-ignored; were it to, the test did not pass.
      order.push({ name: result[1]!, status: result[2] === 'ok' ? 'pass' : 'fail' });
      current = null;
      continue;
    }
    const head = SECTION_HEAD.exec(line);
    if (head) {
      sections.set(head[1]!, (current = []));
      continue;
    }
    if (line === 'failures:' || line.startsWith('test result:')) current = null;
    else current?.push(line);
  }
  return order.map(({ name, status }): TestCaseResult => {
    if (status === 'pass') return { name, status, message: '' };
    const body = (sections.get(name) ?? []).join('\n').replace(/\nnote: run with `RUST_BACKTRACE=1`.*$/m, '').trim();
    // As Exercism's runner splits it: what rustdoc said before the panic is output, the panic the message.
    const at = body.indexOf("\nthread '");
    const message = (at >= 0 ? body.slice(at + 1) : body) || 'the doc test failed';
    const output = at >= 0 ? body.slice(0, at).trim().slice(0, OUTPUT_CAP) : '';
    return { name, status, message: message.slice(0, MESSAGE_CAP), ...(output ? { output } : {}) };
  });
}

export type DoctestJob = {
  crate: string;
  code: string;
  /** Modules beside lib.rs (and the tests' helpers, which lib.rs does not name), by file name. */
  supportFiles?: Record<string, string>;
  edition: string;
  /** The flags the library was compiled with (features, release), so the doc tests see the same crate. */
  flags: string[];
  /** Folders the flags point into (built crates), readable inside the sandbox. */
  readOnly?: string[];
  /** The compiled library (`lib<crate>.rlib`) on the host. */
  rlib: string;
  timeoutMs: number;
};

export type DoctestOutcome = { tests: TestCaseResult[] } | { tests: TestCaseResult[]; status: 'error' | 'timeout'; message: string };

/** The `.rs` files of the crate as rustdoc sees them: lib.rs and the modules beside it. */
export function crateFiles(job: Pick<DoctestJob, 'code' | 'supportFiles'>): Record<string, string> {
  const files: Record<string, string> = { 'src/lib.rs': job.code };
  for (const [name, text] of Object.entries(job.supportFiles ?? {})) if (name.endsWith('.rs')) files[`src/${name}`] = text;
  return files;
}

/**
 * Runs the doc tests in a fresh folder inside the sandbox (compiling each block runs build-time code of the
 * solution, and each block then runs as a program). Each reported test must be a block we found, once, with its
 * code attached; a run without rustdoc's summary is an error, never a pass.
 */
export async function runDoctests(ctx: SandboxContext, rustc: Toolchain, job: DoctestJob): Promise<DoctestOutcome> {
  const files = crateFiles(job);
  const blocks = docBlocks(files);
  const rustdoc = path.join(path.dirname(rustc.executable), process.platform === 'win32' ? 'rustdoc.exe' : 'rustdoc');
  const outcome = await withRunDir(async (dir) => {
    await fs.promises.mkdir(path.join(dir, 'src'));
    for (const [name, text] of Object.entries(files)) await fs.promises.writeFile(path.join(dir, name), text);
    await fs.promises.copyFile(job.rlib, path.join(dir, `lib${job.crate}.rlib`));
    return runSandboxed(ctx, {
      argv: () => [
        rustdoc, '--test', 'src/lib.rs', '--crate-name', job.crate, '--edition', job.edition, ...job.flags,
        '--extern', `${job.crate}=lib${job.crate}.rlib`, '-L', '.',
        '--test-args', '--include-ignored', '--test-args', '--color=never',
      ],
      runDir: dir,
      folder: 'bind',
      files: [],
      readOnly: [...rustc.roots, ...(job.readOnly ?? [])],
      limits: COMPILE_LIMITS,
      timeoutMs: job.timeoutMs,
    });
  });
  const byPlace = new Map(blocks.map((b) => [`${b.file}:${b.line}`, b]));
  // Sorted by name, as libtest lists them (rustdoc prints each as it finishes, in parallel).
  const tests = parseDoctestOutput(outcome.stdout).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).map((t) => {
    const at = parseDoctestName(t.name);
    const block = at ? byPlace.get(`${at.file}:${at.line}`) : undefined;
    return block ? { ...t, test_code: block.code } : t;
  });
  if (outcome.kind === 'spawn-failed') return { tests: [], status: 'error', message: `could not start ${rustdoc} for the doc tests: ${outcome.spawnError?.message ?? 'unknown error'}` };
  if (outcome.kind === 'timeout') return { tests, status: 'timeout', message: `the doc tests did not finish within ${(job.timeoutMs / 1000).toFixed(0)} s and every process of the run was stopped` };
  const seen = new Set<string>();
  for (const t of tests) {
    const at = parseDoctestName(t.name);
    if (!at || !byPlace.has(`${at.file}:${at.line}`) || seen.has(t.name)) {
      return { tests, status: 'error', message: `the doc test results cannot be trusted, so this run counts as an error: a result for a doc test the code does not have (${t.name.slice(0, 120)})` };
    }
    seen.add(t.name);
  }
  if (!/^test result: /m.test(outcome.stdout)) {
    const why = outcome.kind === 'stopped' ? describeExit(outcome) : outcome.stderr.trim().slice(0, 16 * 1024) || describeExit(outcome);
    return { tests, status: 'error', message: `the doc tests could not run:\n${why}` };
  }
  return { tests };
}
