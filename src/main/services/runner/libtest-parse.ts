import type { TestCaseResult } from '@shared/domain/run-result';

const OUTPUT_CAP = 500;
/** `#[should_panic]` tests read `test tests::x - should panic ... ok`; they were dropped before the runner checked names. */
const RESULT_LINE = /^test (\S+)(?: - should panic)? \.\.\. (ok|FAILED|ignored)\b/;
const SECTION_HEAD = /^---- (\S+) stdout ----$/;

/** `tests::name` is how libtest names a test in our `mod tests`; the learner only needs `name`. */
function shortName(full: string): string {
  return full.startsWith('tests::') ? full.slice('tests::'.length) : full;
}

function cap(text: string): string {
  return text.length <= OUTPUT_CAP ? text : `${text.slice(0, OUTPUT_CAP)}\n[output truncated]`;
}

/** With one test thread libtest prints `test <name> ... ` before running it; a run cut short ends on that line. */
export function unfinishedTest(stdout: string): string | null {
  const last = /^test (\S+)(?: - should panic)? \.\.\. ?$/m.exec(stdout.trimEnd().split('\n').at(-1) ?? '');
  return last ? shortName(last[1]!) : null;
}

/**
 * Reads libtest's plain output: one `test <name> ... ok|FAILED` line per test, then a `failures:` block with a
 * `---- <name> stdout ----` section per failed test holding what it printed and its panic message. The panic
 * (from `thread '...' panicked at`) becomes the message; what came before it is the test's output.
 */
export function parseLibtest(stdout: string, opts: { testsModuleOnly?: boolean } = {}): TestCaseResult[] {
  const lines = stdout.split('\n');
  const sections = new Map<string, string[]>();
  let current: string[] | null = null;
  const order: { name: string; ok: boolean }[] = [];
  for (const line of lines) {
    const result = RESULT_LINE.exec(line);
    if (result && result[2] !== 'ignored') {
      // A `#[test]` the solution adds sits outside `tests::`; it is not one of the problem's tests.
      if (opts.testsModuleOnly && !result[1]!.startsWith('tests::')) {
        current = null;
        continue;
      }
      order.push({ name: result[1]!, ok: result[2] === 'ok' });
      current = null;
      continue;
    }
    const head = SECTION_HEAD.exec(line);
    if (head) {
      current = [];
      sections.set(head[1]!, current);
      continue;
    }
    if (line === 'failures:' || line.startsWith('test result:')) {
      current = null;
      continue;
    }
    current?.push(line);
  }
  return order.map(({ name, ok }) => {
    if (ok) return { name: shortName(name), status: 'pass', message: '' };
    const body = (sections.get(name) ?? []).join('\n');
    // Newer libtest prints the thread id too: `thread 'tests::x' (3) panicked at`.
    const at = body.search(/^thread '[^']*'(?: \(\d+\))? panicked at /m);
    const printed = at >= 0 ? body.slice(0, at) : '';
    const panic = (at >= 0 ? body.slice(at) : body).replace(/\nnote: run with `RUST_BACKTRACE=1`.*$/m, '').trim();
    return { name: shortName(name), status: 'fail', message: panic || 'the test failed', output: cap(printed.trim()) };
  });
}
