/**
 * Issue 12 item 12: time to a rendered-or-fallback preview of each hostile Markdown shape, in Chromium,
 * through the real component (a track page whose body is the shape; the Markdown worker with its 0.7 s
 * budget). Before the fix, '*a' x 300,000 did not finish in 90 s and '>' x 100,000 took 49 s.
 * Baseline: the same page with a short ordinary body, measured in the same run; the figure that matters is the
 * extra time over it (goal: under 1 s) - navigation and app start are in both.
 */
import { openBrowser } from '../tests/support/browser';
import { HOSTILE_SHAPES, writeMarkdownTrack } from '../tests/support/markdown-tracks';
import { makeTempDir } from '../tests/support/temp-dir';
import { startWebHost } from '../tests/support/web-host';
import { report, sized, summarize, type Sample } from './harness';

const RUNS = sized(5, 1);

async function main(): Promise<void> {
  const data = makeTempDir('wb-bench-md-');
  const pages: Record<string, string> = {
    baseline: writeMarkdownTrack(
      data.dir,
      'md-baseline',
      '# A section\n\nSome *ordinary* text with a [link](https://example.org).\n\n> a quote\n\n- a\n- b',
    ),
  };
  for (const [name, body] of Object.entries(HOSTILE_SHAPES))
    pages[name] = writeMarkdownTrack(data.dir, `md-${name.replace('_', '-')}`, body);
  const host = await startWebHost({ dataDir: data.dir });
  const browser = await openBrowser();
  try {
    await browser.page.goto(host.url);
    const timeTo = async (route: string): Promise<number> => {
      const t0 = performance.now();
      await browser.page.goto(`${host.origin}${route}`);
      await browser.page.locator('.markdown:not([aria-busy])').last().waitFor({ timeout: 60_000 });
      return performance.now() - t0;
    };
    const samples: Record<string, Sample> = {};
    for (const name of Object.keys(pages)) {
      await timeTo(pages[name]!); // warm-up: the first load of a page pays for the server reading the file
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await timeTo(pages[name]!));
      samples[name] = summarize(times);
    }
    const base = samples.baseline!;
    for (const name of Object.keys(HOSTILE_SHAPES)) {
      const s = samples[name]!;
      report(
        `markdown preview, ${name} (${HOSTILE_SHAPES[name]!.length.toLocaleString('en')} chars) vs a short document`,
        s,
        base,
      );
      const extra = s.median - base.median;
      console.log(
        `  extra time to a rendered-or-fallback preview: ${extra.toFixed(0)} ms (goal < 1000 ms: ${extra < 1000 ? 'meets' : 'MISSES'})`,
      );
    }
  } finally {
    await browser.close();
    await host.stop();
    data.cleanup();
  }
}

void main();
