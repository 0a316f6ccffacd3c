/** Shared by the review e2e test and the screenshot seed: an attempt at stable-softmax and reviews that fit it. */
export const SOFTMAX_CODE = `import math


def softmax(xs):
    if not xs:
        raise ValueError("empty input")
    row_max = max(xs)
    exps = [math.exp(x - row_max) for x in xs]
    exp_sum = sum(exps)
    return [e / exp_sum for e in exps]


def log_softmax(xs):
    if not xs:
        raise ValueError("empty input")
    row_max = max(xs)
    log_sum = math.log(sum(math.exp(x - row_max) for x in xs))
    return [x - row_max - log_sum for x in xs]
`;

export const SOFTMAX_NOTES = {
  explore:
    'Logits can be 1000 or -1000, so exp overflows unless I subtract the row max first. Empty input must raise ValueError.',
  brainstorm: '',
  plan: 'softmax: row_max, shift, exp, divide by exp_sum. log_softmax: x - row_max - log(sum(exp(x - row_max))) so it never takes log of 0.',
  implement: '',
  verify: '',
};

const phase = (strength: string, gap: string, question: string) => ({ strength, gap, question });

export function softmaxReview(voiceNote = '') {
  return {
    summary: `Your plan names the overflow risk and the log-sum-exp form before any code, and the code follows it line for line.${voiceNote} Verification is the weak spot: nothing in your notes says how you checked log_softmax.`,
    per_phase: {
      explore: phase(
        'You pinned the range of the logits (1000 and -1000) and the ValueError for empty input before planning.',
        'You did not say whether `log_softmax` must also raise ValueError on empty input, though your code does.',
        'What other inputs besides 1000 and -1000 would you expect to break a naive softmax, and why?',
      ),
      plan: phase(
        'Your plan writes log_softmax as `x - row_max - log(sum(exp(x - row_max)))`, which never takes log of 0.',
        'The plan computes row_max twice (once per function) without saying whether shared code is worth it.',
        'How would you decide whether `softmax` and `log_softmax` should share the row_max shift?',
      ),
      implement: phase(
        '`exp_sum` and `log_sum` are computed from the shifted values, exactly as your plan says.',
        '`log_softmax` builds the generator of `math.exp(x - row_max)` again instead of reusing `exps`.',
        'What would you measure to know whether recomputing `math.exp` in `log_softmax` matters?',
      ),
    },
    overall_score: 7.5,
  };
}

export const SOFTMAX_RUBRIC = {
  assumption_clarification: { score: 3, reason: 'Stated the 1000 / -1000 range and the ValueError contract up front.' },
  multiple_approaches: {
    score: 1,
    reason: 'Only the max-shift approach; no alternative such as log-sum-exp via logaddexp.',
  },
  complexity_stated: { score: 0, reason: 'No time or memory complexity was written down.' },
  plan_before_code: { score: 3, reason: 'The plan spells out both functions before the code.' },
  code_quality: { score: 2, reason: 'Clear names (row_max, exp_sum); the shift is duplicated.' },
  verification: { score: 1, reason: 'No notes on how log_softmax was checked.' },
};

export function submitInput(mode: 'practice' | 'interview' = 'practice', voiceKey?: string) {
  return {
    slug: 'stable-softmax',
    mode,
    code: SOFTMAX_CODE,
    phase_notes: SOFTMAX_NOTES,
    hint_counts: {},
    looked_up_reference: false,
    looked_up_pitfalls: false,
    phase_times_ms: { explore: 60_000, plan: 120_000, implement: 300_000 },
    notes: 'Confident about overflow, less about log_softmax.',
    confidence: 4,
    ...(voiceKey ? { voice_key: voiceKey } : {}),
  };
}
