import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../support/browser';
import { startWebHost, type RunningHost } from '../support/web-host';
import { startModelServer, type ModelServer } from '../support/model-server';
import { SOURCE_REFERENCE, SOURCE_SLUG, debuggingReply } from '../support/draft-replies';

jest.setTimeout(240_000);

/** Pastes a whole file into the focused Monaco editor (typing would trip auto-indent). */
async function pasteInto(page: Page, editor: ReturnType<Page['locator']>, code: string): Promise<void> {
  await editor.locator('.view-lines').click();
  await page.keyboard.press('Control+A');
  await page.evaluate(`(() => {
    const data = new DataTransfer();
    data.setData('text/plain', ${JSON.stringify(code)});
    document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  })()`);
}

const PLAN =
  'Read the product term by term, compare each factor with one minus k over i for i from n minus c plus one to n, and fix the bound.';

describe('generated content in Chromium, with the loopback server as the model', () => {
  let server: ModelServer;
  let host: RunningHost;
  let browser: Browser;

  beforeAll(async () => {
    server = await startModelServer();
    host = await startWebHost({ env: { OPENAI_BASE_URL: server.baseUrl, OPENAI_API_KEY: 'test', WORKBENCH_MODEL: 'test-model' } });
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    await server?.close();
  });

  it('drafts a debugging problem from a problem page, reviews it, promotes it, solves it on its page', async () => {
    const { page } = browser;
    server.enqueue({ kind: 'content', content: debuggingReply({ title: 'Debug the pass at k product' }) });
    // If the sandbox is unavailable the runner asks once per profile; the browser host's API answers for the operator.
    await host.call('runner:acknowledge-unsandboxed', {});

    await page.goto(host.url);
    await page.goto(`${host.origin}/problem/${SOURCE_SLUG}`);
    await page.getByRole('button', { name: 'Draft a debugging problem' }).click();
    await page.waitForURL(/\/drafts\/[0-9a-f-]{36}$/);
    await page.getByTestId('discrimination').and(page.locator('[data-state=pass]')).waitFor();
    await page.getByText('Passes: The reference passes all').waitFor();

    // Invisible to learners while it is a draft.
    const list = (await host.call('problems:list', {})) as { ok: true; value: { problems: Array<{ slug: string }> } };
    expect(list.value.problems.map((p) => p.slug)).not.toContain('pass-at-k-debug');
    expect(JSON.stringify(await host.call('home:get', {}))).not.toContain('pass-at-k-debug');

    // The queue lists it by kind, with the sidebar's badge.
    await page.getByRole('link', { name: /Drafts/ }).click();
    await page.getByRole('heading', { name: 'Debugging problems (1)' }).waitFor();
    expect(await page.getByTestId('drafts-badge').textContent()).toBe('1');
    await page.getByRole('link', { name: 'Debug the pass at k product' }).click();

    // Run its tests again, then promote.
    const before = await page.getByTestId('discrimination').textContent();
    await page.getByRole('button', { name: 'Run tests' }).click();
    await page.getByRole('button', { name: 'Run tests' }).waitFor();
    await page.getByTestId('discrimination').and(page.locator('[data-state=pass]')).waitFor();
    expect(before).toBeTruthy();
    await page.getByRole('button', { name: 'Promote to live' }).click();
    await page.getByText(/^Promoted /).waitFor();
    expect(await page.getByTestId('drafts-badge').count()).toBe(0);

    // Its page: marked generated, same workspace; solve it through the five phases.
    await page.getByRole('link', { name: 'Open the live problem' }).click();
    await page.waitForURL(/\/problem\/pass-at-k-debug$/);
    await page.getByRole('link', { name: 'generated' }).waitFor();
    await page.locator('[data-testid=phase-panel]').first().waitFor();
    await page.getByTestId('notes-explore').fill('The pass at k value is wrong for every case with k below n minus c.');
    // Each click waits for the phase it opens: a second click before the first re-rendered hits the same button.
    await page.getByTestId('proceed').click();
    await page.locator('[data-testid=phase-panel][data-phase=brainstorm]').waitFor();
    await page.getByTestId('proceed').click();
    await page.getByTestId('notes-plan').fill(PLAN);
    await page.getByTestId('editor-lock').waitFor({ state: 'detached' });
    await page.getByTestId('proceed').click();
    await page.locator('[data-testid=phase-panel][data-phase=implement]').waitFor();
    await pasteInto(page, page.locator('.monaco-editor').first(), SOURCE_REFERENCE);
    await page.getByTestId('proceed').click();
    await page.locator('[data-testid=phase-panel][data-phase=verify]').waitFor();
    await page.getByTestId('confidence').getByText('Ship-ready', { exact: true }).click();
    await page.getByTestId('submit').click();
    await page.getByText('Submitted: attempt saved').waitFor();

    // It now appears where problems appear: the Problems page, and the picker's candidate set behind Home.
    await page.goto(`${host.origin}/problems`);
    await page.getByRole('link', { name: 'Debug the pass at k product' }).waitFor();
    const attempts = (await host.call('attempts:list', { slug: 'pass-at-k-debug' })) as { ok: boolean };
    expect(attempts).toMatchObject({ ok: true, value: { attempts: [expect.objectContaining({ passed: true })] } });
    // Home: the picker weighs it. Just solved, it is rightly not a top pick, so it is found in the picker's whole
    // ranking under the alternatives, with its reason, and in home:get's candidates.
    const home = (await host.call('home:get', {})) as { ok: true; value: { candidates: Array<{ url: string; kind: string; why: string }> } };
    const offered = home.value.candidates.find((c) => c.url === '/problem/pass-at-k-debug');
    expect(offered).toMatchObject({ kind: 'problem', why: expect.stringMatching(/\S/) });
    await page.goto(`${host.origin}/`);
    const all = page.getByTestId('all-candidates');
    await all.getByText(/^All candidates the picker weighed \(\d+\)$/).click();
    const link = all.getByRole('link', { name: 'Debug the pass at k product' });
    await link.waitFor();
    await link.click();
    await page.waitForURL(/\/problem\/pass-at-k-debug$/);
    expect(browser.errors).toEqual([]);
  });
});
