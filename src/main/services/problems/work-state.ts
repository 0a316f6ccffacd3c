import { PHASES, type Phase, type Problem } from '@shared/domain/problem';
import { WorkStateSchema, type HintCounts, type PhaseNotes, type PhaseTimes, type WorkState } from '@shared/domain/attempt';

/** What problems:save-work may change. Lookups and hint counts are server-owned (set by problems:reveal). */
export type ClientWork = Pick<
  WorkState,
  'phase' | 'reached' | 'phase_notes' | 'code' | 'notes' | 'confidence' | 'phase_times_ms'
>;

export function freshWork(problem: Pick<Problem, 'starter'>): WorkState {
  return {
    phase: 'explore',
    reached: 'explore',
    phase_notes: {},
    code: problem.starter,
    notes: '',
    confidence: null,
    phase_times_ms: {},
    hints_revealed: 0,
    hint_counts: {},
    looked_up_reference: false,
    looked_up_pitfalls: false,
    updated_at: null,
  };
}

const order = (p: Phase): number => PHASES.indexOf(p);

/**
 * The stored document, checked. A row written by an older build or damaged on disk must not break the page, so
 * anything that does not parse starts fresh (the attempts, which are the record, are untouched).
 */
export function readWork(stored: unknown, problem: Pick<Problem, 'starter' | 'hints'>): WorkState {
  const parsed = WorkStateSchema.safeParse(stored);
  if (!parsed.success) return freshWork(problem);
  const work = parsed.data;
  return {
    ...work,
    reached: order(work.reached) < order(work.phase) ? work.phase : work.reached,
    hints_revealed: Math.min(work.hints_revealed, problem.hints.length),
  };
}

export function applyClientWork(current: WorkState, client: ClientWork, now: Date): WorkState {
  const reached = [current.reached, client.reached, client.phase].reduce((a, b) => (order(b) > order(a) ? b : a));
  return { ...current, ...client, reached, updated_at: now.toISOString() };
}

export const sumValues = (record: HintCounts | PhaseTimes): number =>
  Object.values(record).reduce<number>((total, n) => total + (n ?? 0), 0);

/** Per phase, the larger of two counts: the server's log can only add to what the page reports. */
export function maxCounts(a: HintCounts, b: HintCounts): HintCounts {
  const out: HintCounts = {};
  for (const phase of PHASES) {
    const n = Math.max(a[phase] ?? 0, b[phase] ?? 0);
    if (n > 0) out[phase] = n;
  }
  return out;
}

/** Empty notes are left out, so the review's "phase without notes" rule sees them as absent. */
export function trimNotes(notes: PhaseNotes): PhaseNotes {
  const out: PhaseNotes = {};
  for (const phase of PHASES) {
    const text = notes[phase];
    if (text !== undefined && text.trim() !== '') out[phase] = text;
  }
  return out;
}
