import type { RubricCriterion } from '@shared/ipc/channels/reviews';

export const PHASE_LABELS: Record<string, string> = {
  explore: 'Explore',
  brainstorm: 'Brainstorm',
  plan: 'Plan',
  implement: 'Implement',
  verify: 'Verify',
};

export const CRITERION_LABELS: Record<RubricCriterion, string> = {
  assumption_clarification: 'Clarified assumptions',
  multiple_approaches: 'Compared approaches',
  complexity_stated: 'Stated complexity',
  plan_before_code: 'Planned before coding',
  code_quality: 'Code quality',
  verification: 'Verified the result',
};

/** Score bands, the same for every voice (0–10). */
export function scoreTone(score: number): 'success' | 'warn' | 'danger' {
  if (score >= 7) return 'success';
  if (score >= 4) return 'warn';
  return 'danger';
}
