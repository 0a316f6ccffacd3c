import { PHASES, type Phase, type Problem } from '../../../shared/domain/problem';
import type { Voice } from '../../../shared/domain/voice';
import { OVERALL_SCORE_MAX, RUBRIC_CRITERIA, RUBRIC_SCORE_MAX } from '../../../shared/domain/review';
import type { ReviewAttempt } from './review-attempt';
import type { ChatMessage } from '../model/client';

const CONFIDENCE_MEANING: Record<number, string> = {
  5: 'certain',
  4: 'ship-ready',
  3: 'would write a test first',
  2: 'guessing',
  1: 'guessing',
};

const clip = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max)}\n… [${text.length - max} more characters cut]` : text;

/** Phases the user actually wrote notes for (whitespace-only notes do not count). */
export function notedPhases(attempt: ReviewAttempt): Set<Phase> {
  return new Set(PHASES.filter((p) => (attempt.phaseNotes[p] ?? '').trim().length > 0));
}

function describeTests(results: unknown[]): string {
  const lines: string[] = [];
  for (const r of results.slice(0, 30)) {
    if (!r || typeof r !== 'object') continue;
    const t = r as { name?: unknown; status?: unknown; message?: unknown };
    const name = typeof t.name === 'string' ? t.name : '?';
    const status = typeof t.status === 'string' ? t.status : '?';
    const message = typeof t.message === 'string' && t.message ? ` — ${clip(t.message.replace(/\s+/g, ' '), 200)}` : '';
    lines.push(`- ${name}: ${status}${message}`);
  }
  if (results.length > 30) lines.push(`- … ${results.length - 30} more`);
  return lines.join('\n') || '- (no per-test results were recorded)';
}

/**
 * The house rules, the voice, and the fixed scales. The voice only changes wording and lens; the scale text
 * below is identical for every voice, so scores stay comparable across voices.
 */
export function systemPrompt(voice: Voice, mode: 'practice' | 'interview', keep: readonly Phase[]): string {
  const rubric =
    mode === 'interview'
      ? `\n- "rubric": an object with exactly these keys: ${RUBRIC_CRITERIA.join(', ')}. Each value is {"score": integer 0-${RUBRIC_SCORE_MAX}, "reason": one line}. 0 = absent, 1 = weak, 2 = adequate, 3 = strong.`
      : '\n- Do not include a rubric.';
  return `You review one attempt at a programming exercise by a self-taught ML / AI-safety learner.

# Your voice: ${voice.name}
Lens: ${voice.lens}

${voice.instructions_md.trim()}

# Rules (these apply to every voice)
1. Review only these phases, as keys of "per_phase": ${keep.join(', ')}. Leave out every other phase.
2. A "strength" names something specific the user did, quoting or naming their own words, identifiers or steps. No generic praise ("great job", "clean code").
3. A "gap" names a specific defect in their notes or code (a line, an identifier, a missing case by name).
4. A "question" is open-ended (what / why / how), addressed to the user as "you", and you do not answer it or hint at the answer.
5. Be direct. Do not flatter. If the notes are too thin to say something specific, say so in the summary.

# Output
Reply with one JSON object only, no prose around it:
- "summary": 2-3 sentences, the overall read.
- "per_phase": {phase: {"strength": string, "gap": string, "question": string}}.
- "overall_score": a number from 0 to ${OVERALL_SCORE_MAX} (one decimal). 0-3 = not working or not understood, 4-6 = works with real gaps, 7-8 = solid, 9-10 = exemplary. Passing tests alone is not above 6.${rubric}`;
}

export function userPrompt(
  problem: Pick<Problem, 'title' | 'statement_md' | 'language'>,
  attempt: ReviewAttempt,
): string {
  const phaseNotes = PHASES.map((p) => {
    const text = (attempt.phaseNotes[p] ?? '').trim();
    return `## ${p}\n${text ? clip(text, 3000) : '(no notes)'}`;
  }).join('\n\n');
  const hints = Object.entries(attempt.hintCounts)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${k}: ${n}`)
    .join(', ');
  const times = Object.entries(attempt.phaseTimesMs)
    .map(([k, ms]) => `${k} ${Math.round(ms / 1000)} s`)
    .join(', ');
  return `# Problem: ${problem.title} (${problem.language}, ${attempt.mode} mode)
${clip(problem.statement_md.trim(), 4000)}

# The user's phase notes
${phaseNotes}

# Their code
\`\`\`${problem.language}
${clip(attempt.code, 12000)}
\`\`\`

# Test result: ${attempt.testStatus} (${attempt.passed ? 'all passed' : 'not all passed'})
${describeTests(attempt.testResults)}

# Context
- Confidence: ${attempt.confidence}/5 (${CONFIDENCE_MEANING[attempt.confidence] ?? 'unknown'})
- Opened the reference solution: ${attempt.lookedUpReference ? 'yes' : 'no'}; opened the pitfalls: ${attempt.lookedUpPitfalls ? 'yes' : 'no'}
- Hints used: ${hints || 'none'}
- Time per phase: ${times || 'not recorded'}
- Freeform notes: ${attempt.notes.trim() ? clip(attempt.notes.trim(), 1000) : '(none)'}`;
}

export function buildMessages(
  voice: Voice,
  problem: Pick<Problem, 'title' | 'statement_md' | 'language'>,
  attempt: ReviewAttempt,
): ChatMessage[] {
  const keep = PHASES.filter((p) => p === 'implement' || notedPhases(attempt).has(p));
  return [
    { role: 'system', content: systemPrompt(voice, attempt.mode, keep) },
    { role: 'user', content: userPrompt(problem, attempt) },
  ];
}

/** The one repair turn: the model sees its own reply and exactly which rules it broke. */
export function repairMessages(original: ChatMessage[], reply: string, problems: string[]): ChatMessage[] {
  return [
    ...original,
    { role: 'assistant', content: reply },
    {
      role: 'user',
      content: `Your review broke these rules:\n${problems.map((p) => `- ${p}`).join('\n')}\n\nReply with the full corrected JSON object only. Name specific things from the notes and code; do not answer your own questions.`,
    },
  ];
}
