import { submitWork } from '../support/submit-work';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CodeEditorProps } from '../../src/renderer/src/features/problems/editor/CodeEditor';
import { ProblemPage } from '../../src/renderer/src/features/problems/ProblemPage';
import { ProblemsPage } from '../../src/renderer/src/features/problems/ProblemsPage';
import { renderWithApp, type TestApp } from '../support/render-app';
import { setTransport } from '../../src/renderer/src/lib/api';
import { memoryTransport } from '../../src/renderer/src/lib/transport';
import { unwrap } from '../support/test-app';

jest.setTimeout(60_000);

// Monaco needs a real browser (the e2e test drives it); here a text area stands in for the lazy editor chunk.
jest.mock('../../src/renderer/src/features/problems/editor/CodeEditor', () => ({
  __esModule: true,
  default: (props: CodeEditorProps) => (
    <textarea
      data-testid="code"
      aria-label={props.ariaLabel}
      value={props.value}
      readOnly={props.readOnly}
      onChange={(e) => props.onChange(e.target.value)}
    />
  ),
}));

const ROUTES = [
  { path: '/problems', element: <ProblemsPage /> },
  { path: '/problem/:slug', element: <ProblemPage /> },
];

const plan = (n: number) => 'p'.repeat(n);

describe('problem screens (memory transport, real app)', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  it('lists the corpus with practice and interview links and the last result', async () => {
    ({ app } = await renderWithApp(ROUTES, {
      seed: async (a) => {
        const { starter } = unwrap(await a.router.invoke('problems:get', { slug: 'pass-at-k' }));
        unwrap(
          await submitWork(a.router, {
            slug: 'pass-at-k',
            mode: 'practice',
            code: starter,
            phase_notes: {},
            hint_counts: {},
            looked_up_reference: false,
            looked_up_pitfalls: false,
            phase_times_ms: {},
            notes: '',
            confidence: 2,
          }),
        );
      },
    }));
    const cards = await screen.findAllByTestId('problem-card');
    expect(cards.length).toBeGreaterThanOrEqual(12);
    const card = cards.find((c) => c.getAttribute('data-slug') === 'pass-at-k')!;
    expect(within(card).getByTestId('last-result').textContent).not.toBe('Passed');
    expect(within(card).getByText(/1 attempt$/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Interview' }).getAttribute('href')).toBe('/problem/pass-at-k?mode=interview');
    fireEvent.click(screen.getByRole('button', { name: /Rust/ }));
    expect(screen.getAllByTestId('problem-card').every((c) => within(c).queryByText('Rust'))).toBe(true);
  });

  it('keeps the editor locked until the plan has 80 characters, with a counter saying why', async () => {
    ({ app } = await renderWithApp(ROUTES, { at: '/problem/kl-divergence' }));
    const proceed = async () => fireEvent.click(await screen.findByTestId('proceed'));
    await proceed();
    await proceed();
    const notes = await screen.findByTestId('notes-plan');
    fireEvent.change(notes, { target: { value: plan(79) } });
    expect(screen.getByTestId('plan-counter').textContent).toMatch(/^79 \/ 80 characters/);
    expect(screen.getByTestId('editor-lock').textContent).toMatch(/at least 80 characters \(now 79\)/);
    expect((await screen.findByTestId('code')).hasAttribute('readonly')).toBe(true);
    expect((screen.getByTestId('run-tests') as HTMLButtonElement).disabled).toBe(true);
    // Whitespace around the plan does not count toward the gate.
    fireEvent.change(notes, { target: { value: `   ${plan(79)}   ` } });
    expect(screen.getByTestId('editor-lock')).toBeTruthy();
    fireEvent.change(notes, { target: { value: plan(80) } });
    expect(screen.queryByTestId('editor-lock')).toBeNull();
    expect(screen.getByTestId('code').hasAttribute('readonly')).toBe(false);
    expect(screen.getByTestId('plan-counter').textContent).toMatch(/unlocked/);
  });

  it('asks before the second run in a page load, never before the first, and logs opened aids', async () => {
    ({ app } = await renderWithApp(ROUTES, {
      at: '/problem/topological-sort',
      seed: async (a) => {
        const { starter } = unwrap(await a.router.invoke('problems:get', { slug: 'topological-sort' }));
        unwrap(
          await a.router.invoke('problems:save-work', {
            slug: 'topological-sort',
            mode: 'practice',
            phase: 'verify',
            reached: 'verify',
            phase_notes: { plan: plan(90) },
            code: starter,
            notes: '',
            confidence: null,
            phase_times_ms: {},
          }),
        );
      },
    }));
    const dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(await screen.findByTestId('run-tests'));
    expect(dialog.hasAttribute('open')).toBe(false);
    await screen.findByTestId('run-result', {}, { timeout: 30_000 });
    fireEvent.click(screen.getByTestId('run-tests'));
    expect(dialog.hasAttribute('open')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog.hasAttribute('open')).toBe(false);

    // Submitting without a confidence is stopped on the page; nothing is stored.
    fireEvent.click(screen.getByTestId('submit'));
    expect(await screen.findByText('Choose a confidence from 1 to 5 before submitting.')).toBeTruthy();
    expect(unwrap(await app.router.invoke('attempts:list', { slug: 'topological-sort' })).attempts).toEqual([]);

    fireEvent.click(screen.getByTestId('show-hint'));
    await waitFor(() => expect(screen.getByTestId('hints-used').textContent).toBe('1 of 3 used'));
    const work = unwrap(await app.router.invoke('problems:get-work', { slug: 'topological-sort', mode: 'practice' }));
    expect(work.hint_counts).toEqual({ verify: 1 });

    // The reference asks first: Cancel opens and logs nothing; confirming opens and logs it.
    const refDialog = screen.getByTestId('reference-dialog');
    fireEvent.click(screen.getByTestId('disclose-reference'));
    expect(refDialog.hasAttribute('open')).toBe(true);
    expect(refDialog.textContent).toMatch(/logged as a lookup and lowers how much this attempt counts/);
    fireEvent.click(within(refDialog).getByRole('button', { name: 'Cancel' }));
    expect(refDialog.hasAttribute('open')).toBe(false);
    expect(screen.queryByTestId('looked-reference')).toBeNull();
    const still = unwrap(await app.router.invoke('problems:get-work', { slug: 'topological-sort', mode: 'practice' }));
    expect(still.looked_up_reference).toBe(false);
    fireEvent.click(screen.getByTestId('disclose-reference'));
    fireEvent.click(within(refDialog).getByTestId('confirm-yes'));
    await screen.findByTestId('looked-reference');
    const after = unwrap(await app.router.invoke('problems:get-work', { slug: 'topological-sort', mode: 'practice' }));
    expect(after.looked_up_reference).toBe(true);
    // Closing and reopening a looked-up reference does not ask again.
    fireEvent.click(screen.getByTestId('disclose-reference'));
    fireEvent.click(screen.getByTestId('disclose-reference'));
    expect(refDialog.hasAttribute('open')).toBe(false);
    expect(screen.getByTestId('disclose-reference').getAttribute('aria-expanded')).toBe('true');
  });

  it('submits the code whose verdict is on screen without asking', async () => {
    ({ app } = await renderWithApp(ROUTES, {
      at: '/problem/label-smoothing-cross-entropy',
      seed: async (a) => {
        const { starter } = unwrap(await a.router.invoke('problems:get', { slug: 'label-smoothing-cross-entropy' }));
        unwrap(
          await a.router.invoke('problems:save-work', {
            slug: 'label-smoothing-cross-entropy',
            mode: 'practice',
            phase: 'verify',
            reached: 'verify',
            phase_notes: { plan: plan(90) },
            code: starter,
            notes: '',
            confidence: 3,
            phase_times_ms: {},
          }),
        );
      },
    }));
    const dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(await screen.findByTestId('run-tests'));
    await screen.findByTestId('run-result', {}, { timeout: 30_000 });
    fireEvent.click(screen.getByTestId('submit'));
    expect(dialog.hasAttribute('open')).toBe(false);
    await screen.findByText('Submitted: attempt saved', {}, { timeout: 30_000 });
    expect(unwrap(await app.router.invoke('attempts:list', { slug: 'label-smoothing-cross-entropy' })).attempts).toHaveLength(1);
    // The form is ready for a fresh attempt: no confidence chosen any more.
    const radios = within(screen.getByTestId('confidence')).getAllByRole('radio') as HTMLInputElement[];
    await waitFor(() => expect(radios.some((r) => r.checked)).toBe(false));
    // It says so, and a second Submit without a new choice is stopped next to the button, focus on the choice.
    expect(screen.getByTestId('confidence-hint').textContent).toMatch(/stored with confidence 3/);
    fireEvent.click(screen.getByTestId('submit'));
    const besideButton = within(screen.getByTestId('submit').closest('.submit-bar') as HTMLElement);
    expect((await besideButton.findByRole('alert')).textContent).toMatch(/Choose how confident you are/);
    expect(document.activeElement).toBe(radios[0]);
    expect(unwrap(await app.router.invoke('attempts:list', { slug: 'label-smoothing-cross-entropy' })).attempts).toHaveLength(1);
    // Changed code has no known verdict: the guard asks, in words about the change.
    fireEvent.change(screen.getByTestId('code'), { target: { value: '// changed\n' } });
    fireEvent.click(radios[2]!);
    expect(besideButton.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByTestId('submit'));
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.textContent).toMatch(/Your code changed since the last run/);
  });

  it('a failed "Draft a debugging problem" is a banner with Retry below the header, not text in its button row', async () => {
    ({ app } = await renderWithApp(ROUTES, { at: '/problem/kl-divergence' }));
    const answers: Promise<unknown>[] = [];
    const inner = memoryTransport(app.router);
    setTransport({
      on: inner.on,
      invoke: (channel, input) => {
        const answer = inner.invoke(channel, input);
        if (channel === 'drafts:generate') answers.push(answer);
        return answer;
      },
    });
    const button = await screen.findByRole('button', { name: 'Draft a debugging problem' });
    fireEvent.click(button);
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toMatch(/^Could not draft a debugging problem: .*language model/i);
    expect(alert.closest('.page-header')).toBeNull();
    expect(button.parentElement!.querySelector('[role="alert"]')).toBeNull();
    // Retry asks again (and fails again the same way, no model being set up); dismiss clears it.
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(answers).toHaveLength(2), { timeout: 15_000 });
    await answers[1];
    await waitFor(() => expect(screen.getByRole('button', { name: 'Draft a debugging problem' })).toBeTruthy(), { timeout: 15_000 });
    expect(screen.getByRole('alert').textContent).toMatch(/Could not draft/);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('interview mode shows the timer, hides the aids and has no gate', async () => {
    ({ app } = await renderWithApp(ROUTES, { at: '/problem/ring-buffer?mode=interview' }));
    expect(await screen.findByTestId('interview-timer')).toBeTruthy();
    expect(screen.queryByTestId('aids')).toBeNull();
    expect(screen.queryByTestId('editor-lock')).toBeNull();
    expect((await screen.findByTestId('code')).hasAttribute('readonly')).toBe(false);
  });

  it('shows a not-found screen with a way back for an unknown problem', async () => {
    ({ app } = await renderWithApp(ROUTES, { at: '/problem/no-such-problem' }));
    expect(await screen.findByText('There is no problem “no-such-problem”.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse problems' }).getAttribute('href')).toBe('/problems');
  });
});
