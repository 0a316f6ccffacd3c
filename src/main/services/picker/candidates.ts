import type { AxisId } from '@shared/domain/axes';
import type { NextKind } from '@shared/domain/home';
import { ageDays, type AxisStats } from './estimate';
import type { AttemptEvidence, PickerInput, PickerProblem, ProblemSummary, RedrillEvidence } from './types';

/** What a candidate is and why it scored as it did; `why.ts` turns the reasons into words. */
export type Scored = {
  kind: Exclude<NextKind, 'track_section' | 'companion_problem' | 'none'>;
  id: string;
  title: string;
  url: string;
  axis: AxisId | null;
  durationMin: number | null;
  score: number;
  reasons: Reason[];
};

export type Reason =
  | { type: 'axis'; axis: AxisStats; focusRank: number }
  | { type: 'also_covers'; count: number; axes: AxisId[] }
  | { type: 'untried' }
  | { type: 'failed_last' }
  | { type: 'lookups'; leaned: number; total: number }
  | { type: 'solved_recently'; days: number }
  | { type: 'tried_today' }
  | { type: 'difficulty_fit'; difficulty: string }
  | { type: 'first_step' }
  | { type: 'reading'; trackTitle: string; minutes: number }
  | { type: 'writing'; stage: string }
  | { type: 'reflection'; sectionTitle: string; trackTitle: string; dueDay: number; daysSince: number }
  | {
      type: 'redrill';
      daysSince: number;
      lastRating: RedrillEvidence['lastRating'];
      lastPassed: boolean;
      overdueDays: number;
    };

/** Lookups cost up to this much score: a problem always solved with the reference open drops a long way. */
export const LOOKUP_PENALTY = 0.5;
const SOLVED_RECENTLY_DAYS = 14;
/** Due reflections come first in the axis-fit branch: they are time-bound and take a few minutes. */
const REFLECTION_SCORE = 10;
/**
 * Due re-drills sit between the reflections and the axis-fit candidates: below every reflection,
 * above any axis fit (which stays under 2). The most overdue comes first.
 */
const REDRILL_SCORE = 5;
/** At most this many re-drills compete for next and the alternatives, so weak axes still get a slot. */
export const MAX_REDRILL_CANDIDATES = 2;
/** Doing beats reading when both fit equally (drilling produces evidence the picker can use). */
const READING_OFFSET = -0.05;
const WRITING_OFFSET = -0.02;

/** Kind order for ties, then the id: the same inputs always give the same order. */
export const KIND_ORDER: Record<Scored['kind'], number> = { reflection: 0, redrill: 0.5, problem: 1, reading: 2, writing: 3 };

function axisFit(
  axes: readonly AxisId[],
  stats: ReadonlyMap<AxisId, AxisStats>,
  focus: readonly AxisId[],
): { score: number; reasons: Reason[]; axis: AxisId | null } {
  let best: AxisStats | undefined;
  for (const axis of axes) {
    const s = stats.get(axis);
    if (s && (!best || s.priority > best.priority)) best = s;
  }
  if (!best) return { score: 0, reasons: [], axis: null };
  const otherAxes = axes.filter((a) => a !== best.axis && focus.includes(a));
  const others = otherAxes.length;
  const reasons: Reason[] = [{ type: 'axis', axis: best, focusRank: focus.indexOf(best.axis) }];
  if (others) reasons.push({ type: 'also_covers', count: others, axes: otherAxes });
  return { score: best.priority + 0.05 * others, reasons, axis: best.axis };
}

function difficultyFor(estimate: number): PickerProblem['difficulty'] {
  return estimate < 0.4 ? 'easy' : estimate < 0.7 ? 'medium' : 'hard';
}

/** One problem's history as the picker needs it; the same summary the derived table keeps. */
export function summarize(history: readonly AttemptEvidence[]): ProblemSummary | undefined {
  if (history.length === 0) return undefined;
  let latest = history[0]!;
  let lastCleanAt: string | null = null;
  let leaned = 0;
  for (const a of history) {
    if (a.createdAt >= latest.createdAt) latest = a;
    if (a.lookedReference || a.lookedPitfalls) leaned += 1;
    if (a.passed && !a.lookedReference && (lastCleanAt === null || a.createdAt >= lastCleanAt)) lastCleanAt = a.createdAt;
  }
  return { attempts: history.length, leaned, lastAt: latest.createdAt, lastPassed: latest.passed, lastCleanAt };
}

