import { useHostAndBrowser } from '../support/e2e-session';

jest.setTimeout(120_000);

describe('track detail page in Chromium (ARENA)', () => {
  const session = useHostAndBrowser({ browser: { colorScheme: 'dark' } });

  it('shows chapters, the Markdown body and progress; make active and mark done with the keyboard; skip the reflection', async () => {
    const { page } = session.browser;
    await page.goto(session.host.url);
    await page.goto(`${session.host.origin}/tracks/arena`);
    await page.getByRole('heading', { name: 'ARENA 3.0', level: 1 }).waitFor();
    await page.getByRole('heading', { name: /Chapter 0: Fundamentals/ }).waitFor();
    await page.getByRole('complementary', { name: 'Track notes' }).waitFor();
    const first = page.getByTestId('section-0');
    const link = first.getByRole('link', { name: /0\.0 Prerequisites/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');

    await page.getByRole('button', { name: 'Make active' }).click();
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByText(/Section 1 of \d+/).waitFor();

    // Keyboard: focus the first "Mark done" and press Enter.
    await first.getByRole('button', { name: /Mark done/ }).focus();
    await page.keyboard.press('Enter');
    // The dialog asks how long it took, its field focused: type the minutes and Enter marks it done.
    await page.getByTestId('section-done-dialog').getByText('How long did it take you, in minutes?').waitFor();
    await page.keyboard.type('25');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'A short reflection?' }).waitFor();
    await page.getByText(/1 of \d+ sections done/).waitFor();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.getByRole('heading', { name: 'A short reflection?' }).waitFor({ state: 'detached' });
    await first.getByText('Done', { exact: true }).waitFor();
    await page.getByText(/Section 2 of \d+/).waitFor();

    // Skipped: home does not ask again.
    await page.goto(`${session.host.origin}/`);
    await page.getByRole('heading', { name: 'Up next' }).waitFor();
    await page.getByText(/Section 2 of \d+/).waitFor();
    expect(await page.getByRole('heading', { name: 'A short reflection?' }).count()).toBe(0);
    expect(session.browser.errors).toEqual([]);
  });
});
