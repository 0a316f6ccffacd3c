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

/** Runs but fails: no shift (large logits overflow) and no empty-input guard. */
export const FAILING_SOFTMAX_CODE = `import math


def softmax(xs):
    exps = [math.exp(x) for x in xs]
    total_mass = sum(exps)
    return [e / total_mass for e in exps]


def log_softmax(xs):
    return [math.log(p) for p in softmax(xs)]
`;

export const SOFTMAX_NOTES = {
  explore:
    'Logits can be 1000 or -1000, so exp overflows unless I subtract the row max first. Empty input must raise ValueError.',
  brainstorm: '',
  plan: 'softmax: row_max, shift, exp, divide by exp_sum. log_softmax: x - row_max - log(sum(exp(x - row_max))) so it never takes log of 0.',
  implement: '',
  verify: '',
};

type Ev = { source: 'code' | 'notes' | 'test'; quote: string; line?: number | null };
const phase = (strength: string, gap: string, question: string, strength_evidence?: Ev, gap_evidence?: Ev) => ({
  strength,
  gap,
  question,
  ...(strength_evidence ? { strength_evidence } : {}),
  ...(gap_evidence ? { gap_evidence } : {}),
});
const notes = (quote: string): Ev => ({ source: 'notes', quote });
const code = (quote: string, line: number | null = null): Ev => ({ source: 'code', quote, line });

export function softmaxReview(voiceNote = '') {
  return {
    summary: `Your plan names the overflow risk and the log-sum-exp form before any code, and the code follows it line for line.${voiceNote} Verification is the weak spot: nothing in your notes says how you checked log_softmax.`,
    per_phase: {
      explore: phase(
        'You pinned the range of the logits (1000 and -1000) and the ValueError for empty input before planning.',
        'You did not say whether `log_softmax` must also raise ValueError on empty input, though your code does.',
        'What other inputs besides 1000 and -1000 would you expect to break a naive softmax, and why?',
        notes('Logits can be 1000 or -1000, so exp overflows unless I subtract the row max first.'),
        notes('Empty input must raise ValueError.'),
      ),
      plan: phase(
        'Your plan writes log_softmax as `x - row_max - log(sum(exp(x - row_max)))`, which never takes log of 0.',
        'The plan computes row_max twice (once per function) without saying whether shared code is worth it.',
        'How would you decide whether `softmax` and `log_softmax` should share the row_max shift?',
        notes('log_softmax: x - row_max - log(sum(exp(x - row_max)))'),
        notes('softmax: row_max, shift, exp, divide by exp_sum.'),
      ),
      implement: phase(
        '`exp_sum` and `log_sum` are computed from the shifted values, exactly as your plan says.',
        '`log_softmax` builds the generator of `math.exp(x - row_max)` again instead of reusing `exps`.',
        'What would you measure to know whether recomputing `math.exp` in `log_softmax` matters?',
        code('exp_sum = sum(exps)', 9),
        code('log_sum = math.log(sum(math.exp(x - row_max) for x in xs))', 18),
      ),
    },
    overall_score: 7.5,
  };
}

export const SOFTMAX_RUBRIC = {
  assumption_clarification: {
    score: 3,
    reason: 'Stated the 1000 / -1000 range and the ValueError contract up front.',
    evidence: notes('Empty input must raise ValueError.'),
  },
  multiple_approaches: {
    score: 1,
    reason: 'Only the row max shift; no alternative such as logaddexp was weighed.',
    evidence: notes('subtract the row max first'),
  },
  complexity_stated: { score: 0, reason: 'No time or memory complexity was written down.', evidence: null },
  plan_before_code: {
    score: 3,
    reason: 'The plan spells out both functions before the code, down to exp_sum.',
    evidence: notes('softmax: row_max, shift, exp, divide by exp_sum.'),
  },
  code_quality: {
    score: 2,
    reason: 'Clear names (row_max, exp_sum); the shift is duplicated.',
    evidence: code('row_max = max(xs)', 7),
  },
  verification: { score: 0, reason: 'No notes on how log_softmax was checked.', evidence: null },
};

/**
 * Submits the way the page does since submit runs the saved work: start the work fresh, save notes and code,
 * then submit. `call` is a host's or a router's channel call.
 */
export async function submitWork(
  call: (channel: string, input: unknown) => Promise<{ ok: boolean; value?: unknown; error?: { message: string } }>,
  mode: 'practice' | 'interview' = 'practice',
  options: { code?: string; voiceKey?: string } = {},
): Promise<string> {
  const must = async (channel: string, input: unknown) => {
    const r = await call(channel, input);
    if (!r.ok) throw new Error(`${channel}: ${r.error?.message ?? 'failed'}`);
    return r.value;
  };
  await must('problems:reset-work', { slug: 'stable-softmax', mode });
  await must('problems:save-work', {
    slug: 'stable-softmax',
    mode,
    phase: 'verify',
    reached: 'verify',
    phase_notes: SOFTMAX_NOTES,
    code: options.code ?? SOFTMAX_CODE,
    notes: 'Confident about overflow, less about log_softmax.',
    confidence: 4,
    phase_times_ms: { explore: 60_000, plan: 120_000, implement: 300_000 },
  });
  const stored = (await must('problems:submit', {
    slug: 'stable-softmax',
    mode,
    notes: 'Confident about overflow, less about log_softmax.',
    confidence: 4,
    ...(options.voiceKey ? { voice_key: options.voiceKey } : {}),
  })) as { attempt_id: string };
  return stored.attempt_id;
}
