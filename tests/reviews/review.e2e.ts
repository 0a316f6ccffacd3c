import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../support/browser';
import { startWebHost, type RunningHost } from '../support/web-host';
import { reviewReply, startModelServer, type ModelServer } from '../support/model-server';
import { SOFTMAX_CODE, SOFTMAX_NOTES, softmaxReview } from './review-data';

jest.setTimeout(180_000);

const SLUG = 'stable-softmax';

/** Pastes a whole solution into Monaco, as problems.e2e.ts does (typing would trip auto-indent). */
async function pasteCode(page: Page, code: string): Promise<void> {
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('Control+A');
  await page.evaluate(`(() => {
    const data = new DataTransfer();
    data.setData('text/plain', ${JSON.stringify(code)});
    document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  })()`);
}

/** Works through the five phases with the shared notes and code, choosing `voiceName` just before submitting. */
async function submitWithNotes(page: Page, host: RunningHost, voiceName: string | undefined): Promise<void> {
  await page.goto(`${host.origin}/problem/${SLUG}`);
  await page.locator('[data-testid=phase-panel]').first().waitFor();
  await page.locator('.monaco-editor').waitFor();
  // The page keeps work in progress; a previous test's work starts us further along, so go back to the start.
  if ((await page.getByRole('button', { name: 'Start over' }).count()) > 0) {
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByTestId('start-over-dialog').getByTestId('confirm-yes').click();
    await page.locator('[data-testid=phase-panel][data-phase=explore]').waitFor();
  }
  await page.getByTestId('notes-explore').fill(SOFTMAX_NOTES.explore);
  // Each click waits for the phase it opens: a second click before the first re-rendered hits the same button.
  await page.getByTestId('proceed').click();
  await page.locator('[data-testid=phase-panel][data-phase=brainstorm]').waitFor();
  await page.getByTestId('proceed').click();
  await page.getByTestId('notes-plan').fill(SOFTMAX_NOTES.plan);
  await page.getByTestId('editor-lock').waitFor({ state: 'detached' });
  await page.getByTestId('proceed').click();
  await pasteCode(page, SOFTMAX_CODE);
  await page.getByTestId('proceed').click();
  await page.locator('[data-testid=phase-panel][data-phase=verify]').waitFor();
  await page.getByTestId('confidence').getByText('Ship-ready', { exact: true }).click();
  if (voiceName) await page.getByTestId('voice-select').selectOption({ label: voiceName });
  await page.getByTestId('submit').click();
  await page.getByText('Submitted: attempt saved').waitFor();
}

