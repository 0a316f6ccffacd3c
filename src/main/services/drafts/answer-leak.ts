import type { GeneratedProblem } from '@shared/domain/draft';

/**
 * A generated problem must not hand the learner its answer. The answer is the code of the reference that the
 * starter does not have (the fix, for a debugging problem; the solution, for an exercise). A learner-visible
 * text (statement, each hint, pitfalls) leaks it when it contains that code, in whole, in parts or reformatted:
 *
 * - code is compared as tokens (identifiers lowercased, numbers, operators; whitespace, line breaks, indents
 *   and quote style do not matter), so `ratio*=1.0-k/i` inside prose is the same as the indented line;
 * - a run of answer lines is cut into windows of 8 tokens; a short answer line (4 to 7 tokens, such as
 *   `ratio *= 1.0 - k / i`) is its own window; each window found in a text is a leak;
 * - windows that also occur in the starter or the tests are not the answer (the learner sees those anyway).
 *
 * What it may wrongly refuse: a statement that writes out, as code, a formula the solution implements token for
 * token (the statement should describe it in words or maths notation instead).
 */

const WINDOW = 8;
const MIN_LINE_TOKENS = 4;
const TOKEN = /[A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)?|\*\*=?|\/\/=?|[-+*/%&|^]=|==|!=|<=|>=|->|=>|::|[^\s\w]/g;

function tokens(text: string): string[] {
  return (text.replace(/[‘’']/g, '"').replace(/[“”]/g, '"').match(TOKEN) ?? []).map((t) => t.toLowerCase());
}

/** Reference lines the starter does not have (a multiset comparison, whitespace-insensitive), in runs. */
function answerRuns(reference: string, starter: string): string[][] {
  const key = (line: string) => line.replace(/\s+/g, '');
  const left = new Map<string, number>();
  for (const line of starter.split(/\r?\n/)) if (key(line)) left.set(key(line), (left.get(key(line)) ?? 0) + 1);
  const runs: string[][] = [];
  let run: string[] | null = null;
  for (const line of reference.split(/\r?\n/)) {
    const k = key(line);
    if (!k || /^#|^\/\//.test(line.trim())) continue; // blank lines and comments neither start nor end a run
    const n = left.get(k) ?? 0;
    if (n > 0) {
      left.set(k, n - 1);
      run = null;
      continue;
    }
    if (!run) runs.push((run = []));
    run.push(line);
  }
  return runs;
}

const join = (ts: readonly string[]) => ts.join('\u0001');

/** The answer's token windows, each with the code it came from (for the message). */
function answerWindows(problem: Pick<GeneratedProblem, 'reference' | 'starter' | 'tests'>): Map<string, string> {
  const visible = new Set<string>();
  for (const source of [problem.starter, problem.tests]) {
    const ts = tokens(source);
    for (let i = 0; i + WINDOW <= ts.length; i++) visible.add(join(ts.slice(i, i + WINDOW)));
    for (const line of source.split(/\r?\n/)) visible.add(join(tokens(line)));
  }
  const windows = new Map<string, string>();
  for (const run of answerRuns(problem.reference, problem.starter)) {
    for (const line of run) {
      const ts = tokens(line);
      if (ts.length >= MIN_LINE_TOKENS && ts.length < WINDOW && !visible.has(join(ts))) windows.set(join(ts), line.trim());
    }
    const ts = tokens(run.join('\n'));
    for (let i = 0; i + WINDOW <= ts.length; i++) {
      const w = join(ts.slice(i, i + WINDOW));
      if (!visible.has(w)) windows.set(w, ts.slice(i, i + WINDOW).join(' '));
    }
  }
  return windows;
}

export type AnswerLeak = { field: string; code: string };

/** Every learner-visible text that reproduces part of the answer, with the first piece of code found in it. */
export function findAnswerLeaks(problem: Pick<GeneratedProblem, 'reference' | 'starter' | 'tests' | 'statement_md' | 'hints' | 'pitfalls_md'>): AnswerLeak[] {
  const windows = answerWindows(problem);
  if (windows.size === 0) return [];
  const sizes = [...new Set([...windows.keys()].map((k) => k.split('\u0001').length))];
  const texts: Array<[string, string]> = [
    ['the statement', problem.statement_md],
    ...problem.hints.map((h, i): [string, string] => [`hint ${i + 1}`, h]),
    ['the pitfalls', problem.pitfalls_md],
  ];
  const leaks: AnswerLeak[] = [];
  for (const [field, text] of texts) {
    const ts = tokens(text);
    let found: string | undefined;
    for (const size of sizes) {
      for (let i = 0; !found && i + size <= ts.length; i++) found = windows.get(join(ts.slice(i, i + size)));
      if (found) break;
    }
    if (found) leaks.push({ field, code: found.length > 80 ? `${found.slice(0, 77)}...` : found });
  }
  return leaks;
}

/** One sentence for a refusal: which texts give the answer away, and a piece of it. */
export function describeLeaks(leaks: readonly AnswerLeak[], what: 'fix' | 'solution'): string {
  const parts = leaks.map((l) => `${l.field} contains \`${l.code}\``);
  return `it shows the learner the ${what}: ${parts.join('; ')}`;
}
