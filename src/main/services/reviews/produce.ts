import type { Voice } from '../../../shared/domain/voice';
import type { ReviewAttempt } from './review-attempt';
import type { ReviewOutcome } from '../../db/repositories/reviews';
import type { ContentCatalog } from '../../content/catalog';
import { ModelCallError } from '../model/errors';
import type { ModelService } from '../model/model-service';
import { enforceReview, type Enforced } from './enforce';
import { parseModelReview } from './model-output';
import { buildMessages, notedPhases, repairMessages } from './prompt';
import { buildEvidence } from './specificity';

/** Enough for five phases, a summary and a rubric; short enough that a runaway reply stays cheap. */
export const REVIEW_MAX_TOKENS = 1500;

type Attemptable = { ok: true; enforced: Enforced; content: string } | { ok: false; problem: string; content: string };

/**
 * One review: prompt, call, validate, enforce the rules, repair once if any rule was broken, and settle on an
 * outcome. Never throws for model trouble: failures become `failed` (retryable) or `no_model` outcomes.
 */
export async function produceReview(deps: {
  userId: string;
  attempt: ReviewAttempt;
  voice: Voice;
  content: Pick<ContentCatalog, 'getProblem'>;
  model: ModelService;
  logger?: { error(message: string, err?: unknown): void };
}): Promise<ReviewOutcome> {
  const { userId, attempt, voice, model } = deps;
  const problem = deps.content.getProblem(attempt.problemSlug) ?? {
    title: attempt.problemSlug,
    statement_md: '(The problem statement is no longer installed.)',
    language: attempt.language,
  };
  const ctx = {
    mode: attempt.mode,
    notedPhases: notedPhases(attempt),
    evidence: buildEvidence({ notes: [...Object.values(attempt.phaseNotes), attempt.notes], code: attempt.code }),
  };
  const messages = buildMessages(voice, problem, attempt);
  const ask = async (msgs: typeof messages): Promise<{ content: string; model: string }> => {
    const reply = await model.complete(userId, {
      tag: 'review',
      messages: msgs,
      maxTokens: REVIEW_MAX_TOKENS,
      json: true,
    });
    return { content: reply.content, model: reply.model };
  };
  const judge = (content: string): Attemptable => {
    const parsed = parseModelReview(content);
    return parsed.ok
      ? { ok: true, enforced: enforceReview(parsed.review, ctx), content }
      : { ok: false, problem: parsed.problem, content };
  };

  let modelName: string | null = null;
  try {
    const first = await ask(messages);
    modelName = first.model;
    let best = judge(first.content);
    const problems = best.ok ? best.enforced.problems : [`${best.problem}; reply with the JSON object described above`];
    if (problems.length > 0) {
      const second = judge((await ask(repairMessages(messages, first.content, problems))).content);
      // Keep whichever reply broke fewer rules; a malformed repair never replaces a readable first reply.
      if (second.ok && (!best.ok || second.enforced.problems.length <= best.enforced.problems.length)) best = second;
    }
    if (!best.ok) {
      return {
        status: 'failed',
        model: modelName,
        failureReason: `The model's answer could not be read as a review (${best.problem}), even after one repair request. Retry; if it keeps happening, try another model.`,
      };
    }
    const e = best.enforced;
    if (attempt.mode === 'interview' && !e.rubric) {
      return {
        status: 'failed',
        model: modelName,
        failureReason: `The model did not grade every interview criterion (missing: ${e.rubricMissing.join(', ')}). Retry; a larger model usually manages it.`,
      };
    }
    return {
      status: 'ready',
      summary: e.summary,
      perPhase: e.perPhase,
      overallScore: e.overallScore,
      rubric: e.rubric,
      thinNotes: e.thinNotes,
      model: modelName,
    };
  } catch (err) {
    if (err instanceof ModelCallError) {
      if (err.kind === 'no_model') return { status: 'no_model', failureReason: err.message };
      return { status: 'failed', model: modelName, failureReason: err.message };
    }
    deps.logger?.error('review generation failed unexpectedly', err);
    return {
      status: 'failed',
      model: modelName,
      failureReason:
        'The review could not be generated because of an unexpected problem. Your attempt is saved; retry.',
    };
  }
}
