import { PHASES, type Phase } from '../../../shared/domain/problem';
import {
  OVERALL_SCORE_MAX,
  RUBRIC_CRITERIA,
  RUBRIC_SCORE_MAX,
  type PerPhase,
  type PhaseReview,
  type Rubric,
} from '../../../shared/domain/review';
import type { ModelReview } from './model-output';
import { questionProblem } from './questions';
import { isSpecific, type Evidence } from './specificity';

export type EnforceContext = {
  mode: 'practice' | 'interview';
  /** Phases the user wrote notes for; `implement` is always reviewed on top of these. */
  notedPhases: ReadonlySet<Phase>;
  evidence: Evidence;
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
  thinNotes: boolean;
};

const oneLine = (text: string, max: number): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
};

/**
 * Applies the spec's review rules in code, after the call, whatever the prompt said:
 * 1. phase keys without user notes are dropped (except `implement`, which is always present);
 * 2./3. strengths and gaps that name nothing specific from the user's notes or code are removed;
 * 4. questions that answer themselves, are closed, or are not addressed to the user are removed;
 * the score is clamped to the one scale; the rubric exists only for interview attempts.
 * Every removal is listed in `problems` so the caller can ask the model to repair once.
 */
export function enforceReview(raw: ModelReview, ctx: EnforceContext): Enforced {
  const problems: string[] = [];
  const perPhase: PerPhase = {};
  const keep = new Set<Phase>([...ctx.notedPhases, 'implement']);

  for (const key of Object.keys(raw.per_phase)) {
    if (!(PHASES as readonly string[]).includes(key))
      problems.push(`per_phase.${key} is not a phase; use only ${[...keep].join(', ')}`);
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
    const entry: PhaseReview = { strength: '', gap: '', question: '' };
    if (given) {
      for (const field of ['strength', 'gap'] as const) {
        const text = given[field].trim();
        if (isSpecific(text, ctx.evidence)) entry[field] = text;
        else if (text)
          problems.push(
            `per_phase.${phase}.${field} ("${oneLine(text, 80)}") names nothing specific from the user's notes or code`,
          );
        else problems.push(`per_phase.${phase}.${field} is empty`);
      }
      const question = given.question.trim();
      const why = questionProblem(question);
      if (why) problems.push(`per_phase.${phase}.question ${why}`);
      else entry.question = question;
    }
    if (given || phase === 'implement') perPhase[phase] = entry;
  }

  let overallScore = raw.overall_score;
  if (!Number.isFinite(overallScore) || overallScore < 0 || overallScore > OVERALL_SCORE_MAX) {
    problems.push(`overall_score must be a number from 0 to ${OVERALL_SCORE_MAX}`);
    overallScore = Number.isFinite(overallScore) ? Math.min(OVERALL_SCORE_MAX, Math.max(0, overallScore)) : 0;
  }
  overallScore = Math.round(overallScore * 10) / 10;

  let rubric: Rubric | null = null;
  const rubricMissing: string[] = [];
  if (ctx.mode === 'interview') {
    const given = raw.rubric ?? {};
    const built: Partial<Rubric> = {};
    for (const criterion of RUBRIC_CRITERIA) {
      const entry = given[criterion];
      if (
        !entry ||
        !Number.isInteger(entry.score) ||
        entry.score < 0 ||
        entry.score > RUBRIC_SCORE_MAX ||
        !entry.reason.trim()
      ) {
        rubricMissing.push(criterion);
        problems.push(`rubric.${criterion} needs an integer score 0-${RUBRIC_SCORE_MAX} and a one-line reason`);
      } else {
        built[criterion] = { score: entry.score, reason: oneLine(entry.reason, 200) };
      }
    }
    rubric = rubricMissing.length === 0 ? (built as Rubric) : null;
  }

  return {
    summary: raw.summary.trim(),
    perPhase,
    overallScore,
    rubric,
    rubricMissing,
    problems,
    thinNotes: isThin(perPhase),
  };
}

/**
 * Thin notes: fewer than two specific strengths/gaps survived, or fewer than half of the slots the kept phases
 * offer. The review is still shown; the signal tells the user their notes gave too little to be specific about.
 */
export function isThin(perPhase: PerPhase): boolean {
  const entries = Object.values(perPhase);
  const slots = entries.length * 2;
  const filled = entries.reduce((n, e) => n + (e.strength ? 1 : 0) + (e.gap ? 1 : 0), 0);
  return filled < 2 || filled < slots / 2;
}
