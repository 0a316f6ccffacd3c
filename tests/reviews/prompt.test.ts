import { ContentCatalog } from '../../src/main/content/catalog';
import { systemPrompt, userPrompt, notedPhases } from '../../src/main/services/reviews/prompt';
import type { ReviewAttempt } from '../../src/main/services/reviews/review-attempt';
import { CONTENT_DIR } from '../support/test-app';
import { reviewAttempt } from './fixtures';

const catalog = new ContentCatalog({ bundledDir: CONTENT_DIR, userTracksDir: '/nonexistent' });

const attempt: ReviewAttempt = reviewAttempt({
  hintCounts: { plan: 2 },
  lookedUpReference: true,
  testResults: [{ name: 'test_large', status: 'fail', message: 'OverflowError: math range error' }],
  phaseTimesMs: { explore: 61_000 },
  confidence: 2,
  durationMs: 80,
  isolation: 'bubblewrap',
});

describe('review prompt', () => {
  it('ships a house voice and at least three others, each with a distinct lens', () => {
    const voices = catalog.listVoices();
    expect(voices.map((v) => v.key)).toContain('default');
    expect(voices.length).toBeGreaterThanOrEqual(4);
    expect(new Set(voices.map((v) => v.lens)).size).toBe(voices.length);
  });

  it('changes only the voice section between voices: rules and score scale are the same text', () => {
    const [a, b] = ['default', 'safety_researcher'].map((k) =>
      systemPrompt(catalog.getVoice(k)!, 'interview', ['plan', 'implement']),
    );
    const rulesOf = (p: string) => p.slice(p.indexOf('# Rules'));
    expect(rulesOf(a!)).toBe(rulesOf(b!));
    expect(rulesOf(a!)).toContain('a number from 0 to 10');
    expect(rulesOf(a!)).toContain('integer 0-3');
    expect(a).not.toBe(b);
    expect(b).toContain('Failure modes');
  });

  it('lists only the phases to review and gives the user’s material with its context', () => {
    expect([...notedPhases(attempt)]).toEqual(['explore', 'plan']);
    expect(systemPrompt(catalog.getVoice('default')!, 'practice', ['explore', 'plan', 'implement'])).toContain(
      'Review only these phases, as keys of "per_phase": explore, plan, implement.',
    );
    const text = userPrompt({ title: 'Softmax', statement_md: 'Do it.', language: 'python' }, attempt);
    expect(text).toContain('## brainstorm notes\n(none)');
    // Whitespace-only verify notes are no notes.
    expect(text).toContain('## verify notes\n(none)');
    expect(text).toContain('{"name":"test_large","status":"fail","message":"OverflowError: math range error"}');
    expect(text).toContain('- Test verdict: failed; 0 of 1 tests passed (overall_score at most 5)');
    expect(text).toContain('Confidence: 2/5 (guessing with a hunch)');
    expect(text).toContain('Opened the reference solution: yes; opened the pitfalls: no');
    expect(text).toContain('Hints used: plan: 2');
    expect(text).toContain('Time per phase: explore 61 s');
  });

  it('cuts very long code so one attempt cannot blow the token budget', () => {
    const text = userPrompt(
      { title: 'T', statement_md: 's', language: 'python' },
      { ...attempt, code: 'x'.repeat(50_000) },
    );
    expect(text).toContain('more characters cut');
    expect(text.length).toBeLessThan(20_000);
  });
});
