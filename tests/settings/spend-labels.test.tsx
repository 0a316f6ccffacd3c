import { screen, within } from '@testing-library/react';
import { SpendCard } from '../../src/renderer/src/features/settings/SpendCard';
import { renderWithApp, type TestApp } from '../support/render-app';

/** The spend tables name what a call was for in words; the ledger's machine tags never reach the screen. */
describe('settings: spend tables use human labels', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  it('shows "Generated drafts" and "Writing assist", never generated_content or writing_assist', async () => {
    ({ app } = await renderWithApp([{ path: '/settings', element: <SpendCard /> }], {
      seed: async (a) => {
        const me = a.ctx.services.profiles.currentId();
        const at = a.ctx.clock.now().toISOString();
        const call = (tag: string, outcome: string) =>
          a.ctx.repos.spendLedger.record(me, { tag, model: 'm', tokensIn: 10, tokensOut: 5, costUsd: 0.01, outcome, createdAt: at });
        call('generated_content', 'ok');
        call('writing_assist', 'rate_limited');
        call('news_digest', 'ok');
      },
    }));
    const recent = await screen.findByRole('heading', { name: 'Recent calls' });
    const recentTable = within(recent.parentElement!).getByRole('table');
    const caps = screen.getByRole('heading', { name: 'Spend by tag and caps' }).parentElement!;
    for (const table of [recentTable, within(caps).getByRole('table')]) {
      const text = table.textContent ?? '';
      expect(text).toContain('Generated drafts');
      expect(text).toContain('Writing assist');
      // A tag the map does not know yet still reads as words.
      expect(text).toContain('News digest');
      expect(text).not.toMatch(/generated_content|writing_assist|news_digest/);
    }
    expect(recentTable.textContent).toContain('Rate limited');
    expect(recentTable.textContent).not.toContain('rate limited');
  });
});
