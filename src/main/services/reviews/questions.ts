/**
 * SPEC review rule 4: a question is open-ended, addressed to the user, and the reviewer does not answer it.
 * Returns why a question breaks the rule, or null when it is acceptable.
 */
const ANSWER_MARKERS = [
  /\bthe answer is\b/i,
  /\banswer:/i,
  /\bhint:/i,
  /\bthe (fix|solution|trick|key) is\b/i,
  /\byou should (have )?(use|add|write|check|make|replace|switch)/i,
  /\byou (need|needed) to\b/i,
  /\b(spoiler|for example,? (use|try))\b/i,
];
const OPENERS = /^(what|why|how|which|where|when|who|walk|describe|explain|tell|suppose|imagine|if)\b/i;
const CLOSED_OPENERS =
  /^(is|are|was|were|do|does|did|can|could|should|would|will|have|has|had|isn't|aren't|didn't|don't)\b/i;
const WH_ANYWHERE = /\b(what|why|how|which|where|when)\b/i;

export function questionProblem(question: string): string | null {
  const q = question.trim();
  if (!q) return 'is empty';
  const lastMark = q.lastIndexOf('?');
  if (lastMark === -1) return 'is not a question (it has no question mark)';
  const after = q.slice(lastMark + 1).trim();
  if (after.length > 0) return 'continues after the question mark, which answers or hints at it';
  if (ANSWER_MARKERS.some((re) => re.test(q))) return 'gives away the answer';
  if (!/\b(you|your|you're|you'd|yourself)\b/i.test(q)) return 'is not addressed to the user (use "you")';
  const firstSentence = q.split(/(?<=[.!?])\s+/).find((s) => s.includes('?')) ?? q;
  if (CLOSED_OPENERS.test(firstSentence) && !WH_ANYWHERE.test(firstSentence))
    return 'is a yes/no question; ask an open one (what, why, how ...)';
  if (!OPENERS.test(firstSentence) && !WH_ANYWHERE.test(firstSentence)) return 'is not open-ended';
  return null;
}
