import fs from 'node:fs';
import path from 'node:path';
import { openBrowser, type Browser } from '../support/browser';
import { REPO_ROOT, startWebHost, type RunningHost } from '../support/web-host';

jest.setTimeout(180_000);

const SLUG = 'stable-softmax';
const REFERENCE = fs.readFileSync(path.join(REPO_ROOT, 'content', 'problems', SLUG, 'reference.py'), 'utf8');
const LONG_PLAN =
  'Subtract the row max before exp so nothing overflows; divide by the sum; log-softmax is x - max - log(sum).';

/**
 * Issue 11 over the real browser host (HTTP, real SQLite, real runner): the plan gate and the phase rule are
 * enforced in main, and one Submit click in Chromium costs at most two API calls (save-work, then submit).
 */
describe('problems:submit rules over HTTP, and the cost of one Submit click', () => {
  let host: RunningHost;
  let browser: Browser | undefined;
  beforeAll(async () => {
    host = await startWebHost();
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  const save = (mode: string, phase: string, plan: string) =>
    host.call('problems:save-work', {
      slug: SLUG,
      mode,
      phase,
      reached: phase,
      phase_notes: { plan },
      code: REFERENCE,
      notes: '',
      confidence: 4,
      phase_times_ms: {},
    });
  const submit = (mode: string) => host.call('problems:submit', { slug: SLUG, mode, notes: 'n', confidence: 4 });

  it('refuses a 10-character plan outside interview mode with conflict', async () => {
    expect((await save('practice', 'verify', 'short plan')).ok).toBe(true);
    const refused = await submit('practice');
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(refused.error?.message).toMatch(/plan has 10 characters.*Go back to Plan/);
  });

  it('accepts the same 10-character plan in interview mode', async () => {
    expect((await save('interview', 'verify', 'short plan')).ok).toBe(true);
    const done = await submit('interview');
    expect(done.ok).toBe(true);
    expect(done.value).toMatchObject({ result: { status: 'passed' }, voice_key: 'default' });
  });

  it('refuses a submit from a phase before Verify', async () => {
    expect((await save('practice', 'implement', LONG_PLAN)).ok).toBe(true);
    const refused = await submit('practice');
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(refused.error?.message).toMatch(/Verify phase only.*in implement/);
  });

  it('one Submit click makes at most two API calls before the result shows', async () => {
    expect((await save('practice', 'verify', LONG_PLAN)).ok).toBe(true);
    browser = await openBrowser();
    const { page } = browser;
    await page.goto(host.url);
    await page.goto(`${host.origin}/problem/${SLUG}`);
    await page.locator('[data-testid=phase-panel][data-phase=verify]').waitFor();
    await page.locator('.monaco-editor').waitFor();
    // Let the page's own loads and any autosave settle before counting.
    await page.waitForLoadState('networkidle');
    // Calls the click causes until the submit answer (which carries the result) arrives; what loads after it
    // (the review panel, the refreshed history) comes once the result is on screen.
    const calls: string[] = [];
    let answered = false;
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (!answered && url.pathname.startsWith('/api/')) calls.push(decodeURIComponent(url.pathname));
    });
    page.on('response', (r) => {
      if (decodeURIComponent(new URL(r.url()).pathname) === '/api/problems:submit') answered = true;
    });
    await page.getByTestId('submit').click();
    await page.locator('[data-testid=run-result][data-status=passed]').waitFor();
    expect(answered).toBe(true);
    expect(calls).toEqual(['/api/problems:save-work', '/api/problems:submit']);
    expect(browser.errors).toEqual([]);
  });
});
