import { PHASES, type Phase } from '@shared/domain/problem';
import type { ReviewAttempt } from './review-attempt';
import { runClaimContradiction, testClaimContradiction, type TestOutcome } from './test-claims';
import { sentences } from './text';

/**
 * Facts about the attempt that the app recorded and the review may not contradict (docs/model-layer.md
 * "Facts"): the verdict, which aids were opened, time per phase, and the mode. The prompt states them after
 * the user's material; this file checks the reply against them.
 */
export type AttemptFacts = {
  mode: 'practice' | 'interview';
  testStatus: ReviewAttempt['testStatus'];
  passed: boolean;
  testsPassed: number;
  testsTotal: number;
  lookedUpReference: boolean;
  lookedUpPitfalls: boolean;
  hintsUsed: number;
  phaseTimesMs: Partial<Record<Phase, number>>;
  /** Each test's name and status, so a claim about one test is checked against that test. */
  tests: TestOutcome[];
};

export function factsOf(attempt: ReviewAttempt): AttemptFacts {
  const results = attempt.testResults.filter((t) => t && typeof t === 'object');
  return {
    mode: attempt.mode,
    testStatus: attempt.testStatus,
    passed: attempt.passed,
    testsPassed: results.filter((t) => t.status === 'pass').length,
    testsTotal: results.length,
    lookedUpReference: attempt.lookedUpReference,
    lookedUpPitfalls: attempt.lookedUpPitfalls,
    hintsUsed: Object.values(attempt.hintCounts).reduce((n, v) => n + (Number.isFinite(v) && v > 0 ? v : 0), 0),
    phaseTimesMs: attempt.phaseTimesMs,
    tests: results.flatMap((t) => (typeof t.name === 'string' ? [{ name: t.name, status: t.status }] : [])),
  };
}

/**
 * The score cap when tests did not all pass: a failing run is at most "works with real gaps" (5.0), and a run
 * that errored or timed out is "not working" (3.0). docs/model-layer.md documents the same numbers.
 */
export const SCORE_CAP_TESTS_FAILED = 5;
export const SCORE_CAP_RUN_BROKEN = 3;

export function scoreCap(facts: AttemptFacts): { cap: number; why: string } | null {
  if (facts.passed) return null;
  if (facts.testStatus === 'failed')
    return { cap: SCORE_CAP_TESTS_FAILED, why: `not all tests passed (${describeVerdict(facts)})` };
  return { cap: SCORE_CAP_RUN_BROKEN, why: `the tests did not run to completion (${facts.testStatus})` };
}

export function describeVerdict(f: AttemptFacts): string {
  if (f.testsTotal === 0) return f.passed ? 'passed' : f.testStatus;
  return `${f.testsPassed} of ${f.testsTotal} tests passed`;
}

const NEGATION = /\b(not|never|no|none|neither|nor|without|nothing)\b|n't\b/i;
/** Negation within the few words before a match (or inside it) flips a claim. */
const negated = (sentence: string, index: number, match: string): boolean =>
  NEGATION.test(sentence.slice(Math.max(0, index - 24), index) + ' ' + match);

type Claim = {
  re: RegExp;
  contradicts: (f: AttemptFacts) => string | null;
  negatable: boolean;
  /** "7 of 10 tests passed" or "some tests pass" is not a claim that all passed. */
  partialExempt?: boolean;
};
const PARTIAL = /\b(\d+|some|few|several|most|half|many|two|three|four|five|only)\b/i;

const ALL_PASS: RegExp[] = [
  /\b(all|every|each|both)\b[\w\s]{0,30}\btests?\b[\w\s]{0,20}\b(pass|passes|passed|passing|green|succeed\w*)\b/i,
  /\btests?\b(?: suite)? (all )?(pass|passes|passed|are passing|were passing|went green|are green|succeed\w*)\b/i,
  /\bpass(es|ed|ing)? (all|every)\b[\w\s]{0,20}\btests?\b/i,
  /\b(fully|completely) (working|correct)\b/i,
  /\b(works|worked) (correctly|perfectly|on every (case|input))\b/i,
];
const SOME_FAIL: RegExp[] = [
  /\btests?\b[\w\s]{0,20}\b(fail|fails|failed|failing|broke|break)\b/i,
  /\bfail(s|ed)? (the |some |a |two |three |several )?tests?\b/i,
  /\bfailing tests?\b/i,
];
const phaseNames = PHASES.join('|');

