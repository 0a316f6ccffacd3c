import type { Problem } from '@shared/domain/problem';
import type { AttemptSummary } from '@shared/domain/attempt';
import type { AttemptRow } from '../../db/repositories/attempts';
import { sumValues } from './work-state';

/** What the index and the problem page both show about a problem. */
export function basics(p: Problem) {
  return {
    slug: p.slug,
    title: p.title,
    language: p.language,
    difficulty: p.difficulty,
    axes: p.axes,
    domain_tags: p.domain_tags,
  };
}

export function summarizeAttempt(a: AttemptRow): AttemptSummary {
  return {
    id: a.id,
    created_at: a.createdAt,
    mode: a.mode,
    status: a.testStatus,
    passed: a.passed,
    tests_passed: a.testResults.filter((t) => t.status === 'pass').length,
    tests_total: a.testResults.length,
    confidence: a.confidence,
    total_time_ms: sumValues(a.phaseTimesMs),
    hints_used: sumValues(a.hintCounts),
    looked_up_reference: a.lookedUpReference,
    looked_up_pitfalls: a.lookedUpPitfalls,
  };
}
