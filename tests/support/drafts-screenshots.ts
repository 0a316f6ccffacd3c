/**
 * Light and dark screenshots of /drafts and a draft under review, passing and failing its discrimination
 * check: `npm run build:web && npx tsx tests/support/drafts-screenshots.ts /tmp/shots`. Generation needs a
 * model, so this starts the loopback model server and seeds drafts through the browser host's public API.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openBrowser } from './browser';
import { startWebHost } from './web-host';
import { startModelServer } from './model-server';
import { SOURCE_SLUG, SOURCE_TESTS, debuggingReply, exerciseReply, guideReply } from './draft-replies';

type Ok<T> = { ok: true; value: T };
type Draft = { id: string; problem: Record<string, unknown> | null };

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? '/tmp/workbench-shots';
  fs.mkdirSync(outDir, { recursive: true });
  const server = await startModelServer();
  const host = await startWebHost({ env: { OPENAI_BASE_URL: server.baseUrl, OPENAI_API_KEY: 'test', WORKBENCH_MODEL: 'test-model' } });
  try {
    await host.call('runner:acknowledge-unsandboxed', {});
    const gen = async (reply: string, input: unknown): Promise<Draft> => {
      server.enqueue({ kind: 'content', content: reply });
      const r = (await host.call('drafts:generate', input)) as Ok<Draft>;
      if (!r.ok) throw new Error(JSON.stringify(r));
      return r.value;
    };
    const passing = await gen(debuggingReply(), { kind: 'debugging_problem', slug: SOURCE_SLUG });
    const failing = await gen(debuggingReply({ title: 'Debug: pass@k with weak tests' }), { kind: 'debugging_problem', slug: SOURCE_SLUG });
    const weakTests = SOURCE_TESTS.split('\n    def ').filter((chunk, i) => i === 0 || /raises|empty/i.test(chunk)).join('\n    def ');
    await host.call('drafts:update', { id: failing.id, problem: { ...failing.problem, tests: weakTests } });
    await host.call('drafts:run-tests', { id: failing.id });
    await gen(exerciseReply(), { kind: 'exercise', axis: 'algorithmic', language: 'python' });
    const tracks = (await host.call('tracks:get', { slug: 'arena' })) as Ok<{ chapters: Array<{ sections: Array<{ url: string }> }> }>;
    await gen(guideReply(), { kind: 'reading_guide', section_url: tracks.value.chapters[0]!.sections[1]!.url });

    const routes: Array<[string, string]> = [
      ['/drafts', 'drafts'],
      [`/drafts/${passing.id}`, 'draft-passing'],
      [`/drafts/${failing.id}`, 'draft-failing'],
    ];
    for (const scheme of ['light', 'dark'] as const) {
      const browser = await openBrowser({ colorScheme: scheme });
      await browser.page.goto(host.url);
      for (const [route, name] of routes) {
        await browser.page.goto(`${host.origin}${route}`);
        await browser.page.waitForLoadState('networkidle');
        await browser.page.waitForTimeout(Number(process.env.SETTLE_MS ?? 800));
        const height = Number(await browser.page.evaluate('document.querySelector("main")?.scrollHeight ?? 820'));
        await browser.page.setViewportSize({ width: 1280, height: Math.max(820, Math.min(height + 40, 6000)) });
        const file = path.join(outDir, `${name}-${scheme}.png`);
        await browser.page.screenshot({ path: file, fullPage: true });
        await browser.page.setViewportSize({ width: 1280, height: 820 });
        process.stdout.write(`${file}\n`);
      }
      if (browser.errors.length) console.error(browser.errors);
      await browser.close();
    }
  } finally {
    await host.stop();
    await server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