export function scoreProblem(
  problem: PickerProblem,
  summary: ProblemSummary | undefined,
  today: Date,
  stats: ReadonlyMap<AxisId, AxisStats>,
  focus: readonly AxisId[],
): Scored {
  const fit = axisFit(problem.axes, stats, focus);
  let score = fit.score;
  const reasons = [...fit.reasons];
  if (!summary) {
    reasons.push({ type: 'untried' });
  } else {
    if (summary.leaned > 0) {
      score -= LOOKUP_PENALTY * (summary.leaned / summary.attempts);
      reasons.push({ type: 'lookups', leaned: summary.leaned, total: summary.attempts });
    }
    if (ageDays(today, summary.lastAt) < 1) {
      score -= 0.3;
      reasons.push({ type: 'tried_today' });
    }
    const cleanAge = summary.lastCleanAt === null ? Infinity : ageDays(today, summary.lastCleanAt);
    if (cleanAge < SOLVED_RECENTLY_DAYS) {
      score -= 0.4;
      reasons.push({ type: 'solved_recently', days: Math.floor(cleanAge) });
    } else if (!summary.lastPassed) {
      reasons.push({ type: 'failed_last' });
    }
  }
  const axisStats = fit.axis ? stats.get(fit.axis) : undefined;
  if (axisStats && axisStats.attempts > 0) {
    // A level is claimed only from evidence.
    if (difficultyFor(axisStats.estimate) === problem.difficulty) {
      score += 0.05;
      reasons.push({ type: 'difficulty_fit', difficulty: problem.difficulty });
    }
  } else if (problem.difficulty === 'easy') {
    // No evidence on the axis: start easy (a new user's first pick was a medium Rust problem).
    score += 0.1;
    reasons.push({ type: 'first_step' });
  }
  return {
    kind: 'problem',
    id: problem.slug,
    title: problem.title,
    url: `/problem/${problem.slug}`,
    axis: fit.axis,
    durationMin: null,
    score,
    reasons,
  };
}

export function allCandidates(
  input: PickerInput,
  stats: ReadonlyMap<AxisId, AxisStats>,
  focus: readonly AxisId[],
): Scored[] {
  let summaries: ReadonlyMap<string, ProblemSummary>;
  if (input.derived) {
    summaries = input.derived.problems;
  } else {
    const byProblem = new Map<string, AttemptEvidence[]>();
    for (const a of input.attempts) {
      const list = byProblem.get(a.problemSlug);
      if (list) list.push(a);
      else byProblem.set(a.problemSlug, [a]);
    }
    summaries = new Map([...byProblem].map(([slug, list]) => [slug, summarize(list)!]));
  }
  const out: Scored[] = [];
  for (const r of input.dueReflections) {
    out.push({
      kind: 'reflection',
      id: r.id,
      title: `Revisit your reflection on “${r.sectionTitle}”`,
      url: '/reflections',
      axis: null,
      durationMin: 3,
      score: REFLECTION_SCORE + r.daysSince * 0.01,
      reasons: [{ type: 'reflection', ...r }],
    });
  }
  const problemsBySlug = new Map(input.problems.map((p) => [p.slug, p]));
  const redrilled = new Set<string>();
  const dueFirst = [...(input.dueRedrills ?? [])].sort((a, b) =>
    a.due < b.due ? -1 : a.due > b.due ? 1 : a.problemSlug < b.problemSlug ? -1 : 1,
  );
  for (const d of dueFirst) {
    const problem = problemsBySlug.get(d.problemSlug);
    if (!problem) continue; // removed from the corpus: nothing to re-drill
    if (redrilled.size >= MAX_REDRILL_CANDIDATES) break;
    redrilled.add(problem.slug);
    const overdueDays = Math.floor(ageDays(input.today, d.due));
    out.push({
      kind: 'redrill',
      id: problem.slug,
      title: problem.title,
      url: `/problem/${problem.slug}`,
      axis: axisFit(problem.axes, stats, focus).axis ?? problem.axes[0] ?? null,
      durationMin: null,
      // Capped so a long-overdue re-drill never climbs over a reflection.
      score: REDRILL_SCORE + Math.min(overdueDays, 365) * 0.01,
      reasons: [
        {
          type: 'redrill',
          daysSince: Math.floor(ageDays(input.today, d.lastAt)),
          lastRating: d.lastRating,
          lastPassed: d.lastPassed,
          overdueDays,
        },
      ],
    });
  }
  for (const p of input.problems) {
    if (redrilled.has(p.slug)) continue; // offered once, as the re-drill
    out.push(scoreProblem(p, summaries.get(p.slug), input.today, stats, focus));
  }
  for (const r of input.readings) {
    const fit = axisFit(r.axes, stats, focus);
    if (!fit.axis) continue;
    out.push({
      kind: 'reading',
      id: `${r.trackSlug}#${String(r.position).padStart(5, '0')}`,
      title: r.title,
      url: r.url,
      axis: fit.axis,
      durationMin: r.durationMin,
      score: fit.score + READING_OFFSET,
      reasons: [...fit.reasons, { type: 'reading', trackTitle: r.trackTitle, minutes: r.durationMin }],
    });
  }
  for (const w of input.writings) {
    if (!['idea', 'outline', 'draft'].includes(w.stage)) continue;
    const fit = axisFit(['technical_writing'], stats, focus);
    const touchedToday = ageDays(input.today, w.updatedAt) < 1 ? -0.2 : 0;
    out.push({
      kind: 'writing',
      id: w.id,
      title: w.title,
      url: `/writings/${w.id}`,
      axis: 'technical_writing',
      durationMin: null,
      score: fit.score + WRITING_OFFSET + touchedToday,
      reasons: [...fit.reasons, { type: 'writing', stage: w.stage }],
    });
  }
  return out;
}

export function rank(candidates: Scored[]): Scored[] {
  return [...candidates].sort(
    (a, b) => b.score - a.score || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
