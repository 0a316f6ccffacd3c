import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SettingsPage } from '../../src/renderer/src/features/settings/SettingsPage';
import { renderWithApp, type TestApp } from '../support/render-app';
import { unwrap } from '../support/test-app';

describe('settings: profiles and diagnostics (memory transport)', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  it('lists the default profile as current and adds another', async () => {
    ({ app } = await renderWithApp([{ path: '/settings', element: <SettingsPage /> }]));
    expect(await screen.findByText('Current')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New profile name'), { target: { value: 'Study group' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    expect(await screen.findByRole('button', { name: 'Switch to Study group' })).toBeTruthy();
    const list = unwrap(await app.router.invoke('profiles:list', {}));
    expect(list.profiles.map((p) => p.name)).toEqual(['Me', 'Study group']);
  });

  it('says plainly when a profile name is taken', async () => {
    ({ app } = await renderWithApp([{ path: '/settings', element: <SettingsPage /> }]));
    await screen.findByText('Current');
    fireEvent.change(screen.getByLabelText('New profile name'), { target: { value: 'me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/already exists; pick another name/));
  });

  it('shows the data folder, the content counts and that every content file loaded', async () => {
    ({ app } = await renderWithApp([{ path: '/settings', element: <SettingsPage /> }]));
    const line = await screen.findByTestId('diagnostics-line');
    expect(line.textContent).toBe('All content files loaded.');
    expect(screen.getByText(app.ctx.paths.dataDir)).toBeTruthy();
    const counts = `${app.ctx.content.listTracks().length} tracks, ${app.ctx.content.listProblems().length} problems, ${app.ctx.content.listVoices().length} voices`;
    expect(screen.getByText(counts)).toBeTruthy();
  });

  it('lists each skipped content file with its file and field', async () => {
    ({ app } = await renderWithApp([{ path: '/settings', element: <SettingsPage /> }], {
      // The catalog is loaded at start; a broken file found then is listed like this one.
      seed: async (a) => {
        a.ctx.content.diagnostics.push({ file: '/data/tracks/broken.md', message: 'sections: must have at least one section' });
      },
    }));
    const line = await screen.findByTestId('diagnostics-line');
    expect(line.textContent).toContain('1 content file(s) skipped:');
    expect(line.textContent).toContain('/data/tracks/broken.md: sections: must have at least one section');
  });
});
