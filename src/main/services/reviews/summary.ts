import type { Phase } from '@shared/domain/problem';
import { describeVerdict, factContradiction, type AttemptFacts } from './facts';
import { isGenericPraise, isSpecific, type Evidence } from './specificity';
import { hasVisibleText, oneLine, sentences } from './text';

/**
 * review rule 5 for the summary: 2-3 sentences, not blank, no praise the rest of the sentence does not
 * back with something specific from the user's work, and nothing that contradicts the attempt's facts.
 */
export function summaryProblem(
  summary: string,
  ctx: { evidence: Evidence; facts: AttemptFacts; notedPhases: ReadonlySet<Phase> },
): string | null {
  if (!hasVisibleText(summary)) return 'it is blank';
  const parts = sentences(summary);
  if (parts.length < 2 || parts.length > 3) return `it has ${parts.length} sentence${parts.length === 1 ? '' : 's'}; it must have 2 or 3`;
  for (const sentence of parts) {
    if (isGenericPraise(sentence) && !isSpecific(sentence, ctx.evidence))
      return `it praises without naming what earned it ("${oneLine(sentence, 60)}")`;
  }
  return factContradiction(summary, ctx.facts, ctx.notedPhases);
}

/**
 * What the card shows when the reviewer's summary was removed: facts only, written by the app, so a shown
 * review never has a blank summary and never one the checks refused.
 */
export function factualSummary(facts: AttemptFacts, why: string): string {
  const verdict = facts.passed ? `Every test passed (${describeVerdict(facts)}).` : `Not every test passed (${describeVerdict(facts)}).`;
  return `${verdict} The reviewer's own summary was removed because ${why}.`;
}
