/**
 * Where the browser host's cold start goes: one timeline per start, from spawning the host to home painted, for
 * the bundled host and the React floor (bench/react-floor.ts), cold (fresh profile and data folder) and returning
 * (same profile, address and data folder). Not a benchmark with a goal (that is cold-start.bench.ts): a probe
 * that prints each step's time since spawn, medians of a few starts, to find what to cut.
 * Run: `npx tsx bench/cold-start-timeline.ts [runs] [other cli.cjs ...]` after `npm run bench -- cold-start` built
 * out/renderer-bench and out/main/web (or build them the same way first). Other host bundles (each three levels
 * below the root, e.g. an older commit's built with scripts/build-host.mjs out/before/web) are measured in turn
 * with the same runs, for a before/after on the same machine load.
 *
 * Steps: url (the host printed its URL), html (the page's response ended), script (the last script home loads
 * ended arriving), dcl (DOMContentLoaded: the app's module has run), api (the first /api request started),
 * home (home:get's answer ended; the floor's /api/list), first-ui (#root got its first child), painted (main h1
 * shown and no loading state left).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/browser';
import { makeTempDir } from '../tests/support/temp-dir';
import { buildReactFloor, REACT_FLOOR_SERVER } from './react-floor';
import { freePort } from './free-port';

const ROOT = path.resolve(__dirname, '..');
const BUNDLES = [path.join(ROOT, 'out', 'main', 'web', 'cli.cjs'), ...process.argv.slice(3).map((b) => path.resolve(b))];
const STATIC_DIR = path.join(ROOT, 'out', 'renderer-bench');

type Started = { url: string; urlAt: number; stop: () => void };

function spawnUntilUrl(args: string[]): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+\/\S*)/.exec(out);
      if (m) resolve({ url: m[1]!, urlAt: Date.now(), stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}`)));
  });
}

/** Records, in page time, when #root first gets a child and when home is painted (heading, no loading state). */
const OBSERVER = `(() => {
  const marks = (window.__marks = {});
  const check = () => {
    const root = document.getElementById('root');
    if (root && root.childElementCount > 0 && marks.firstUi === undefined) marks.firstUi = performance.now();
    if (marks.painted === undefined && document.querySelector('main h1') && !document.querySelector('.loading-state'))
      marks.painted = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

type Timeline = Record<string, number>;

async function timeline(profileDir: string, start: () => Promise<Started>): Promise<Timeline> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  await context.addInitScript(OBSERVER);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('about:blank');
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const t0 = Date.now();
  const server = await start();
  await page.goto(server.url);
  await page.waitForSelector('main h1', { timeout: 60_000 });
  await page.locator('.loading-state').first().waitFor({ state: 'detached', timeout: 60_000 });
  const seen = Date.now() - t0;
  const inPage = (await page.evaluate(`(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const res = performance.getEntriesByType('resource');
    const scripts = res.filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js') || r.name.endsWith('.css'));
    const api = res.filter((r) => r.name.includes('/api/'));
    return {
      origin: performance.timeOrigin,
      html: nav.responseEnd,
      script: Math.max(0, ...scripts.map((r) => r.responseEnd)),
      dcl: nav.domContentLoadedEventEnd,
      api: Math.min(...api.map((r) => r.startTime)),
      home: Math.min(...api.filter((r) => r.name.includes('home') || r.name.includes('list')).map((r) => r.responseEnd)),
      apiCount: api.length,
      apiNames: api.map((r) => r.name.split('/api/')[1] + '@' + Math.round(r.startTime) + '-' + Math.round(r.responseEnd)).join(' '),
      scriptKb: Math.round(scripts.reduce((n, r) => n + r.encodedBodySize, 0) / 1024),
      firstUi: window.__marks.firstUi,
      painted: window.__marks.painted,
    };
  })()`)) as Record<string, number | string>;
  server.stop();
  await context.close();
  const origin = inPage.origin as number;
  const at = (k: string) => Math.round(origin + (inPage[k] as number) - t0);
  const out: Timeline = { url: server.urlAt - t0 };
  for (const k of ['html', 'script', 'dcl', 'api', 'home', 'firstUi', 'painted']) out[k] = at(k);
  out.seen = seen;
  out.apiCount = inPage.apiCount as number;
  out.scriptKb = inPage.scriptKb as number;
  if (process.env.TIMELINE_VERBOSE) console.log(inPage.apiNames);
  return out;
}

function median(rows: Timeline[]): Timeline {
  const out: Timeline = {};
  for (const k of Object.keys(rows[0]!)) {
    const v = rows.map((r) => r[k]!).sort((a, b) => a - b);
    out[k] = v[Math.floor(v.length / 2)]!;
  }
  return out;
}

function print(label: string, rows: Timeline[]): void {
  const m = median(rows);
  console.log(`${label.padEnd(22)} ${Object.entries(m).map(([k, v]) => `${k} ${v}`).join('  ')}`);
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 3);
  const floor = buildReactFloor();
  const host = (bundle: string, dataDir: string, port = 0) => () =>
    spawnUntilUrl([bundle, '--port', String(port), '--data-dir', dataDir, '--static-dir', STATIC_DIR]);
  const floorStart = (port = 0) => () => spawnUntilUrl(['-e', REACT_FLOOR_SERVER, floor.dir, String(port)]);
  const label = (bundle: string) => path.relative(ROOT, path.dirname(bundle));
  const cold = new Map<string, Timeline[]>(BUNDLES.map((b) => [b, []]));
  const coldFloor: Timeline[] = [];
  for (let i = 0; i < runs; i++) {
    for (const bundle of BUNDLES) {
      const data = makeTempDir('wb-timeline-data-');
      const profile = makeTempDir('wb-timeline-profile-');
      cold.get(bundle)!.push(await timeline(profile.dir, host(bundle, data.dir)));
      profile.cleanup();
      data.cleanup();
    }
    const profile = makeTempDir('wb-timeline-profile-');
    coldFloor.push(await timeline(profile.dir, floorStart()));
    profile.cleanup();
  }
  for (const bundle of BUNDLES) print(`cold ${label(bundle)}`, cold.get(bundle)!);
  print('cold floor', coldFloor);
  // Returning: one profile, address and data folder per subject, a first visit not counted.
  const subjects = [
    ...BUNDLES.map((bundle) => ({ name: `returning ${label(bundle)}`, bundle })),
    { name: 'returning floor', bundle: '' },
  ].map((s) => ({ ...s, data: makeTempDir('wb-timeline-data-'), profile: makeTempDir('wb-timeline-profile-'), rows: [] as Timeline[] }));
  const starts = await Promise.all(
    subjects.map(async (s) => {
      const port = await freePort();
      return s.bundle ? host(s.bundle, s.data.dir, port) : floorStart(port);
    }),
  );
  for (const [i, s] of subjects.entries()) await timeline(s.profile.dir, starts[i]!);
  for (let r = 0; r < runs; r++)
    for (const [i, s] of subjects.entries()) s.rows.push(await timeline(s.profile.dir, starts[i]!));
  for (const s of subjects) {
    print(s.name, s.rows);
    s.data.cleanup();
    s.profile.cleanup();
  }
  floor.cleanup();
}

void main();
