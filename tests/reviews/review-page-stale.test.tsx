import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReviewPage } from '../../src/renderer/src/features/review/ReviewPage';
import { renderWithApp, type TestApp } from '../support/render-app';
import { insertAttempt } from './fixtures';

jest.setTimeout(60_000);

/**
 * Issue 17 item 11: /review follows the review's state. A review stored as no_model while no model was set up
 * no longer says "No language model is configured" once one is, and the row's badge follows what the panel
 * generates instead of keeping the list's old copy.
 */
describe('/review after a model is set up', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  function seedNoModel(a: TestApp): void {
    const me = a.ctx.services.profiles.currentId();
    const attemptId = insertAttempt(a, { mode: 'practice' });
    const row = a.ctx.repos.reviews.createPending(me, attemptId, 'default', new Date());
    a.ctx.repos.reviews.settle(me, row.id, { status: 'no_model', failureReason: 'No language model is configured.' }, new Date());
  }

  it('says "No model" while none is configured', async () => {
    ({ app } = await renderWithApp([{ path: '/', element: <ReviewPage /> }], { seed: async (a) => seedNoModel(a) }));
    const item = await screen.findByTestId('review-history-item');
    await within(item).findByText('No model');
    const banner = await within(item).findByTestId('review-no-model');
    expect(banner.textContent).toMatch(/No language model is configured/);
  });

  it('once a model is set up, offers to generate instead, and the badge follows the generated review', async () => {
    ({ app } = await renderWithApp([{ path: '/', element: <ReviewPage /> }], {
      seed: async (a) => seedNoModel(a),
      // A model set up (through the environment, which overrides Settings) at an address nothing listens on.
      env: { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', WORKBENCH_MODEL: 'test-model', OPENAI_API_KEY: 'k' },
    }));
    const item = await screen.findByTestId('review-history-item');
    await within(item).findByText('Not reviewed yet');
    expect(within(item).queryByText('No model')).toBeNull();
    const banner = await within(item).findByTestId('review-no-model');
    await waitFor(() => expect(banner.getAttribute('data-configured')).toBe('true'));
    expect(banner.textContent).not.toMatch(/No language model is configured/);
    fireEvent.click(within(banner).getByRole('button', { name: 'Generate review' }));
    // The call fails (nothing listens there): the panel shows it, and so does the row's badge at once.
    await within(item).findByTestId('review-failed', {}, { timeout: 30_000 });
    await within(item).findByText('Failed');
  });
});
