import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReviewPanel } from '../../../src/renderer/src/features/review/ReviewPanel';
import { VoiceSelect } from '../../../src/renderer/src/features/review/VoiceSelect';
import { renderWithApp, type TestApp } from '../render-app';
import { RUBRIC, goodReview, insertAttempt } from '../../unit/reviews/fixtures';

/** ReviewPanel states against a real app (memory transport, no model configured); rows are seeded directly. */
describe('ReviewPanel', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  function seedReview(
    a: TestApp,
    outcome: Parameters<TestApp['ctx']['repos']['reviews']['settle']>[2],
    mode: 'practice' | 'interview' = 'practice',
  ) {
    const me = a.ctx.services.profiles.currentId();
    const attemptId = insertAttempt(a, { mode });
    const row = a.ctx.repos.reviews.createPending(me, attemptId, 'default', new Date());
    a.ctx.repos.reviews.settle(me, row.id, outcome, new Date());
    return attemptId;
  }

  it('renders cards, score, rubric and the thin-notes signal of a ready review', async () => {
    let attemptId = '';
    ({ app } = await renderWithApp([{ path: '/', element: <Panel get={() => attemptId} /> }], {
      seed: async (a) => {
        const r = goodReview();
        attemptId = seedReview(
          a,
          {
            status: 'ready',
            summary: r.summary,
            perPhase: { ...r.per_phase, plan: { strength: '', gap: '', question: '' } },
            overallScore: 7.5,
            rubric: RUBRIC,
            thinNotes: true,
            model: 'test-model',
          },
          'interview',
        );
      },
    }));
    const panel = await screen.findByTestId('review-panel');
    await within(panel).findByText('Explore');
    expect(within(panel).getByLabelText('Overall score 7.5 out of 10')).toBeTruthy();
    expect(within(panel).getByTestId('thin-notes').textContent).toMatch(
      /Your notes were too thin for a specific review/,
    );
    expect(within(panel).getAllByText('Nothing specific enough to name.')).toHaveLength(1);
    expect(within(panel).getByTestId('review-rubric').textContent).toMatch(/Stated complexity.*0\/3/);
    // Markdown is rendered (backticks become code) and nothing is an alert: thin notes are not an error.
    expect(panel.querySelector('code')?.textContent).toBe('stable_softmax');
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('shows a failed review with its reason, and Retry runs it again (here: no model configured)', async () => {
    let attemptId = '';
    ({ app } = await renderWithApp([{ path: '/', element: <Panel get={() => attemptId} /> }], {
      seed: async (a) => {
        attemptId = seedReview(a, {
          status: 'failed',
          failureReason: 'The model server had an internal error (500).',
          model: 'm',
        });
      },
    }));
    const failed = await screen.findByTestId('review-failed');
    expect(failed.textContent).toMatch(/internal error \(500\).*Your attempt is saved/);
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    const noModel = await screen.findByTestId('review-no-model');
    expect(noModel.textContent).toMatch(/No language model is configured/);
    expect(within(noModel).getByRole('link', { name: 'Set up a model in Settings' }).getAttribute('href')).toBe(
      '/settings',
    );
  });

  it('generates when no review exists yet, with a spinner meanwhile', async () => {
    let attemptId = '';
    ({ app } = await renderWithApp([{ path: '/', element: <Panel get={() => attemptId} /> }], {
      seed: async (a) => {
        attemptId = insertAttempt(a);
      },
    }));
    await screen.findByTestId('review-no-model');
    const me = app!.ctx.services.profiles.currentId();
    expect(app!.ctx.repos.reviews.latestFor(me, attemptId, 'default')?.status).toBe('no_model');
  });
});

function Panel({ get }: { get: () => string }) {
  return <ReviewPanel attemptId={get()} voiceKey="default" />;
}

describe('VoiceSelect', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  it('adopts the last-used voice when no value is given, and shows the lens', async () => {
    const picked: string[] = [];
    ({ app } = await renderWithApp(
      [{ path: '/', element: <VoiceSelect value={undefined} onChange={(k) => picked.push(k)} /> }],
      {
        seed: async (a) => {
          a.ctx.repos.userSettings.setPreference(
            a.ctx.services.profiles.currentId(),
            'reviewVoice',
            'staff_engineer',
            new Date(),
          );
        },
      },
    ));
    await waitFor(() => expect(picked).toEqual(['staff_engineer']));
    const select = (await screen.findByLabelText('Review voice')) as HTMLSelectElement;
    expect(select.value).toBe('staff_engineer');
    expect(screen.getByText(/Production readiness/)).toBeTruthy();
    expect(Array.from(select.options).map((o) => o.value)[0]).toBe('default');
  });
});
