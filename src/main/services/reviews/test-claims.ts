import type { TestCaseResult } from '@shared/domain/run-result';

/**
 * Claims about single tests and about the run as a whole, checked against what the runner recorded. The
 * verdict-level claims ("all tests pass", "7 of 10") live in facts.ts; this file reads the sentence around
 * each test the text names and the words that say what happened to it.
 *
 * A test is "named" by its exact name (`SoftmaxTest.test_empty_raises`), its method name (`test_empty_raises`) or by that name written as words without the
 * `test_` prefix ("empty raises"), case-insensitively. The status words of the same clause decide what the
 * text claims: pass words ("passes", "green", "succeeds") against fail words ("fails", "errors", "crashes",
 * "red", "breaks"). Negation just before the verb flips it ("does not pass" is a fail claim).
 */

export type TestOutcome = Pick<TestCaseResult, 'name' | 'status'>;
export type RunStatus = 'passed' | 'failed' | 'error' | 'timeout';

const PASS_WORDS = /\b(pass|passes|passed|passing|green|succeeds?|succeeded|holds|held)\b/i;
const FAIL_WORDS = /\b(fail|fails|failed|failing|errors?|errored|erroring|crash(?:es|ed)?|red|breaks?|broke|broken|raises an? (?:unexpected )?exception)\b/i;
const NEGATION_BEFORE = /\b(not|never|no longer|doesn't|does not|didn't|did not|don't|isn't|won't|cannot|can't)\s+(\w+\s+)?$/i;

const STATUS_WORD: Record<TestOutcome['status'], string> = {
  pass: 'passed',
  fail: 'failed',
  error: 'errored',
  not_run: 'did not run',
};

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patternCache = new Map<string, RegExp[]>();
/** Compiled once per test name (a review checks every sentence against every test). */
function namePatterns(name: string): RegExp[] {
  let found = patternCache.get(name);
  if (!found) {
    if (patternCache.size > 5000) patternCache.clear();
    patternCache.set(name, (found = compilePatterns(name)));
  }
  return found;
}

/** The forms a text may name a test by; words shorter than two content words are too vague to match. */
function compilePatterns(name: string): RegExp[] {
  const exact = (n: string) => new RegExp(`(?<![\\w.])${escape(n)}(?![\\w])`, 'i');
  // Python tests are named `Class.method`; a review usually names the method alone.
  const method = name.replace(/^.*\./, '');
  const out = method === name ? [exact(name)] : [exact(name), exact(method)];
  const words = method
    .replace(/^test_?/i, '')
    .split(/[_\s]+/)
    .filter(Boolean);
  if (words.length >= 2) out.push(new RegExp(`\\b${words.map(escape).join('[\\s_-]+')}\\b`, 'i'));
  return out;
}

/** The clause after a name: up to the next sentence or clause break, where its verb is. */
function clauseAfter(sentence: string, end: number): string {
  const rest = sentence.slice(end);
  const stop = rest.search(/[;.!?]|,\s*(?:but|while|whereas|and)\b|\bbut\b|\bwhile\b|\bwhereas\b/i);
  return stop === -1 ? rest : rest.slice(0, stop);
}

/** What the clause claims happened: 'pass', 'fail' or null (it says neither). */
function claimed(clause: string): 'pass' | 'fail' | null {
  const pass = PASS_WORDS.exec(clause);
  const fail = FAIL_WORDS.exec(clause);
  const first = pass && (!fail || pass.index < fail.index) ? pass : fail;
  if (!first) return null;
  const negated = NEGATION_BEFORE.test(clause.slice(0, first.index));
  const says = first === pass ? 'pass' : 'fail';
  return negated ? (says === 'pass' ? 'fail' : 'pass') : says;
}

/** Why a sentence's claim about a named test contradicts the run, or null. */
export function testClaimContradiction(sentence: string, tests: readonly TestOutcome[]): string | null {
  // Most sentences name no test and say nothing of passing or failing: nothing to check.
  if (!PASS_WORDS.test(sentence) && !FAIL_WORDS.test(sentence)) return null;
  for (const test of tests) {
    for (const re of namePatterns(test.name)) {
      const m = re.exec(sentence);
      if (!m) continue;
      const says = claimed(clauseAfter(sentence, m.index + m[0].length));
      if (says === null) continue;
      const passed = test.status === 'pass';
      if ((says === 'pass') !== passed)
        return `${test.name} ${STATUS_WORD[test.status]} in this run; the text says it ${says === 'pass' ? 'passed' : 'failed'}`;
      break;
    }
  }
  return null;
}

const RUN_ERRORED = /\b(the (run|code|program|script|solution) (crashed|errored|threw|raised)|(crashes|crashed|errors out|errored out) (before|on import|at import)|does not (run|compile|import)|doesn't (run|compile|import)|syntax error)\b/i;
const RUN_TIMED_OUT = /\b(timed out|times out|ran out of time|never (finishes|finished|terminates|terminated)|hangs|hung)\b/i;

/** Why a sentence's claim about the run as a whole (crashed, timed out) contradicts its status, or null. */
export function runClaimContradiction(sentence: string, status: RunStatus): string | null {
  const errored = RUN_ERRORED.exec(sentence);
  if (errored && !NEGATION_BEFORE.test(sentence.slice(0, errored.index)) && status !== 'error' && status !== 'timeout')
    return `the run did not crash; it ${status === 'passed' ? 'passed' : 'ran every test'}`;
  const timedOut = RUN_TIMED_OUT.exec(sentence);
  if (timedOut && !NEGATION_BEFORE.test(sentence.slice(0, timedOut.index)) && status !== 'timeout')
    return 'the run finished within its time limit';
  return null;
}
