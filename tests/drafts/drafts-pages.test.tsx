import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DraftCodeEditorProps } from '../../src/renderer/src/features/drafts/DraftCodeEditor';
import { DraftsPage } from '../../src/renderer/src/features/drafts/DraftsPage';
import { DraftReviewPage } from '../../src/renderer/src/features/drafts/DraftReviewPage';
import { DraftsBadge } from '../../src/renderer/src/features/drafts/DraftsBadge';
import type { Discrimination, GeneratedProblem } from '../../src/shared/domain/draft';
import { renderWithApp, type TestApp } from '../support/render-app';

// Monaco needs a real browser (the e2e test drives it); a text area stands in for the lazy editor chunk.
jest.mock('../../src/renderer/src/features/drafts/DraftCodeEditor', () => ({
  __esModule: true,
  default: (props: DraftCodeEditorProps) => <textarea aria-label={props.ariaLabel} value={props.value} onChange={(e) => props.onChange(e.target.value)} />,
}));

const PROBLEM: GeneratedProblem = {
  slug: 'add-two',
  title: 'Add two numbers',
  language: 'python',
  domain_tags: ['arithmetic'],
  axes: ['algorithmic'],
  difficulty: 'easy',
  hints: ['Use +.'],
  statement_md: 'Write add.',
  starter: 'def add(a, b):\n    raise NotImplementedError\n',
  tests: 'import unittest\n',
  reference: 'def add(a, b):\n    return a + b\n',
  pitfalls_md: 'None.',
};
const verdict = (passed: number, total: number, status: 'passed' | 'failed') => ({ status, tests_passed: passed, tests_total: total, failing_tests: passed < total ? ['test_small'] : [], output: '' });
const check = (discriminates: boolean): Discrimination => ({
  reference: verdict(2, 2, 'passed'),
  starter: discriminates ? verdict(0, 2, 'failed') : verdict(2, 2, 'passed'),
  discriminates,
  summary: discriminates ? 'The reference passes all 2 tests and the starter fails 2.' : 'The tests do not catch the starter: it passes 2/2.',
  checked_at: '2026-11-02T09:00:00.000Z',
});

function seedDraft(app: TestApp, options: { title: string; discriminates: boolean | null; kind?: 'exercise' | 'debugging_problem' }): string {
  const userId = app.ctx.services.profiles.currentId();
  return app.ctx.repos.drafts.insert(
    userId,
    {
      kind: options.kind ?? 'exercise',
      title: options.title,
      payloadJson: JSON.stringify({ ...PROBLEM, title: options.title }),
      sourceJson: JSON.stringify({ section_url: null, track_slug: null, axis: 'algorithmic', slug: null, label: 'Weak axis: Algorithms' }),
      checkJson: options.discriminates === null ? null : JSON.stringify(check(options.discriminates)),
      sectionUrl: null,
    },
    '2026-11-02T09:00:00.000Z',
  );
}

describe('/drafts', () => {
  test('lists drafts by kind with their check, and the badge counts those waiting', async () => {
    const { app } = await renderWithApp(
      [{ path: '/drafts', element: <><DraftsBadge /><DraftsPage /></> }],
      { seed: async (a) => { seedDraft(a, { title: 'Good one', discriminates: true }); seedDraft(a, { title: 'Bad one', discriminates: false, kind: 'debugging_problem' }); } },
    );
    await screen.findByRole('heading', { name: 'Exercises (1)' });
    expect(screen.getByRole('heading', { name: 'Debugging problems (1)' })).toBeTruthy();
    expect(screen.getByText('tests discriminate')).toBeTruthy();
    expect(screen.getByText('tests do not discriminate')).toBeTruthy();
    expect((await screen.findByTestId('drafts-badge')).textContent).toBe('2');
    app.close();
  });

  test('the generate form says a model is needed before it is pressed, and offers Generate once one is set up', async () => {
    const page = [{ path: '/drafts', element: <DraftsPage /> }];
    const bare = await renderWithApp(page);
    expect((await screen.findByTestId('no-model-notice')).textContent).toMatch(/Generating a draft needs one/);
    expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(true);
    bare.view.unmount();
    bare.app.close();
    const ready = await renderWithApp(page, { env: { OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', WORKBENCH_MODEL: 'm' } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByTestId('no-model-notice')).toBeNull();
    ready.app.close();
  });

  test('an empty queue says how to get a draft, and shows no badge', async () => {
    const { app } = await renderWithApp([{ path: '/drafts', element: <><DraftsBadge /><DraftsPage /></> }]);
    await screen.findByText('No drafts yet');
    expect(screen.queryByTestId('drafts-badge')).toBeNull();
    app.close();
  });
});

describe('/drafts/:id', () => {
  test('a failing check blocks promotion; rejecting needs a reason and is final', async () => {
    let id = '';
    const { app } = await renderWithApp([{ path: '/drafts/:id', element: <DraftReviewPage /> }], {
      seed: async (a) => { id = seedDraft(a, { title: 'Bad one', discriminates: false }); },
      at: () => `/drafts/${id}`,
    });
    const panel = await screen.findByTestId('discrimination');
    expect(panel.getAttribute('data-state')).toBe('fail');
    expect(within(panel).getByText(/Fails: The tests do not catch the starter/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Promote to live' }) as HTMLButtonElement).disabled).toBe(true);
    const reject = screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(reject.disabled).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('Why reject it?'), { target: { value: 'Tests are too weak' } });
    fireEvent.click(reject);
    await screen.findByText(/Rejected .*: Tests are too weak/);
    expect(screen.queryByRole('button', { name: 'Promote to live' })).toBeNull();
    expect(app.ctx.repos.drafts.get(app.ctx.services.profiles.currentId(), id)?.state).toBe('rejected');
    app.close();
  });

  test('an edit must be saved, and saving clears the check until tests run again', async () => {
    let id = '';
    const { app } = await renderWithApp([{ path: '/drafts/:id', element: <DraftReviewPage /> }], {
      seed: async (a) => { id = seedDraft(a, { title: 'Good one', discriminates: true }); },
      at: () => `/drafts/${id}`,
    });
    await screen.findByTestId('discrimination');
    expect((screen.getByRole('button', { name: 'Promote to live' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('reference code'), { target: { value: 'def add(a, b):\n    return b + a\n' } });
    expect((screen.getByRole('button', { name: 'Promote to live' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Unsaved changes/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByTestId('discrimination').getAttribute('data-state')).toBe('unchecked'));
    expect((screen.getByRole('button', { name: 'Promote to live' }) as HTMLButtonElement).disabled).toBe(true);
    const row = app.ctx.repos.drafts.get(app.ctx.services.profiles.currentId(), id)!;
    expect(row.checkJson).toBeNull();
    expect(row.payloadJson).toContain('return b + a');
    app.close();
  });
});
