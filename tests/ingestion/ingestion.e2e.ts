import YAML from 'yaml';
import { useHostAndBrowser } from '../support/e2e-session';

jest.setTimeout(90_000);

/** A small manifest whose declaration order is invalid, so the import really sorts it. */
const MANIFEST = YAML.stringify({
  source: { kind: 'github_notebooks', repo_url: 'https://github.com/example/interp-notebooks' },
  track: { slug: 'interp-basics', title: 'Interp basics', description: 'Probing and patching, in order.' },
  chapters: [
    {
      title: 'Probing',
      nodes: [
        {
          id: 'probe',
          title: 'Train a linear probe',
          url: 'https://github.com/example/interp-notebooks/blob/main/probe.ipynb',
          kind: 'external_exercise',
          duration_min: 90,
          domain_tags: ['probing'],
          axes: ['mechanistic_interpretability'],
          prereqs: ['reading'],
        },
        {
          id: 'reading',
          title: 'Read about linear representations',
          url: 'https://example.org/linear-representations',
          kind: 'external_reading',
          duration_min: 30,
          domain_tags: ['probing'],
          axes: ['paper_reading'],
          prereqs: [],
        },
      ],
    },
  ],
});

const file = (name: string, text: string) => ({
  name,
  mimeType: 'application/yaml',
  buffer: Buffer.from(text, 'utf8'),
});

describe('importing a manifest through the browser host', () => {
  const session = useHostAndBrowser();

  it('shows the error line for a broken manifest and lists nothing new', async () => {
    const { page } = session.browser;
    await page.goto(session.host.url);
    await page.goto(`${session.host.origin}/tracks`);
    await page.getByRole('heading', { name: 'Tracks', level: 1 }).waitFor();
    const broken = MANIFEST.replace('prereqs:\n          - reading', 'prereqs:\n          - probe');
    expect(broken).not.toBe(MANIFEST);
    await page.getByTestId('import-manifest-input').setInputFiles(file('broken.yaml', broken));
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'broken.yaml: chapter "Probing": node "probe" lists itself as a prerequisite; remove "probe" from its prereqs',
    );
    expect(await page.getByRole('link', { name: 'Interp basics' }).count()).toBe(0);
    // Dismissing the error leaves the page usable.
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(session.browser.errors).toEqual([]);
  });

  it('imports a manifest: success link, the track on /tracks without a reload, and its page in sorted order', async () => {
    const { page } = session.browser;
    // Start waiting for the chooser before navigating: Playwright turns on file-chooser interception when the
    // listener is added, without a reply, so a key press sent right after can beat it (puppeteer#6040) and the
    // chooser then opens natively and is never reported. The navigation below gives interception time to land.
    const chooserOpened = page.waitForEvent('filechooser');
    await page.goto(`${session.host.origin}/tracks`);
    await page.getByRole('heading', { name: 'Tracks', level: 1 }).waitFor();
    // Keyboard path: focus the button, press Enter, and the file chooser opens (YAML files only).
    const importButton = page.getByRole('button', { name: 'Import manifest…' });
    await importButton.focus();
    expect(await page.evaluate('document.activeElement && document.activeElement.textContent')).toBe(
      'Import manifest…',
    );
    await page.keyboard.press('Enter');
    const chooser = await chooserOpened;
    expect(chooser.isMultiple()).toBe(false);
    expect(await page.getByTestId('import-manifest-input').getAttribute('accept')).toBe('.yaml,.yml');
    await chooser.setFiles(file('interp-basics.yaml', MANIFEST));

    const success = page.locator('.import-manifest-success');
    await success.waitFor();
    expect(await success.textContent()).toBe('Imported Interp basics.');
    // The list refreshes in place: a card for the new track appears next to the bundled ones.
    const card = page.locator('.track-card', { has: page.getByRole('link', { name: 'Interp basics', exact: true }) });
    await card.waitFor();
    expect(await card.textContent()).toContain('1 chapters · 2 sections');

    const listed = (await session.host.call('tracks:list', {})) as {
      ok: boolean;
      value?: { tracks: Array<{ slug: string }> };
    };
    expect(listed.value?.tracks.map((t) => t.slug)).toContain('interp-basics');

    await success.getByRole('link', { name: 'Interp basics' }).click();
    await page.waitForURL(`${session.host.origin}/tracks/interp-basics`);
    await page.getByRole('heading', { name: 'Interp basics', level: 1 }).waitFor();
    const body = await page.locator('main').textContent();
    expect(body!.indexOf('Read about linear representations')).toBeGreaterThanOrEqual(0);
    expect(body!.indexOf('Read about linear representations')).toBeLessThan(body!.indexOf('Train a linear probe'));

    // A second import of the same slug is refused with the conflict line.
    await page.goto(`${session.host.origin}/tracks`);
    await page.getByRole('heading', { name: 'Tracks', level: 1 }).waitFor();
    await page.getByTestId('import-manifest-input').setInputFiles(file('interp-basics.yaml', MANIFEST));
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain(
      'a track with slug "interp-basics" is already loaded',
    );
    expect(session.browser.errors).toEqual([]);
  });
});