const CLAIMS: Claim[] = [
  ...ALL_PASS.map((re) => ({
    re,
    negatable: true,
    partialExempt: true,
    contradicts: (f: AttemptFacts) => (f.passed ? null : `the run shows ${describeVerdict(f)}, not a full pass`),
  })),
  ...SOME_FAIL.map((re) => ({
    re,
    negatable: true,
    contradicts: (f: AttemptFacts) => (f.passed ? `every test passed (${describeVerdict(f)})` : null),
  })),
  {
    re: /(?:\b(without|never|not|no)\b|n't\b)[\w\s']{0,30}\b(look\w*|open\w*|read\w*|consult\w*|check\w*|peek\w*|need\w*|us\w+)\b[\w\s]{0,12}\breference\b/i,
    negatable: false,
    contradicts: (f) => (f.lookedUpReference ? 'the attempt logged that you opened the reference solution' : null),
  },
  {
    re: /\b(after|by|from|you|having) (look\w*|open\w*|read\w*|consult\w*|check\w*|peek\w*|cop\w+)\b[\w\s]{0,12}\breference\b/i,
    negatable: true,
    contradicts: (f) => (f.lookedUpReference ? null : 'the attempt logged that you did not open the reference solution'),
  },
  {
    re: /(?:\b(without|never|not|no)\b|n't\b)[\w\s']{0,30}\b(look\w*|open\w*|read\w*|consult\w*|check\w*)\b[\w\s]{0,12}\bpitfalls\b/i,
    negatable: false,
    contradicts: (f) => (f.lookedUpPitfalls ? 'the attempt logged that you opened the pitfalls' : null),
  },
  {
    re: /\b(after|by|you|having) (look\w*|open\w*|read\w*|consult\w*|check\w*)\b[\w\s]{0,12}\bpitfalls\b/i,
    negatable: true,
    contradicts: (f) => (f.lookedUpPitfalls ? null : 'the attempt logged that you did not open the pitfalls'),
  },
  {
    re: /\b(without (any |using |a )?hints?|no hints|(did not|didn't|never) (use|used|need|needed|open|opened|take|took|ask for|asked for) (any |a )?hints?)\b/i,
    negatable: false,
    contradicts: (f) => (f.hintsUsed > 0 ? `the attempt logged ${f.hintsUsed} hint${f.hintsUsed === 1 ? '' : 's'} opened` : null),
  },
  {
    re: /\b(used|took|opened|needed|relied on|leaned on|with the help of) (\w+ )?hints?\b/i,
    negatable: true,
    contradicts: (f) => (f.hintsUsed === 0 ? 'the attempt logged no hints opened' : null),
  },
  {
    re: /\b(this|your) interview\b|\binterview (mode|setting|conditions)\b|\bunder interview\b/i,
    negatable: false,
    contradicts: (f) => (f.mode === 'practice' ? 'this was a practice attempt, not an interview' : null),
  },
  {
    re: /\b(this|your) practice (run|attempt|session)\b|\bpractice mode\b/i,
    negatable: false,
    contradicts: (f) => (f.mode === 'interview' ? 'this was an interview attempt' : null),
  },
  {
    re: new RegExp(`\\b(skipped|skipping|never did|left out) (the |your )?(${phaseNames})( phase| step)?\\b`, 'i'),
    negatable: false,
    contradicts: () => null, // resolved per phase below
  },
];

const DURATION = /(\d+(?:\.\d+)?)\s*(seconds?|secs?|s\b|minutes?|mins?|hours?|hrs?|h\b)/i;
const PHASE_IN = new RegExp(`\\b(${phaseNames})\\b`, 'i');

function durationMs(amount: string, unit: string): number {
  const n = Number(amount);
  const u = unit.toLowerCase();
  if (u.startsWith('h')) return n * 3_600_000;
  if (u.startsWith('m')) return n * 60_000;
  return n * 1000;
}

/** A stated time for a phase must be within half of (and a minute of) what was recorded. */
function timeContradiction(sentence: string, facts: AttemptFacts): string | null {
  const d = DURATION.exec(sentence);
  const p = PHASE_IN.exec(sentence);
  if (!d || !p || !/\b(spent|spend|took|taking|in|for|after|only|just|over)\b/i.test(sentence)) return null;
  const phase = p[1]!.toLowerCase() as Phase;
  const recorded = facts.phaseTimesMs[phase];
  const stated = durationMs(d[1]!, d[2]!);
  if (recorded === undefined) return `no time was recorded for ${phase}`;
  const tolerance = Math.max(60_000, recorded * 0.5);
  if (Math.abs(stated - recorded) > tolerance)
    return `the attempt recorded ${Math.round(recorded / 1000)} s in ${phase}, not ${d[0]}`;
  return null;
}

/** Why the text contradicts the attempt's facts, or null. Checked sentence by sentence. */
export function factContradiction(
  text: string,
  facts: AttemptFacts,
  notedPhases: ReadonlySet<Phase>,
): string | null {
  for (const sentence of sentences(text)) {
    for (const claim of CLAIMS) {
      const m = claim.re.exec(sentence);
      if (!m) continue;
      if (claim.negatable && negated(sentence, m.index, m[0])) continue;
      if (claim.partialExempt && PARTIAL.test(sentence.slice(Math.max(0, m.index - 24), m.index) + ' ' + m[0])) continue;
      const skipped = /\b(skipped|skipping|never did|left out)\b/i.test(m[0]);
      if (skipped) {
        const phase = (PHASE_IN.exec(m[0])?.[1] ?? '').toLowerCase() as Phase;
        if (notedPhases.has(phase) || (facts.phaseTimesMs[phase] ?? 0) >= 60_000)
          return `it says you skipped ${phase}, but you wrote ${phase} notes or spent time there`;
        continue;
      }
      const why = claim.contradicts(facts);
      if (why) return `it contradicts the attempt: ${why}`;
    }
    const counts = /\b(\d+)\s*(?:of|out of|\/)\s*(\d+)\s*tests?\b/i.exec(sentence);
    if (counts && facts.testsTotal > 0) {
      const [said, total] = [Number(counts[1]), Number(counts[2])];
      const aboutPassing = !/\bfail/i.test(sentence);
      const actual = aboutPassing ? facts.testsPassed : facts.testsTotal - facts.testsPassed;
      if (total !== facts.testsTotal || said !== actual)
        return `it contradicts the attempt: ${describeVerdict(facts)}`;
    }
    const single = testClaimContradiction(sentence, facts.tests);
    if (single) return `it contradicts the attempt: ${single}`;
    const run = runClaimContradiction(sentence, facts.testStatus);
    if (run) return `it contradicts the attempt: ${run}`;
    const time = timeContradiction(sentence, facts);
    if (time) return `it contradicts the attempt: ${time}`;
  }
  return null;
}
