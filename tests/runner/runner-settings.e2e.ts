import { useHostAndBrowser } from '../support/e2e-session';

jest.setTimeout(120_000);

const SLUG = 'stable-softmax';

/**
 * Settings → Code runner in Chromium against the browser host and the real runner: the toolchains found on
 * this machine are reported, a wrong interpreter path saved there is what the problem page's run then uses
 * (and its message says where to fix it), and clearing the field brings the default back.
 */
describe('code runner settings', () => {
  const session = useHostAndBrowser();

  it('reports the toolchains, and a saved interpreter path is the one problem runs use', async () => {
    const { page } = session.browser;
    await page.goto(session.host.url);
    await page.goto(`${session.host.origin}/settings`);
    const report = page.getByTestId('toolchain-report');
    await report.getByText(/^Python 3\.\d+/).waitFor();
    await report.getByText(/^rustc \d+\.\d+/).waitFor();

    await page.getByLabel('Python interpreter').fill('/nonexistent/bin/python3');
    await page.getByLabel('Run timeout (seconds)').fill('5');
    await page.getByRole('button', { name: 'Save runner settings' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await report.getByText('Not found', { exact: true }).waitFor();

    // Interview mode has no plan gate, so the run button is there at once.
    await page.goto(`${session.host.origin}/problem/${SLUG}?mode=interview`);
    await page.locator('.monaco-editor').waitFor();
    await page.getByTestId('run-tests').click();
    const failed = page.locator('[data-testid=run-result][data-status=error]');
    await failed.waitFor();
    expect(await failed.locator('.run-error').textContent()).toMatch(
      /python3 was not found at \/nonexistent\/bin\/python3 .*set its path in Settings → Code runner/,
    );

    // Back in settings the saved values are shown; clearing the path returns to the default interpreter.
    await page.goto(`${session.host.origin}/settings`);
    expect(await page.getByLabel('Python interpreter').inputValue()).toBe('/nonexistent/bin/python3');
    expect(await page.getByLabel('Run timeout (seconds)').inputValue()).toBe('5');
    await page.getByLabel('Python interpreter').fill('');
    await page.getByRole('button', { name: 'Save runner settings' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await report.getByText(/^Python 3\.\d+/).waitFor();

    await page.goto(`${session.host.origin}/problem/${SLUG}?mode=interview`);
    await page.locator('.monaco-editor').waitFor();
    await page.getByTestId('run-tests').click();
    // The starter really runs now, and fails its tests.
    await page.locator('[data-testid=run-result][data-status=failed]').waitFor();
    expect(session.browser.errors).toEqual([]);
  });
});
