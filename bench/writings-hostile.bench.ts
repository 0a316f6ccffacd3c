/**
 * Hostile Markdown through the real browser host's API. Figures, each against a baseline from the same run:
 * 1. `writings:export` (forum, personal, newsletter) of each document in tests/support/hostile-markdown-documents.ts versus
 *    the export of an ordinary short piece. Goal: an answer (a result, or the text as written with a preflight line
 *    naming the limit) within 1 s.
 * 2. A `profiles:list` round trip while a hostile export runs versus one on an idle host. Goal: <= 100 ms.
 * 3. The app process's peak resident memory (VmHWM) at the end. Goal: < 512 MB. Each export line also prints the
 *    peak so far and the resident memory after it, and the end names the export during which the peak was reached
 *    (the background word count of a piece saved just before runs then too).
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildHostBundle, HOST_BUNDLE_ENV, removeHostBundle } from '../tests/support/e2e-host-bundle';
import { HOSTILE_DOCUMENTS, ORDINARY_DOCUMENT } from '../tests/support/hostile-markdown-documents';
import { startWebHost } from '../tests/support/web-host';
import { measure, report, sized, SMOKE } from './harness';

function appPid(launcher: number): number {
  const children = fs.readFileSync(`/proc/${launcher}/task/${launcher}/children`, 'utf8').trim().split(/\s+/);
  return children[0] ? Number(children[0]) : launcher;
}
const statusMb = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const peakMb = (pid: number) => statusMb(pid, 'VmHWM');

const ROOT = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  // The host as `npm run web` ships it (its esbuild bundle), not the sources through tsx: the memory figure is the
  // app's, not the TypeScript loader's.
  process.env[HOST_BUNDLE_ENV] = await buildHostBundle(ROOT);
  const host = await startWebHost();
  try {
    const call = async (channel: string, input: unknown) => {
      const r = await host.call(channel, input);
      if (!r.ok) throw new Error(`${channel}: ${r.error?.message}`);
      return r.value as Record<string, unknown>;
    };
    const piece = async (title: string, body: string) => {
      const id = (await call('writings:create', { title })).id as string;
      await call('writings:update', { id, body_md: body });
      return id;
    };
    const ordinary = await piece('Ordinary', ORDINARY_DOCUMENT);
    const app = appPid(host.pid);
    let peakDuring = { what: 'start-up', mb: peakMb(app) };
    const runs = sized(3, 1);
    const names = SMOKE ? ['stars'] : Object.keys(HOSTILE_DOCUMENTS);
    for (const venue of ['forum_general', 'personal', 'newsletter']) {
      const base = await measure(() => call('writings:export', { id: ordinary, venue }), runs, 1);
      for (const name of names) {
        const id = await piece(name, SMOKE ? HOSTILE_DOCUMENTS[name]!.slice(0, 2_000) : HOSTILE_DOCUMENTS[name]!);
        const s = await measure(() => call('writings:export', { id, venue }), runs, 0);
        report(`export ${venue}, ${name} vs an ordinary piece`, s, base);
        const peak = peakMb(app);
        if (peak > peakDuring.mb) peakDuring = { what: `export ${venue}, ${name}`, mb: peak };
        console.log(
          `  median ${s.median.toFixed(0)} ms (goal <= 1000 ms: ${s.median <= 1000 ? 'meets' : 'MISSES'}); ` +
            `app peak so far ${peak.toFixed(0)} MB, resident now ${statusMb(app, 'VmRSS').toFixed(0)} MB`,
        );
      }
    }

    const stars = await piece('Stars', HOSTILE_DOCUMENTS.stars!);
    const idle = await measure(() => call('profiles:list', {}), sized(10, 2), 2);
    const during: number[] = [];
    for (let i = 0; i < sized(5, 1); i++) {
      let done = false;
      const exporting = call('writings:export', { id: stars, venue: 'newsletter' }).finally(() => (done = true));
      await new Promise((r) => setTimeout(r, 50));
      while (!done) {
        const t0 = performance.now();
        await call('profiles:list', {});
        if (!done) during.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 20));
      }
      await exporting;
    }
    during.sort((a, b) => a - b);
    const median = during[Math.floor(during.length / 2)] ?? NaN;
    const p90 = during[Math.floor(during.length * 0.9)] ?? NaN;
    report('profiles:list during a hostile export vs idle', { median, p90, min: during[0] ?? NaN, runs: during.length }, idle);
    console.log(`  median ${median.toFixed(1)} ms (goal <= 100 ms: ${median <= 100 ? 'meets' : 'MISSES'})`);
    const peak = peakMb(app);
    if (peak > peakDuring.mb) peakDuring = { what: 'profiles:list during exports', mb: peak };
    console.log(`  the peak was reached during: ${peakDuring.what}`);
    console.log(`app process peak memory ${peak.toFixed(0)} MB (goal < 512 MB: ${peak < 512 ? 'meets' : 'MISSES'})`);
  } finally {
    await host.stop();
    removeHostBundle(ROOT);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
