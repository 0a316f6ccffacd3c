import { fireEvent, screen } from '@testing-library/react';
import { ImportManifestButton } from '../../src/renderer/src/features/tracks/ImportManifestButton';
import { renderWithApp, type TestApp } from '../support/render-app';
import { node, oneChapter } from '../ingestion/manifest-fixtures';

// jsdom's Blob has no text(); browsers and Electron do. Read through FileReader instead, for this test only.
if (typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob): Promise<string> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('read failed'));
      reader.readAsText(this);
    });
  };
}

/** The upload half of "Import manifest…" against a real app over the memory transport. */
describe('ImportManifestButton', () => {
  let app: TestApp | undefined;
  afterEach(() => app?.close());

  function choose(text: string, name: string): void {
    const input = screen.getByTestId('import-manifest-input');
    fireEvent.change(input, { target: { files: [new File([text], name, { type: 'application/yaml' })] } });
  }

  it('shows a spinner, then a link to the new track, and reports the slug', async () => {
    const imported: string[] = [];
    ({ app } = await renderWithApp([
      { path: '/', element: <ImportManifestButton onImported={(slug) => imported.push(slug)} /> },
    ]));
    choose(oneChapter(node('a')), 'demo.yaml');
    // The working state is set before the first await, so it is on screen right after the change event.
    expect(screen.getByText('Importing demo.yaml…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import manifest…' }).hasAttribute('disabled')).toBe(true);
    const link = await screen.findByRole('link', { name: 'Demo track' });
    expect(link.getAttribute('href')).toBe('/tracks/demo');
    expect(imported).toEqual(['demo']);
    expect(app.ctx.content.hasTrack('demo')).toBe(true);
  });

  it('shows the one-line error in a banner that can be dismissed, and calls nothing back', async () => {
    const imported: string[] = [];
    ({ app } = await renderWithApp([
      { path: '/', element: <ImportManifestButton onImported={(slug) => imported.push(slug)} /> },
    ]));
    choose(oneChapter(node('a', ['a'])), 'demo.yaml');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('demo.yaml: chapter "Basics": node "a" lists itself as a prerequisite');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(imported).toEqual([]);
  });
});
