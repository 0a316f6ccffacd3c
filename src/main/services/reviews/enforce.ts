import { PHASES, type Phase } from '@shared/domain/problem';
import {
  OVERALL_SCORE_MAX,
  RUBRIC_CRITERIA,
  RUBRIC_SCORE_MAX,
  type PerPhase,
  type PhaseReview,
  type Rubric,
} from '@shared/domain/review';
import { type RemovedPoint } from '@shared/domain/review-grounding';
import { checkCitations, checkEvidence, type PreparedMaterial } from './evidence';
import { factContradiction, scoreCap, type AttemptFacts } from './facts';
import type { EvidenceIn, ModelReview } from './model-output';
import { missingButPresent, unsupportedCredit } from './claim-support';
import { disguisedPraise, praiseAsGap, vagueGap } from './disguised-praise';
import { questionProblem, sameQuestion } from './questions';
import { isSpecific, type Evidence } from './specificity';
import { factualSummary, summaryProblem } from './summary';
import { hasVisibleText, oneLine } from './text';

export type EnforceContext = {
  mode: 'practice' | 'interview';
  /** Phases the user wrote notes for (visible characters only); `implement` is always reviewed on top. */
  notedPhases: ReadonlySet<Phase>;
  /** Words and identifiers of what the user wrote (notes, own code lines), for the specificity check. */
  evidence: Evidence;
  /** The user's material prepared for the grounding check. */
  material: PreparedMaterial;
  code: string;
  /** Identifiers of the starter file (lowercase): praise naming only these says nothing about the user's work. */
  starterNames: ReadonlySet<string>;
  facts: AttemptFacts;
};

export type Enforced = {
  summary: string;
  perPhase: PerPhase;
  overallScore: number;
  /** Interview attempts only; null when practice or when the model left criteria out. */
  rubric: Rubric | null;
  rubricMissing: string[];
  /** Rule breaks found (and already repaired by removal); sent back to the model in the one repair call. */
  problems: string[];
  /** What the app changed that the user should know (caps applied), shown above the cards. */
  notices: string[];
  thinNotes: boolean;
};

/**
 * Why a strength, gap or rubric reason cannot be shown, or null. The order is the cheapest useful message
 * first: no evidence, evidence not the user's, invented names or lines, contradicted facts, nothing specific.
 */
function pointProblem(text: string, given: EvidenceIn | null, ctx: EnforceContext, credit = false) {
  const grounded = checkEvidence(given, ctx.material, ctx.code);
  if (!grounded.ok) return { reason: grounded.reason, evidence: null };
  // Credit rests on its evidence: a test that did not pass is evidence of a gap, never of a strength.
  const cited = grounded.evidence.source === 'test' ? ctx.facts.tests.find((t) => t.name === grounded.evidence.quote) : undefined;
  if (credit && cited && cited.status !== 'pass')
    return { reason: `its evidence is ${cited.name}, which ${cited.status === 'fail' ? 'failed' : 'errored'} in this run`, evidence: null };
  const names = checkCitations(text, ctx.material);
  if (names) return { reason: names, evidence: null };
  const contradiction = factContradiction(text, ctx.facts, ctx.notedPhases);
  if (contradiction) return { reason: contradiction, evidence: null };
  if (!isSpecific(text, ctx.evidence, true))
    return { reason: 'it names nothing specific from your notes or the code you wrote', evidence: null };
  const unsupported = credit
    ? (disguisedPraise(text, ctx.evidence, ctx.starterNames) ??
      (grounded.evidence.source === 'code' ? unsupportedCredit(text, grounded.evidence.quote) : null))
    : (praiseAsGap(text, ctx.facts) ?? vagueGap(text) ?? missingButPresent(text, ctx.code));
  if (unsupported) return { reason: unsupported, evidence: null };
  return { reason: null, evidence: grounded.evidence };
}

/**
 * Applies the spec's review rules in code, after the call, whatever the prompt said:
 * 1. phase keys without user notes are dropped (except `implement`, which is always present);
 * 2./3. strengths and gaps must be grounded in what the user wrote, cite only lines and names that exist,
 *    agree with the attempt's facts and name something specific; otherwise they are removed with a reason;
 * 4. questions that answer themselves, are closed, rhetorical, addressed to someone else, or repeat an earlier
 *    question are removed;
 * 5. the summary is 2-3 sentences, backed, and factual (else replaced by the app's factual line);
 * the score is clamped to the one scale and capped when tests failed; the rubric exists only for interviews.
 * Every removal is listed in `problems` so the caller can ask the model to repair once.
 */
