import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SettingsPage } from '../../src/renderer/src/features/settings/SettingsPage';
import { renderWithApp, type TestApp } from '../support/render-app';
import { unwrap } from '../support/test-app';

jest.setTimeout(30_000);

const runnerCard = async () =>
  within((await screen.findByRole('heading', { name: 'Code runner' })).closest('section')!);

describe('settings: code runner (memory transport)', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  it('reports the toolchains found on this machine, and saves a path and a timeout that runs then use', async () => {
    ({ app } = await renderWithApp([{ path: '/settings', element: <SettingsPage /> }]));
    const card = await runnerCard();
    const report = await card.findByTestId('toolchain-report');
    expect(report.textContent).toMatch(/Python 3\.\d+/);
    expect(report.textContent).toMatch(/rustc \d+\.\d+/);
    expect(report.textContent).toMatch(/bubblewrap|unsandboxed/);

    fireEvent.change(card.getByLabelText('Python interpreter'), { target: { value: '/nonexistent/python3' } });
    fireEvent.change(card.getByLabelText('Run timeout (seconds)'), { target: { value: '12' } });
    fireEvent.click(card.getByRole('button', { name: 'Save runner settings' }));
    expect(await card.findByText('Saved')).toBeTruthy();
    await waitFor(() => expect(card.getByTestId('toolchain-report').textContent).toContain('Not found'));
    expect(card.getByTestId('toolchain-report').textContent).toContain('python3 was not found at /nonexistent/python3');
    expect(unwrap(await app.router.invoke('runner:get-settings', {}))).toMatchObject({
      python_path: '/nonexistent/python3',
      timeout_seconds: 12,
    });
  });

  it('says what is wrong with a relative path and keeps what was saved', async () => {
    ({ app } = await renderWithApp([{ path: '/settings', element: <SettingsPage /> }]));
    const card = await runnerCard();
    await card.findByTestId('toolchain-report');
    fireEvent.change(card.getByLabelText('Rust compiler'), { target: { value: 'bin/rustc' } });
    fireEvent.click(card.getByRole('button', { name: 'Save runner settings' }));
    await waitFor(() =>
      expect(card.getByRole('alert').textContent).toContain(
        'Give the Rust compiler as a command name (rustc) or an absolute path, not a relative one',
      ),
    );
    expect(unwrap(await app.router.invoke('runner:get-settings', {})).rustc_source).toBe('default');
  });

  it('shows an environment override as locked, naming the variable', async () => {
    ({ app } = await renderWithApp([{ path: '/settings', element: <SettingsPage /> }], {
      env: { WORKBENCH_PYTHON: 'python3' },
    }));
    const card = await runnerCard();
    const field = (await card.findByLabelText('Python interpreter')) as HTMLInputElement;
    expect(field.disabled).toBe(true);
    expect(field.value).toBe('python3');
    expect(card.getByText('WORKBENCH_PYTHON')).toBeTruthy();
    expect((card.getByLabelText('Rust compiler') as HTMLInputElement).disabled).toBe(false);
    expect((await card.findByTestId('toolchain-report')).textContent).toMatch(/Python 3\.\d+/);
  });
});
