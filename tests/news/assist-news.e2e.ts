import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from '../support/browser';
import { startWebHost, type RunningHost } from '../support/web-host';
import { startModelServer, type ModelServer } from '../support/model-server';
import type { Suggestion } from '../../src/shared/domain/assist';
import { composeText, suggestionChanges } from '../../src/renderer/src/features/writings/assist/suggestion-changes';

jest.setTimeout(240_000);

/**
 * Issue 15 end to end in Chromium: import a feed file on /news, Draft a response, write two paragraphs, run each
 * assist action (one flagged), apply one after editing it in the sidebar and discard the others, see the audit
 * entry with its diff, be refused on a placeholder paragraph with no request sent, and export to forum_general
 * with the applied text inside an llm-output block; then, on another piece, select a paragraph in Monaco, run the
 * plain-language pass on it and apply (only that text changes). SHOTS=<dir> also saves the screenshots, light and
 * dark.
 */
const SHOTS = process.env.SHOTS;
const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Alignment Weekly</title><link>https://weekly.example.org/</link>
<item><title>Lab publishes sparse autoencoder features for a small model</title><link>/2026/11/sae</link><guid>sae-1</guid>
<pubDate>Mon, 02 Nov 2026 08:30:00 GMT</pubDate><description><![CDATA[<p>The release includes <b>feature dashboards</b> &amp; code.</p><script>alert(1)</script>]]></description></item>
<item><title>Workshop on evaluations announced</title><link>https://weekly.example.org/2026/11/evals</link><guid>evals-1</guid>
<pubDate>Sun, 01 Nov 2026 10:00:00 GMT</pubDate><description>Call for papers is open.</description></item>
</channel></rss>`;
const P1 = 'I trained a sparse autoencoder on a small model last month and most of its features were hard to read.';
const P2 = 'The readable features were about syntax, not meaning. Doubling the dictionary made them cleaner, so I think mine was too small.';
const REPHRASED =
  'Most features of the sparse autoencoder I trained on a small model last month were hard to read. The readable ones were about syntax, not meaning. Doubling the dictionary made them cleaner, so I think mine was too small.';

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function pasteInEditor(page: Page, text: string): Promise<void> {
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('Control+End');
  await page.evaluate(`(() => {
    const data = new DataTransfer();
    data.setData('text/plain', ${JSON.stringify(text)});
    document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  })()`);
}

describe('news, assist and provenance in Chromium', () => {
  let server: ModelServer;
  let host: RunningHost;
  let browser: Browser;

  beforeAll(async () => {
    server = await startModelServer();
    host = await startWebHost({ env: { OPENAI_BASE_URL: server.baseUrl, OPENAI_API_KEY: 'test', WORKBENCH_MODEL: 'test-model' } });
    browser = await openBrowser({ viewport: { width: 1440, height: 900 } });
  });
  const getPiece = async (id: string) => {
    const answer = (await host.call('writings:get', { id })) as { ok: boolean; value: { body_md: string; title: string } };
    return answer.value;
  };
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    await server?.close();
  });

  it('imports a feed, drafts a response, runs the assist actions, audits and exports with an llm-output block', async () => {
    const { page, errors } = browser;
    await page.goto(host.url);

    // /news: import the feed file; items show as text (the summary's HTML is gone), newest first.
    await page.goto(`${host.origin}/news`);
    await page.getByTestId('feed-file').setInputFiles({ name: 'weekly.xml', mimeType: 'application/rss+xml', buffer: Buffer.from(FEED) });
    await page.getByTestId('news-notice').getByText('weekly.xml: 2 new items.').waitFor();
    const items = page.getByTestId('news-item');
    expect(await items.count()).toBe(2);
    expect(await items.first().locator('h2').innerText()).toBe('Lab publishes sparse autoencoder features for a small model');
    expect(await items.first().locator('a').getAttribute('href')).toBe('https://weekly.example.org/2026/11/sae');
    expect(await items.first().locator('.news-summary').innerText()).toBe('The release includes feature dashboards & code.');
    await shot(page, 'news-list');

    // Draft a response: an empty idea named after the headline, opened in the editor.
    await items.first().getByRole('button', { name: 'Draft a response' }).click();
    await page.waitForURL(/\/writings\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    const piece = await getPiece(id);
    expect(piece).toMatchObject({ title: 'Lab publishes sparse autoencoder features for a small model', type: 'news_response', stage: 'idea', body_md: '', source_ref: { kind: 'news_item' } });

    // The header links back to the item.
    await page.getByTestId('piece-source').getByRole('link', { name: 'Lab publishes sparse autoencoder features for a small model' }).waitFor();
    // Two paragraphs of the user's own.
    await page.locator('.monaco-editor').waitFor();
    await pasteInEditor(page, `${P1}\n\n${P2}\n`);
    await page.getByText(/Saved at/).waitFor();
    await page.getByRole('button', { name: 'Assist' }).click();
    const sidebar = page.getByTestId('assist-sidebar');

    // Plain-language pass: a rephrasing that passes, shown as changes; the first is refused, the rest applied.
    server.enqueue({ kind: 'content', content: JSON.stringify({ text: REPHRASED }) });
    await sidebar.getByRole('button', { name: 'Plain-language pass' }).click();
    const plain = sidebar.locator('[data-testid=assist-suggestion][data-action=plain_language]');
    await plain.waitFor();
    expect(await plain.getByTestId('assist-flag-message').count()).toBe(0);
    await shot(page, 'assist-suggestion');
    expect(await plain.getByRole('textbox').count()).toBe(0);
    const suggestion = ((await host.call('assist:list', { writing_id: id })).value as { suggestions: Suggestion[] }).suggestions[0]!;
    const KEPT = composeText(suggestionChanges(suggestion.original_text, suggestion.suggested_text), new Set([0]));
    expect(KEPT).not.toBe(REPHRASED);
    await plain.getByRole('button', { name: /^Refuse change 1 of/ }).click();
    await plain.getByRole('button', { name: 'Apply' }).click();
    await plain.waitFor({ state: 'detached' });
    // The editor took the change as an edit (Monaco wraps lines, so whitespace is normalised).
    const editorText = async () => (await page.locator('.monaco-editor .view-lines').innerText()).replace(/\s+/g, ' ');
    for (let i = 0; i < 50 && !(await editorText()).includes(KEPT.slice(0, 40)); i++) await page.waitForTimeout(100);
    expect(await editorText()).toContain(KEPT.slice(0, 40));
    for (let i = 0; i < 50 && (await getPiece(id)).body_md !== `${KEPT}\n`; i++) await page.waitForTimeout(100);
    expect((await getPiece(id)).body_md).toBe(`${KEPT}\n`);

    // Tighter outline: discarded, the text stays as it is.
    server.enqueue({ kind: 'content', content: JSON.stringify({ text: '1. Most features were hard to read\n2. Readable ones: syntax, not meaning\n3. The dictionary was too small' }) });
    await sidebar.getByRole('button', { name: 'Tighter outline' }).click();
    const outline = sidebar.locator('[data-testid=assist-suggestion][data-action=tighter_outline]');
    await outline.waitFor();
    await outline.getByRole('button', { name: 'Discard' }).click();
    await outline.waitFor({ state: 'detached' });
    expect((await getPiece(id)).body_md).toBe(`${KEPT}\n`);

    // Propose three titles: one brings a name and a number that are not in the text; they are marked.
    server.enqueue({ kind: 'content', content: JSON.stringify({ titles: ['Why my sparse autoencoder was too small', 'What Anthropic found in 4 million features', 'Reading features of a small model'] }) });
    await sidebar.getByRole('button', { name: 'Propose three titles' }).click();
    const titles = sidebar.locator('[data-testid=assist-suggestion][data-action=propose_titles]');
    await titles.getByTestId('assist-flag-message').waitFor();
    expect(await titles.locator('mark.assist-flag').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining('Anthropic'), expect.stringContaining('4')]));
    await shot(page, 'assist-flagged');
    await titles.getByRole('button', { name: 'Discard' }).click();
    await titles.waitFor({ state: 'detached' });

    // A placeholder paragraph: refused by name, and no request reaches the model.
    const before = server.chatRequests().length;
    await pasteInEditor(page, '\nTODO: write the conclusion\n');
    await page.getByText(/Saved at/).waitFor();
    await sidebar.getByRole('button', { name: 'Plain-language pass' }).click();
    const refusal = sidebar.getByTestId('assist-refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/Add your own text to these paragraphs first: paragraph 2 \("TODO: write the conclusion"/);
    expect(server.chatRequests()).toHaveLength(before);
    await shot(page, 'assist-placeholder-refusal');

    // The history panel: the applied suggestion with its action, model and a suggested-vs-kept diff.
    await page.getByRole('button', { name: 'Stage history' }).click();
    const entries = page.getByTestId('assist-audit-entry');
    await entries.first().waitFor();
    const applied = page.locator('[data-testid=assist-audit-entry][data-state=applied]');
    expect(await applied.count()).toBe(1);
    expect(await applied.innerText()).toMatch(/Plain-language pass · applied[\s\S]*test-model/);
    expect(await applied.locator('ins').count()).toBeGreaterThan(0);
    expect(await applied.locator('del').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=assist-audit-entry][data-state=discarded]').count()).toBe(2);
    await shot(page, 'assist-audit');

    // Export to the forum: the applied, unrewritten text sits inside an llm-output block; the preflight says so.
    await page.goto(`${host.origin}/writings/${id}/export?venue=forum_general`);
    const markdown = await page.getByTestId('export-markdown').innerText();
    expect(markdown).toContain(`%%% llm-output model="test-model"\n${KEPT}\n%%% /llm-output`);
    await page.locator('[data-testid=preflight-item][data-rule=llm_output]').waitFor();
    expect(errors).toEqual([]);
  });

  it('runs an assist action on a selection in Monaco and Apply replaces exactly that text', async () => {
    const { page, errors } = browser;
    const A = 'I trained a linear probe on a small model.';
    const B = 'The probe found the feature early on.\nIt was in the later layers as well,\nand it was stronger there than early on.';
    const C = 'I still do not know why it grew stronger.';
    const REWRITE = 'The probe found the feature early on. It was in the later layers as well, and stronger there.';
    await page.goto(host.url); // the link with the access token (this test can run on its own)
    const created = (await host.call('writings:create', { title: 'Probing a small model' })) as { value: { id: string } };
    const id = created.value.id;
    await host.call('writings:update', { id, body_md: `${A}\n\n${B}\n\n${C}\n` });
    await page.goto(`${host.origin}/writings/${id}`);
    await page.locator('.monaco-editor .view-line', { hasText: 'The probe found the feature' }).waitFor();
    await page.getByRole('button', { name: 'Assist' }).click();
    const sidebar = page.getByTestId('assist-sidebar');
    const scope = sidebar.getByTestId('assist-scope');
    await scope.getByText('Whole piece').waitFor();

    // Select the middle paragraph's three lines with the keyboard, as a writer would.
    await page.locator('.monaco-editor .view-line', { hasText: 'The probe found the feature' }).click();
    await page.keyboard.press('Home');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowDown');
    await scope.getByText('Selection (3 lines)').waitFor();

    server.reset();
    server.enqueue({ kind: 'content', content: JSON.stringify({ text: REWRITE }) });
    await sidebar.getByRole('button', { name: 'Plain-language pass' }).click();
    const card = sidebar.locator('[data-testid=assist-suggestion][data-action=plain_language]');
    await card.waitFor();
    expect(await card.getByTestId('assist-source').innerText()).toMatch(/^Replaces: The probe found the feature early on\. It was in the later layers/);
    const sent = server.chatRequests()[0]!.messages[1]!.content;
    expect(sent).toContain(B);
    expect(sent).not.toContain(A);
    expect(sent).not.toContain(C);
    await shot(page, 'assist-selection');

    await card.getByRole('button', { name: 'Apply' }).click();
    await card.waitFor({ state: 'detached' });
    expect((await getPiece(id)).body_md).toBe(`${A}\n\n${REWRITE}\n\n${C}\n`);
    // The apply saved the body, and the indicator says so; the editor works on the whole piece again.
    await page.getByTestId('save-status').getByText(/^Saved at /).waitFor();
    await scope.getByText('Whole piece').waitFor();
    // Monaco wraps the long line over several view lines: compare the text with whitespace normalised.
    const shown = async () => (await page.locator('.monaco-editor .view-lines').innerText()).replace(/\s+/g, ' ');
    for (let i = 0; i < 50 && !(await shown()).includes('and stronger there.'); i++) await page.waitForTimeout(100);
    expect(await shown()).toContain(`${A} ${REWRITE} ${C}`);
    // Monaco's undo takes the Apply back in one step, and the autosave stores the text as it was.
    await page.keyboard.press('Control+z');
    for (let i = 0; i < 50 && (await shown()).includes(REWRITE); i++) await page.waitForTimeout(100);
    expect(await shown()).toContain(B.replace(/\s+/g, ' '));
    for (let i = 0; i < 80 && (await getPiece(id)).body_md !== `${A}\n\n${B}\n\n${C}\n`; i++) await page.waitForTimeout(100);
    expect((await getPiece(id)).body_md).toBe(`${A}\n\n${B}\n\n${C}\n`);
    expect(errors).toEqual([]);
  });
});