export function enforceReview(raw: ModelReview, ctx: EnforceContext): Enforced {
  const problems: string[] = [];
  const notices: string[] = [];
  const perPhase: PerPhase = {};
  const keep = new Set<Phase>([...ctx.notedPhases, 'implement']);
  const keptQuestions: Array<{ phase: Phase; text: string }> = [];

  for (const key of Object.keys(raw.per_phase)) {
    if (!(PHASES as readonly string[]).includes(key))
      problems.push(`per_phase.${oneLine(key, 40)} is not a phase; use only ${[...keep].join(', ')}`);
    else if (!keep.has(key as Phase))
      problems.push(`per_phase.${key} must be left out: the user wrote no ${key} notes`);
  }

  for (const phase of PHASES) {
    if (!keep.has(phase)) continue;
    const given = raw.per_phase[phase];
    if (!given) {
      if (phase === 'implement') problems.push('per_phase.implement is missing; it is always required');
      else problems.push(`per_phase.${phase} is missing although the user wrote ${phase} notes`);
    }
    // Evidence keys appear only beside a shown point.
    const entry: PhaseReview = { strength: '', gap: '', question: '' };
    const removed: RemovedPoint[] = [];
    if (given) {
      for (const field of ['strength', 'gap'] as const) {
        const text = given[field].trim();
        if (!hasVisibleText(text)) {
          problems.push(`per_phase.${phase}.${field} is empty`);
          continue;
        }
        const verdict = pointProblem(text, given[`${field}_evidence`], ctx, field === 'strength');
        if (verdict.reason) {
          removed.push({ field, reason: verdict.reason });
          problems.push(`per_phase.${phase}.${field} ("${oneLine(text, 80)}") was refused: ${verdict.reason}`);
        } else {
          entry[field] = text;
          entry[`${field}_evidence`] = verdict.evidence;
        }
      }
      const question = given.question.trim();
      const why =
        questionProblem(question) ??
        (keptQuestions.find((k) => sameQuestion(k.text, question))
          ? `repeats the ${keptQuestions.find((k) => sameQuestion(k.text, question))!.phase} question`
          : null);
      if (why) {
        if (question) removed.push({ field: 'question', reason: `it ${why}` });
        problems.push(`per_phase.${phase}.question ${why}`);
      } else {
        entry.question = question;
        keptQuestions.push({ phase, text: question });
      }
    }
    if (removed.length) entry.removed = removed;
    if (given || phase === 'implement') perPhase[phase] = entry;
  }

  const summaryWhy = summaryProblem(raw.summary, ctx);
  if (summaryWhy) problems.push(`summary was refused: ${summaryWhy}`);
  const summary = summaryWhy ? factualSummary(ctx.facts, summaryWhy) : raw.summary.trim();

  let overallScore = raw.overall_score;
  if (!Number.isFinite(overallScore) || overallScore < 0 || overallScore > OVERALL_SCORE_MAX) {
    problems.push(`overall_score must be a number from 0 to ${OVERALL_SCORE_MAX}`);
    overallScore = Number.isFinite(overallScore) ? Math.min(OVERALL_SCORE_MAX, Math.max(0, overallScore)) : 0;
  }
  // "+ 0" turns -0 into 0, so a stored score never reads "-0.0".
  overallScore = Math.round(overallScore * 10) / 10 + 0;
  const cap = scoreCap(ctx.facts);
  if (cap && overallScore > cap.cap) {
    notices.push(
      `The reviewer scored ${overallScore.toFixed(1)}; the score is capped at ${cap.cap.toFixed(1)} because ${cap.why}.`,
    );
    overallScore = cap.cap;
  }

  let rubric: Rubric | null = null;
  const rubricMissing: string[] = [];
  if (ctx.mode === 'interview') {
    const given = raw.rubric ?? {};
    const built: Partial<Rubric> = {};
    for (const criterion of RUBRIC_CRITERIA) {
      const entry = given[criterion];
      const scoreOk = entry && Number.isInteger(entry.score) && entry.score >= 0 && entry.score <= RUBRIC_SCORE_MAX;
      if (!entry || !scoreOk || !hasVisibleText(entry.reason)) {
        rubricMissing.push(criterion);
        problems.push(
          !entry
            ? `rubric.${criterion} is missing`
            : !scoreOk
              ? `rubric.${criterion}.score ${String(entry.score)} is refused: it must be an integer from 0 to ${RUBRIC_SCORE_MAX}`
              : `rubric.${criterion}.reason is blank`,
        );
        continue;
      }
      let score = entry.score;
      const reason = oneLine(entry.reason, 200);
      // A score of 0 says something is absent; an absence has no quote, so only the facts are checked.
      const verdict =
        score === 0 && !entry.evidence
          ? { reason: factContradiction(reason, ctx.facts, ctx.notedPhases), evidence: null }
          : pointProblem(reason, entry.evidence, ctx, score > 0);
      if (verdict.reason) {
        // A grade is only as good as its reason: without an accepted one the criterion is not graded, and the
        // card says why instead of showing a bare number.
        problems.push(`rubric.${criterion}.reason ("${oneLine(reason, 60)}") was refused: ${verdict.reason}`);
        built[criterion] = { score: null, reason: '', evidence: null, reason_removed: verdict.reason };
        continue;
      }
      if (criterion === 'verification' && !ctx.facts.passed && score === RUBRIC_SCORE_MAX) {
        score = RUBRIC_SCORE_MAX - 1;
        notices.push(
          `Verification is capped at ${score}/${RUBRIC_SCORE_MAX} because not all tests passed (the reviewer gave ${RUBRIC_SCORE_MAX}).`,
        );
      }
      built[criterion] = { score, reason, evidence: verdict.evidence };
    }
    rubric = rubricMissing.length === 0 ? (built as Rubric) : null;
  }

  return {
    summary,
    perPhase,
    overallScore,
    rubric,
    rubricMissing,
    problems,
    notices,
    thinNotes: isThin(perPhase),
  };
}

/**
 * Thin notes: fewer than two specific strengths/gaps survived, or fewer than half of the slots the kept
 * phases offer. The review is still shown; the signal tells the user their notes gave too little to be specific about.
 */
export function isThin(perPhase: PerPhase): boolean {
  const entries = Object.values(perPhase);
  const slots = entries.length * 2;
  const filled = entries.reduce((n, e) => n + (e.strength ? 1 : 0) + (e.gap ? 1 : 0), 0);
  return filled < 2 || filled < slots / 2;
}