describe('reviews on the problem page, with the loopback server as the model', () => {
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

  it('submits, shows the review cards in the chosen voice, and preselects that voice next time', async () => {
    const { page } = browser;
    await page.goto(host.url);

    // First visit: nothing used yet, so the house voice is preselected.
    await page.goto(`${host.origin}/problem/${SLUG}`);
    await page.getByTestId('voice-select').waitFor();
    expect(await page.getByTestId('voice-select').inputValue()).toBe('default');

    server.enqueue(reviewReply(softmaxReview()));
    await submitWithNotes(page, host, 'Socratic tutor');
    const panel = page.getByTestId('review-panel');
    await panel.locator('[data-phase]').first().waitFor();
    expect(await panel.locator('h3').textContent()).toContain('Socratic tutor');
    // Only the phases the learner wrote notes for, plus implement; in phase order.
    const cards = await panel.locator('[data-phase]').all();
    expect(await Promise.all(cards.map((c) => c.getAttribute('data-phase')))).toEqual(['explore', 'plan', 'implement']);
    await panel.getByText('7.5').waitFor();
    // Markdown is rendered (inline code), not shown raw.
    expect(await panel.locator('[data-phase=implement] code').first().textContent()).toBe('exp_sum');
    expect(await panel.getByTestId('thin-notes').count()).toBe(0);
    // The model was asked in the Socratic voice, with the learner's own notes and code.
    const sent = server.chatRequests();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.messages[0]!.content).toContain('Your voice: Socratic tutor');
    expect(sent[0]!.messages[1]!.content).toContain('row_max = max(xs)');

    // Next time, Socratic is preselected; switch to the staff engineer and submit again.
    await page.reload();
    await page.getByTestId('voice-select').waitFor();
    await page.locator('[data-testid=voice-select]:has(option[value=socratic]:checked)').waitFor();
    server.enqueue(reviewReply(softmaxReview(' In production terms the duplicated shift is the only smell.')));
    await submitWithNotes(page, host, 'Staff engineer');
    await panel.locator('[data-phase]').first().waitFor();
    expect(await panel.locator('h3').textContent()).toContain('Staff engineer');
    expect(server.chatRequests()[1]!.messages[0]!.content).toContain('Your voice: Staff engineer');

    await page.goto(`${host.origin}/problem/${SLUG}`);
    await page.locator('[data-testid=voice-select]:has(option[value=staff_engineer]:checked)').waitFor();
    // The lens of the selected voice is shown as help text.
    await page.getByText('Production readiness').first().waitFor();

    // The history lists both reviews, newest first, linking back to the problem.
    await page.goto(`${host.origin}/review`);
    const items = page.getByTestId('review-history-item');
    await items.first().waitFor();
    expect(await items.count()).toBe(2);
    expect(await items.first().textContent()).toContain('Staff engineer');
    expect(await items.nth(1).textContent()).toContain('Socratic tutor');
    expect(await items.first().getByRole('link').first().getAttribute('href')).toBe(`/problem/${SLUG}`);

    // The roster marks the last-used voice as the preselected one.
    await page.goto(`${host.origin}/voices`);
    await page.getByTestId('voice-staff_engineer').getByText('Preselected').waitFor();
    expect(browser.errors).toEqual([]);
  });

  it('shows a failed review with its reason and retries it from the page', async () => {
    const { page } = browser;
    server.setFallback({ kind: 'status', status: 500 });
    await submitWithNotes(page, host, 'House reviewer');
    const panel = page.getByTestId('review-panel');
    await panel.getByTestId('review-failed').waitFor();
    expect(await panel.getByTestId('review-failed').textContent()).toMatch(
      /internal error \(500\).*Your attempt is saved/,
    );
    server.enqueue(reviewReply(softmaxReview()));
    await panel.getByRole('button', { name: 'Retry' }).click();
    await panel.locator('[data-phase=plan]').waitFor();
    expect(await panel.getByTestId('review-failed').count()).toBe(0);

    // The same attempt through another lens: a second review, in the voice picked under the first.
    server.enqueue(reviewReply(softmaxReview(' Which input would make this silently wrong?')));
    const another = panel.getByTestId('another-voice');
    await another.getByRole('combobox').selectOption({ label: 'Safety researcher' });
    await another.getByText('Failure modes').waitFor();
    await another.getByRole('button', { name: 'Review in this voice' }).click();
    await panel.locator('h3', { hasText: 'Safety researcher' }).waitFor();
    await panel.getByText('Which input would make this silently wrong?').waitFor();
    expect(server.chatRequests().at(-1)!.messages[0]!.content).toContain('Your voice: Safety researcher');
    expect(browser.errors).toEqual([]);
  });
});

describe('with no model configured', () => {
  let host: RunningHost;
  let browser: Browser;

  beforeAll(async () => {
    // Blank values override anything the machine's environment might carry.
    host = await startWebHost({ env: { OPENAI_BASE_URL: '', OPENAI_API_KEY: '', WORKBENCH_MODEL: '' } });
    browser = await openBrowser({ colorScheme: 'dark' });
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('stores the attempt and says plainly that no model is configured, linking to settings', async () => {
    const { page } = browser;
    await page.goto(host.url);
    await submitWithNotes(page, host, undefined);
    const notice = page.getByTestId('review-no-model');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/No language model is configured.*Your attempt is saved/);
    await notice.getByRole('link', { name: 'Set up a model in Settings' }).click();
    await page.waitForURL(`${host.origin}/settings`);
    expect(await page.getByTestId('model-status').textContent()).toMatch(/No language model is configured/);
    expect(await page.getByTestId('key-from-env').textContent()).toMatch(/OPENAI_API_KEY/);
    const attempts = (await host.call('attempts:list', { slug: SLUG })).value as { attempts: unknown[] };
    expect(attempts.attempts).toHaveLength(1);
    expect(browser.errors).toEqual([]);
  });
});
