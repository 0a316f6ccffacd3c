/**
 * Where the page's own time goes, with the host already started (its app has answered home:get once): each visit
 * is a fresh Chromium profile on the printed URL, traced, to home painted. Not a benchmark with a goal (that is
 * cold-start.bench.ts, "the page alone"): a probe for what to cut in the page, comparing renderer builds served by
 * the same host bundle, and the React floor (bench/react-floor.ts), in one run.
 * Run: `npx tsx bench/page-alone-probe.ts [visits] [name=static-dir ...]` after `npm run bench -- cold-start`
 * built out/renderer-bench and out/main/web (default: that build alone).
 *
 * Besides the page's timings (html, dcl, first-ui, fcp, seen: what the bench's wait saw) it prints the renderer's
 * main-thread CPU up to first contentful paint, from the trace's thread times (`tdur`), split by kind of work,
 * and the rasterizer's CPU. On this shared 2-core machine wall times swing with the other developers' load
 * (one run's page took 0.9 s, the next 2.3 s); CPU time does not, so a change to the page is judged on it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium, type CDPSession } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/browser';
import { makeTempDir } from '../tests/support/temp-dir';
import { buildReactFloor, REACT_FLOOR_SERVER } from './react-floor';

const ROOT = path.resolve(__dirname, '..');
const BUNDLE = path.join(ROOT, 'out', 'main', 'web', 'cli.cjs');
const CATEGORIES = ['blink.user_timing', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'toplevel'];
/** Main-thread events whose CPU is reported on their own (each nested in a task). */
const KINDS = ['v8.evaluateModule', 'FunctionCall', 'EvaluateScript', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint'];

type Started = { url: string; stop: () => void };
type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { name?: string } };
type Row = Record<string, number>;

function spawnUntilUrl(args: string[]): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+\/\S*)/.exec(out);
      if (m) resolve({ url: m[1]!, stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}`)));
  });
}

/** A host whose app has already answered home:get, so the visit measures the page alone. */
async function readyHost(staticDir: string, dataDir: string): Promise<Started> {
  const host = await spawnUntilUrl([BUNDLE, '--port', '0', '--data-dir', dataDir, '--static-dir', staticDir]);
  const url = new URL(host.url);
  const token = url.searchParams.get('token') ?? '';
  const answer = await fetch(`${url.origin}/api/home%3Aget`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: `workbench_token=${encodeURIComponent(token)}` },
    body: JSON.stringify({ tz_offset_minutes: 0 }),
  });
  if (!((await answer.json()) as { ok?: boolean }).ok) throw new Error('the host did not answer home:get');
  return host;
}

/** Records, in page time, when #root first gets a child. */
const OBSERVER = `(() => {
  new MutationObserver(() => {
    const root = document.getElementById('root');
    if (root && root.childElementCount > 0 && window.__firstUi === undefined) window.__firstUi = performance.now();
  }).observe(document, { childList: true, subtree: true });
})();`;

async function collectTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e: { value: object[] }) => events.push(...(e.value as TraceEvent[])));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

/** The renderer main thread's CPU by kind of work, and the rasterizer's, from navigation to first contentful paint. */
function cpuUntilFcp(events: TraceEvent[]): Row {
  const threadNames = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const counts = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (threadNames.get(key) === 'CrRendererMain') counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const start = Math.max(...events.filter((e) => e.name === 'navigationStart').map((e) => e.ts));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts;
  if (!main || fcp === undefined) return {};
  const row: Row = { fcpTrace: (fcp - start) / 1000, mainCpu: 0, rasterCpu: 0 };
  for (const e of events) {
    if (e.ph !== 'X' || e.ts < start || e.ts > fcp) continue;
    const cpu = (e.tdur ?? 0) / 1000;
    if (`${e.pid}:${e.tid}` === main) {
      if (e.name === 'ThreadControllerImpl::RunTask') row.mainCpu! += cpu;
      if (KINDS.includes(e.name)) row[e.name] = (row[e.name] ?? 0) + cpu;
    } else if (e.name === 'RasterTask' && `${e.pid}` === main.split(':')[0]) row.rasterCpu! += cpu;
  }
  return row;
}

async function visit(url: string): Promise<Row> {
  const profile = makeTempDir('wb-probe-profile-');
  const context = await chromium.launchPersistentContext(profile.dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  try {
    await context.addInitScript(OBSERVER);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('about:blank');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES } });
    const t0 = Date.now();
    await page.goto(url);
    await page.waitForSelector('main h1', { timeout: 60_000 });
    await page.locator('.loading-state').first().waitFor({ state: 'detached', timeout: 60_000 });
    const seen = Date.now() - t0;
    const inPage = (await page.evaluate(`(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint');
      return { origin: performance.timeOrigin, html: nav.responseEnd, dcl: nav.domContentLoadedEventEnd,
        firstUi: window.__firstUi, fcp: fcp ? fcp.startTime : NaN, elements: document.getElementsByTagName('*').length };
    })()`)) as Row;
    const row: Row = { seen: seen - (inPage.origin! - t0), html: inPage.html!, dcl: inPage.dcl!, firstUi: inPage.firstUi!, fcp: inPage.fcp!, elements: inPage.elements! };
    return { ...row, ...cpuUntilFcp(await collectTrace(cdp)) };
  } finally {
    await context.close();
    profile.cleanup();
  }
}

function median(rows: Row[]): Row {
  const out: Row = {};
  for (const k of new Set(rows.flatMap((r) => Object.keys(r)))) {
    const v = rows.map((r) => r[k] ?? 0).sort((a, b) => a - b);
    out[k] = Math.round(v[Math.floor(v.length / 2)]!);
  }
  return out;
}

async function main(): Promise<void> {
  const visits = Number(process.argv[2] ?? 5);
  const named = process.argv.slice(3).map((arg) => {
    const [name, dir] = arg.split('=');
    return { name: name!, dir: path.resolve(dir!) };
  });
  const subjects = named.length > 0 ? named : [{ name: 'host', dir: path.join(ROOT, 'out', 'renderer-bench') }];
  const data = subjects.map(() => makeTempDir('wb-probe-data-'));
  const hosts = await Promise.all(subjects.map((s, i) => readyHost(s.dir, data[i]!.dir)));
  const floor = buildReactFloor();
  const floorServer = await spawnUntilUrl(['-e', REACT_FLOOR_SERVER, floor.dir, '0']);
  const rows = new Map<string, Row[]>([...subjects.map((s) => [s.name, []] as [string, Row[]]), ['floor', []]]);
  try {
    // Interleaved, so that the machine's load falls on every subject alike.
    for (let i = 0; i < visits; i++) {
      for (const [j, s] of subjects.entries()) rows.get(s.name)!.push(await visit(hosts[j]!.url));
      rows.get('floor')!.push(await visit(floorServer.url));
    }
  } finally {
    for (const h of hosts) h.stop();
    floorServer.stop();
    floor.cleanup();
    for (const d of data) d.cleanup();
  }
  const floorSeen = median(rows.get('floor')!).seen!;
  for (const [name, list] of rows) {
    const m = median(list);
    const line = Object.entries(m).map(([k, v]) => `${k} ${v}`).join('  ');
    console.log(`${name.padEnd(10)} ${line}  (seen ${(m.seen! / floorSeen).toFixed(2)}x the floor's page)`);
  }
}

void main();
