import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReviewPanel } from '../../src/renderer/src/components/review/ReviewPanel';
import { VoiceSelect } from '../../src/renderer/src/components/review/VoiceSelect';
import { renderWithApp, type TestApp } from '../support/render-app';
import { setTransport } from '../../src/renderer/src/lib/api';
import { memoryTransport } from '../../src/renderer/src/lib/transport';
import { RUBRIC, goodReview, insertAttempt } from './fixtures';

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
        // Stored form: evidence as the app found it, removed points with their reasons, the app's notices.
        const stored = (e: { source: string; quote: string; line?: number | null }, where: string | null) => ({
          source: e.source,
          quote: e.quote,
          line: e.line ?? null,
          where,
        });
        const perPhase = {
          explore: {
            ...r.per_phase.explore,
            strength_evidence: stored(r.per_phase.explore.strength_evidence!, 'explore'),
            gap_evidence: stored(r.per_phase.explore.gap_evidence!, 'explore'),
          },
          plan: {
            strength: '',
            gap: '',
            question: '',
            removed: [{ field: 'strength', reason: 'its quote "all tests pass" does not occur in your notes or in code you wrote' }],
          },
          implement: {
            ...r.per_phase.implement,
            strength_evidence: stored(r.per_phase.implement.strength_evidence!, null),
            gap_evidence: stored(r.per_phase.implement.gap_evidence!, null),
          },
        };
        const rubric = Object.fromEntries(
          Object.entries(RUBRIC).map(([k, v]) => [k, { ...v, evidence: v.evidence ? stored(v.evidence, 'plan') : null }]),
        );
        attemptId = seedReview(
          a,
          {
            status: 'ready',
            summary: r.summary,
            perPhase,
            overallScore: 7.5,
            rubric,
            thinNotes: true,
            notices: ['The reviewer scored 9.0; the score is capped at 5.0 because not all tests passed (1 of 2 tests passed).'],
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
    // The removed strength says so and why; the plan gap the reviewer never gave reads as empty.
    expect(within(panel).getByTestId('removed-point').textContent).toBe(
      'The reviewer’s strength was removed: its quote "all tests pass" does not occur in your notes or in code you wrote.',
    );
    expect(within(panel).getAllByText('No specific defect named.')).toHaveLength(1);
    const implement = panel.querySelector('[data-phase=implement]') as HTMLElement;
    const evidence = within(implement).getAllByTestId('review-evidence');
    expect(evidence.map((e) => e.textContent)).toEqual([
      'Your code, line 5shifted = [x - row_max for x in logits]',
      'Your code, line 4row_max = max(logits)',
    ]);
    const explore = panel.querySelector('[data-phase=explore]') as HTMLElement;
    expect(within(explore).getAllByTestId('review-evidence')[0]!.textContent).toBe(
      'Your explore notesSoftmax overflows for large logits, so subtract the row max',
    );
    expect(within(panel).getByTestId('review-notices').textContent).toContain('the score is capped at 5.0');
    expect(within(panel).getByTestId('review-rubric').textContent).toMatch(/Stated complexity.*0\/3/);
    // Markdown is rendered (backticks become code) and nothing is an alert: thin notes are not an error.
    expect(panel.querySelector('code')?.textContent).toBe('stable_softmax');
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('a rubric criterion whose reason was removed is "not graded: <why>", never a bare grade, in old and new rows', async () => {
    let attemptId = '';
    ({ app } = await renderWithApp([{ path: '/', element: <Panel get={() => attemptId} /> }], {
      seed: async (a) => {
        const r = goodReview();
        const rubric: Record<string, unknown> = Object.fromEntries(
          Object.entries(RUBRIC).map(([k, v]) => [k, { ...v, evidence: null }]),
        );
        // Stored before refused reasons took their grade with them: a number beside an empty reason.
        rubric.multiple_approaches = { score: 2, reason: '', evidence: null, reason_removed: 'its quote "I compared three methods" does not occur in your notes' };
        // Stored now: no grade at all.
        rubric.code_quality = { score: null, reason: '', evidence: null, reason_removed: 'it names nothing specific from your notes or the code you wrote' };
        attemptId = seedReview(
          a,
          { status: 'ready', summary: r.summary, perPhase: { implement: r.per_phase.implement }, overallScore: 6, rubric, thinNotes: false, notices: [], model: 'm' },
          'interview',
        );
      },
    }));
    const table = await screen.findByTestId('review-rubric');
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => tr.textContent ?? '');
    const row = (label: RegExp) => rows.find((t) => label.test(t)) ?? '';
    expect(row(/approaches/i)).toBe(
      'Compared approachesNot gradednot graded: its quote "I compared three methods" does not occur in your notes',
    );
    expect(row(/quality/i)).toMatch(/Not gradednot graded: it names nothing specific/);
    expect(row(/approaches/i)).not.toMatch(/\d\/3/);
    expect(within(table).getAllByTestId('rubric-not-graded')).toHaveLength(2);
    // The graded rows keep their number and their reason.
    expect(rows.filter((t) => /\d\/3/.test(t))).toHaveLength(4);
    for (const t of rows.filter((x) => /\d\/3/.test(x))) expect(t).not.toMatch(/\d\/3$/);
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
    // Hold reviews:generate until the spinner has been seen, so the test does not race the (fast) no-model path.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    ({ app } = await renderWithApp([{ path: '/', element: <Panel get={() => attemptId} /> }], {
      seed: async (a) => {
        attemptId = insertAttempt(a);
        const inner = memoryTransport(a.router);
        setTransport({
          ...inner,
          invoke: async (channel, input) => {
            if (channel === 'reviews:generate') await held;
            return inner.invoke(channel, input);
          },
        });
      },
    }));
    const waiting = await screen.findByTestId('review-generating');
    expect(within(waiting).getByRole('status').textContent).toBe('Writing your review. This usually takes a few seconds.');
    expect(screen.getByTestId('review-panel').getAttribute('aria-busy')).toBe('true');
    release();
    await screen.findByTestId('review-no-model');
    expect(screen.queryByTestId('review-generating')).toBeNull();
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
