import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ProblemPage } from '../../src/renderer/src/features/problems/ProblemPage';
import { renderWithApp, type TestApp } from '../support/render-app';
import { expectFailure } from '../support/expect-failure';
import { unwrap } from '../support/test-app';

jest.setTimeout(30_000);

const ROUTES = [{ path: '/problem/:slug', element: <ProblemPage /> }];

describe('problem page: code that runs unsandboxed (memory transport)', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  test('says so plainly and asks once; after agreeing, the page notes it and main runs the code', async () => {
    ({ app } = await renderWithApp(ROUTES, { at: '/problem/kl-divergence', env: { WORKBENCH_RUNNER_ISOLATION: 'process' } }));
    const confirm = await screen.findByTestId('unsandboxed-confirm');
    expect(confirm.textContent).toMatch(/Confirm before this profile's first run/);
    expect(confirm.textContent).toMatch(/Code runs unsandboxed/);
    expect(confirm.textContent).toMatch(/can read and change your files/);
    // Main refuses until the profile agrees, whatever the page does.
    const code = 'def kl_divergence(p, q):\n    return 0.0\n';
    expect(expectFailure(await app.router.invoke('problems:run-tests', { slug: 'kl-divergence', code })).code).toBe('conflict');

    fireEvent.click(screen.getByRole('button', { name: 'Run my code without a sandbox' }));
    expect((await screen.findByTestId('unsandboxed-note')).textContent).toMatch(/runs unsandboxed on this machine; this profile agreed/);
    await waitFor(() => expect(screen.queryByTestId('unsandboxed-confirm')).toBeNull());
    expect(unwrap(await app.router.invoke('runner:sandbox-status', {})).acknowledged).toBe(true);
    expect(unwrap(await app.router.invoke('problems:run-tests', { slug: 'kl-divergence', code })).isolation).toBe('process');
  });

  test('shows nothing where runs are sandboxed', async () => {
    ({ app } = await renderWithApp(ROUTES, { at: '/problem/kl-divergence', env: { WORKBENCH_RUNNER_ISOLATION: 'bubblewrap' } }));
    await screen.findByRole('heading', { name: /KL/i });
    const status = unwrap(await app.router.invoke('runner:sandbox-status', {}));
    expect(status.unsandboxed).toBe(false);
    expect(screen.queryByTestId('unsandboxed-confirm')).toBeNull();
    expect(screen.queryByTestId('unsandboxed-note')).toBeNull();
  });
});
