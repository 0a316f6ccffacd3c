import { PHASES } from '@shared/domain/problem';
import type { Voice } from '@shared/domain/voice';
import type { ReviewAttempt } from './review-attempt';
import type { ReviewOutcome } from '../../db/repositories/reviews';
import type { ContentCatalog } from '../../content/catalog';
import { ModelCallError } from '../model';
import type { ModelService } from '../model';
import { enforceReview, type EnforceContext, type Enforced } from './enforce';
import { prepareMaterial } from './evidence';
import { factsOf } from './facts';
import { parseModelReview } from './model-output';
import { buildMessages, notedPhases, repairMessages } from './prompt';
import { REVIEW_JSON_SCHEMA } from './review-json-schema';
import { buildEvidence } from './specificity';
import { hasVisibleText } from './text';

/** Enough for five phases with evidence, a summary and a rubric; short enough that a runaway reply stays cheap. */
export const REVIEW_MAX_TOKENS = 2000;

type Judged = { ok: true; enforced: Enforced; content: string } | { ok: false; problem: string; content: string };

/** Everything the checks read about the attempt, built once per review. */
export function enforceContextFor(
  attempt: ReviewAttempt,
  problem: { starter?: string; statement_md: string },
): EnforceContext {
  const noted = notedPhases(attempt);
  const notes = [
    ...PHASES.filter((p) => noted.has(p)).map((p) => ({ where: p, text: attempt.phaseNotes[p] ?? '' })),
    ...(hasVisibleText(attempt.notes) ? [{ where: 'notes', text: attempt.notes }] : []),
  ];
  const material = prepareMaterial({
    code: attempt.code,
    starter: problem.starter ?? '',
    notes,
    testNames: attempt.testResults.flatMap((t) => (t && typeof t.name === 'string' ? [t.name] : [])),
    statement: problem.statement_md,
  });
  // Specificity counts only what the user wrote: their notes and the code lines that are not the starter's.
  const ownCode = material.ownBlocks.map((b) => b.text).join('\n');
  return {
    mode: attempt.mode,
    notedPhases: noted,
    evidence: buildEvidence({ notes: notes.map((n) => n.text), code: ownCode }),
    material,
    code: attempt.code,
    starterNames: new Set((problem.starter ?? '').toLowerCase().match(/[a-z_][a-z0-9_]*/g) ?? []),
    facts: factsOf(attempt),
  };
}

/** Reads and checks one reply. Pure: the benchmark and the tests call it without a model. */
export function judgeReply(content: string, ctx: EnforceContext): Judged {
  const parsed = parseModelReview(content);
  return parsed.ok
    ? { ok: true, enforced: enforceReview(parsed.review, ctx), content }
    : { ok: false, problem: parsed.problem, content };
}

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
    starter: '',
  };
  const ctx = enforceContextFor(attempt, problem);
  const messages = buildMessages(voice, problem, attempt);
  const ask = async (msgs: typeof messages): Promise<{ content: string; model: string }> => {
    const reply = await model.complete(userId, {
      tag: 'review',
      messages: msgs,
      maxTokens: REVIEW_MAX_TOKENS,
      json: true,
      jsonSchema: REVIEW_JSON_SCHEMA,
    });
    return { content: reply.content, model: reply.model };
  };

  let modelName: string | null = null;
  try {
    const first = await ask(messages);
    modelName = first.model;
    let best = judge(first.content);
    const notices: string[] = [];
    const problems = best.ok ? best.enforced.problems : [`${best.problem}; reply with the JSON object described above`];
    if (problems.length > 0) {
      try {
        const second = judge((await ask(repairMessages(messages, first.content, problems))).content);
        // Keep whichever reply broke fewer rules; a malformed repair never replaces a readable first reply.
        if (second.ok && (!best.ok || second.enforced.problems.length <= best.enforced.problems.length)) best = second;
      } catch (err) {
        // A cap that blocks the repair (or a repair call that fails) must not throw away a usable first reply:
        // keep its valid part, and say which cap blocked the repair or what went wrong.
        if (!(err instanceof ModelCallError) || err.kind === 'no_model' || !best.ok) throw err;
        notices.push(
          err.kind === 'cap_reached'
            ? `The repair request was not sent, so the points that broke a rule were removed instead of corrected. ${err.message}`
            : `The repair request failed, so the points that broke a rule were removed instead of corrected. ${err.message}`,
        );
      }
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
      notices: [...e.notices, ...notices],
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

  function judge(content: string): Judged {
    return judgeReply(content, ctx);
  }
}
