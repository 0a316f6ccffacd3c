import type { ChannelOutput } from '../../src/shared/ipc/contract';
import type { Result } from '../../src/shared/ipc/result';

type Invoke = { invoke(channel: 'problems:save-work' | 'problems:submit', input: unknown): Promise<Result<unknown>> };

/**
 * A whole submission as a test describes it: slug, mode, code, phase_notes, phase_times_ms, notes, confidence,
 * voice_key, and `phase` (Verify unless a test wants a refused early submit). Loose on purpose: tests send bad
 * values to see them refused.
 */
export type Submission = Record<string, unknown>;

/** A plan over the gate (80 characters), for tests about something else; a test of the gate sends its own. */
export const PLAN_OVER_GATE =
  'Write the function, then check the edge cases from the statement by hand before running tests.';

/**
 * What the page does on Submit: problems:save-work flushes the work, then problems:submit sends only
 * the decision. Answers the save's failure if the save is refused, else the submit's result.
 */
export async function submitWork(router: Invoke, s: Submission): Promise<Result<ChannelOutput<'problems:submit'>>> {
  const mode = s.mode ?? 'practice';
  const phase = s.phase ?? 'verify';
  const notes = typeof s.notes === 'string' ? s.notes : '';
  const saved = await router.invoke('problems:save-work', {
    slug: s.slug,
    mode,
    phase,
    reached: phase,
    phase_notes: { plan: PLAN_OVER_GATE, ...(s.phase_notes as object | undefined) },
    code: s.code,
    notes,
    confidence:
      typeof s.confidence === 'number' && Number.isInteger(s.confidence) && s.confidence >= 1 && s.confidence <= 5
        ? s.confidence
        : null,
    phase_times_ms: s.phase_times_ms ?? {},
  });
  if (!saved.ok) return saved;
  const submitted = await router.invoke('problems:submit', {
    slug: s.slug,
    mode,
    notes,
    confidence: s.confidence,
    ...(s.voice_key ? { voice_key: s.voice_key } : {}),
  });
  return submitted as Result<ChannelOutput<'problems:submit'>>;
}
