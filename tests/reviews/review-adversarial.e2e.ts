import { openBrowser, type Browser } from '../support/browser';
import { startWebHost, type RunningHost } from '../support/web-host';
import { reviewReply, startModelServer, type ModelServer } from '../support/model-server';
import { FAILING_SOFTMAX_CODE, softmaxReview, submitWork } from './review-data';

jest.setTimeout(240_000);

/**
 * A representative subset of the adversarial suite (tests/reviews/adversarial), rendered on /review in
 * Chromium: the browser host runs the submission for real, the review is generated against the loopback server,
 * and the page must show what the rules allow (evidence, removed points with reasons, the score cap), inert
 * HTML, and capped fields. The many cases live in the unit suite; this file checks what the user sees.
 */
describe('hostile and broken replies, as /review shows them', () => {
  let server: ModelServer;
  let host: RunningHost;
  let browser: Browser;

  beforeAll(async () => {
    server = await startModelServer();
    host = await startWebHost({
      env: { OPENAI_BASE_URL: server.baseUrl, OPENAI_API_KEY: 'test', WORKBENCH_MODEL: 'test-model' },
    });
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    await server?.close();
  });

  /** Enqueue first: the review that submit starts takes the replies; generate joins it. */
  async function submitAndGenerate(replies: unknown[], code: string): Promise<string> {
    server.enqueue(...replies.map((r) => reviewReply(r)));
    const before = server.chatRequests().length;
    const attemptId = await submitWork((c, i) => host.call(c, i), 'practice', { code, voiceKey: 'default' });
    const review = await host.call('reviews:generate', { attempt_id: attemptId, voice_key: 'default' });
    if (!review.ok) throw new Error(JSON.stringify(review));
    // One repair at most, whatever the replies were.
    expect(server.chatRequests().length - before).toBe(replies.length);
    return attemptId;
  }

  it('shows evidence, a removed point with its reason, the score cap, inert HTML and a cut field', async () => {
    const hostile = softmaxReview();
    hostile.summary =
      'Your plan names the overflow risk before any code, but the code does not shift by row_max yet. <img src=x onerror="document.title=\'pwned\'"> The empty list is not guarded.';
    hostile.per_phase.implement = {
      strength: 'All tests pass and `softmax` keeps its signature.',
      gap: `\`exps\` calls \`math.exp\` on raw logits, so 1000 overflows ${'and overflows '.repeat(120)}`,
      question: 'Did you consider which inputs overflow?',
      strength_evidence: { source: 'code', quote: 'def softmax(xs):', line: 4 },
      gap_evidence: { source: 'code', quote: 'exps = [math.exp(x) for x in xs]', line: 5 },
    } as (typeof hostile.per_phase)['implement'];
    const review = { ...hostile, overall_score: 9.5 };
    await submitAndGenerate([review, review], FAILING_SOFTMAX_CODE);

    const { page } = browser;
    await page.goto(host.url);
    await page.goto(`${host.origin}/review`);
    const panel = page.getByTestId('review-panel').first();
    await panel.locator('[data-phase=implement]').waitFor();
    const implement = panel.locator('[data-phase=implement]');

    // The strength quoted the starter and claimed a pass: removed, and the card says why.
    expect(await implement.getByTestId('removed-point').allTextContents()).toEqual([
      'The reviewer’s strength was removed: its quote "def softmax(xs):" is starter code, which you did not write.',
      'The reviewer’s question was removed: it is a yes/no question; ask an open one (what, why, how ...).',
    ]);
    // The gap is shown with the line the app found, cut to 600 characters and marked.
    const gapEvidence = implement.getByTestId('review-evidence');
    expect(await gapEvidence.textContent()).toBe('Your code, line 5exps = [math.exp(x) for x in xs]');
    // Markdown renders in a worker: wait for the text before reading it.
    const gapMarkdown = implement.locator('.review-part').nth(1).locator('.markdown');
    await gapMarkdown.filter({ hasText: /\S/ }).waitFor();
    const gapText = ((await gapMarkdown.textContent()) ?? '').trim();
    expect(gapText.length).toBeLessThanOrEqual(600);
    expect(gapText).toMatch(/overflows … \[cut\]$/);
    // Notes evidence says which notes it came from.
    expect(await panel.locator('[data-phase=explore]').getByTestId('review-evidence').first().textContent()).toMatch(
      /^Your explore notes/,
    );

    // 9.5 on a failing run is shown as 5.0, with the notice.
    await panel.getByLabel('Overall score 5 out of 10').waitFor();
    expect(await panel.getByTestId('review-notices').textContent()).toContain(
      'The reviewer scored 9.5; the score is capped at 5.0 because not all tests passed',
    );
    // HTML in the summary is text, not markup.
    expect(await page.title()).not.toBe('pwned');
    expect(await panel.locator('.review-summary img').count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });

  it('a reply the app cannot read even after the repair is a clear failure that keeps the attempt', async () => {
    server.enqueue({ kind: 'content', content: 'I am not able to review this.' }, { kind: 'content', content: 'Still no.' });
    const attemptId = await submitWork((c, i) => host.call(c, i), 'practice', { voiceKey: 'default' });
    await host.call('reviews:generate', { attempt_id: attemptId, voice_key: 'default' });

    const { page } = browser;
    await page.goto(`${host.origin}/review`);
    const failed = page.getByTestId('review-failed').first();
    await failed.waitFor();
    expect(await failed.textContent()).toMatch(/could not be read as a review .*Your attempt is saved/);
    expect(await page.getByTestId('review-history-item').count()).toBe(2);
    expect(browser.errors).toEqual([]);
  });
});
