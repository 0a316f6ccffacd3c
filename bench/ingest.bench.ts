import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import type { Manifest } from '../src/shared/domain/manifest';
import { parseTrackText } from '../src/main/content/track-parser';
import { checkPrereqs } from '../src/main/services/ingestion/check-prereqs';
import { emitTrackText, provenanceNote, toFrontMatter } from '../src/main/services/ingestion/emit-track';
import { buildTrackFile, ingestManifest, MAX_TRACK_FILE_BYTES } from '../src/main/services/ingestion/ingest-manifest';
import { MAX_YAML_SOURCE_BYTES } from '../src/main/content/yaml-limits';
import { loadManifest } from '../src/main/services/ingestion/load-manifest';
import { orderChapter } from '../src/main/services/ingestion/order-chapter';
import { AXIS_IDS } from '../src/shared/domain/axes';
import { measure, report, sized, SMOKE, summarize, type Sample } from './harness';

/**
 * Ingestion of the largest manifest the limits allow (CHAPTERS chapters of as many nodes as keep both the
 * manifest and the track file it generates under their size limits, random acyclic prereqs, declared in a
 * shuffled order so the heap-based sort really runs) against parsing the same file with the `yaml` package alone.
 * Goal: at most 1.5x, i.e. everything beyond reading the YAML must be roughly linear and cheap.
 */
const CHAPTERS = 4;
const NODES = 1_000;

/** Deterministic PRNG (mulberry32) so every run benchmarks the same manifest. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generateManifest(nodesPerChapter = NODES, chapterCount = CHAPTERS): Manifest {
  const random = rng(42);
  const pick = (n: number) => Math.floor(random() * n);
  const chapters = Array.from({ length: chapterCount }, (_, c) => {
    // Rank r may depend only on lower ranks (acyclic); the declaration order is a shuffle of the ranks.
    const declared = Array.from({ length: nodesPerChapter }, (_, r) => r);
    for (let i = declared.length - 1; i > 0; i--) {
      const j = pick(i + 1);
      [declared[i], declared[j]] = [declared[j]!, declared[i]!];
    }
    const nodes = declared.map((rank) => {
      const prereqs = new Set<string>();
      const count = rank === 0 ? 0 : pick(4);
      for (let k = 0; k < count; k++) prereqs.add(`c${c}-n${pick(rank)}`);
      return {
        id: `c${c}-n${rank}`,
        title: `Chapter ${c} section ${rank}: a realistic title of moderate length`,
        url: `https://github.com/example/notebooks/blob/main/chapter${c}/part${rank}.ipynb`,
        kind: rank % 3 === 0 ? ('external_reading' as const) : ('external_exercise' as const),
        duration_min: 15 + pick(300),
        domain_tags: ['pytorch', `topic-${pick(50)}`],
        axes: [AXIS_IDS[pick(AXIS_IDS.length)]!, AXIS_IDS[pick(AXIS_IDS.length)]!].filter(
          (a, i, all) => all.indexOf(a) === i,
        ),
        prereqs: [...prereqs],
      };
    });
    return { title: `Chapter ${c}`, nodes };
  });
  return {
    source: { kind: 'github_notebooks', repo_url: 'https://github.com/example/notebooks' },
    track: { slug: 'bench-track', title: 'Benchmark track', description: 'Generated for the ingestion benchmark.' },
    chapters,
  };
}

/** Steps 2 to 4 only (prereq checks, cycle detection, sort): the part the order rule adds. */
function graphWork(manifest: Manifest): number {
  let placed = 0;
  for (const graph of checkPrereqs(manifest, 'bench.yaml')) {
    const result = orderChapter(graph);
    if (!result.ok) throw new Error('the generated manifest must be acyclic');
    placed += result.order.length;
  }
  return placed;
}

const now = () => Number(process.hrtime.bigint()) / 1e6;

/**
 * The same steps as `buildTrackFile`, timed one by one, to show where the time goes. Not the measured
 * subject (that is the real `ingestManifest`); only for the breakdown line.
 */
function stepTimes(text: string): Record<'parse+validate' | 'graph' | 'emit' | 'reparse', number> {
  const t0 = now();
  const manifest = loadManifest(text, 'bench.yaml');
  const t1 = now();
  const orders = checkPrereqs(manifest, 'bench.yaml').map((graph) => {
    const result = orderChapter(graph);
    if (!result.ok) throw new Error('the generated manifest must be acyclic');
    return result.order;
  });
  const t2 = now();
  const emitted = emitTrackText(toFrontMatter(manifest, orders), provenanceNote(manifest, 'bench.yaml'));
  const t3 = now();
  parseTrackText(emitted, 'bench-track.md');
  const t4 = now();
  return { 'parse+validate': t1 - t0, graph: t2 - t1, emit: t3 - t2, reparse: t4 - t3 };
}

/** Baseline and subject alternate run by run, so load from other processes hits both alike. */
function interleaved(baseline: () => unknown, subject: () => unknown, runs: number): [Sample, Sample] {
  const b: number[] = [];
  const s: number[] = [];
  for (let i = 0; i < runs + 1; i++) {
    const t0 = now();
    baseline();
    const t1 = now();
    subject();
    const t2 = now();
    // The first pair warms up the JIT and is not counted.
    if (i > 0) {
      b.push(t1 - t0);
      s.push(t2 - t1);
    }
  }
  return [summarize(b), summarize(s)];
}

/** Whether ingestion accepts a manifest of `nodes` per chapter: both its YAML and the track file fit their limits. */
function fits(nodes: number): boolean {
  const text = YAML.stringify(generateManifest(nodes));
  if (Buffer.byteLength(text, 'utf8') > MAX_YAML_SOURCE_BYTES) return false;
  try {
    buildTrackFile(text, 'bench.yaml');
    return true;
  } catch {
    return false;
  }
}

/** The most nodes per chapter the limits allow (binary search; the sizes grow with the node count). */
function largestNodesPerChapter(): number {
  let lo = 1;
  let hi = NODES;
  while (fits(hi)) hi *= 2;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

async function main(): Promise<void> {
  const nodes = SMOKE ? 50 : largestNodesPerChapter();
  const manifest = generateManifest(nodes);
  const text = YAML.stringify(manifest);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'workbench-ingest-bench-'));
  let run = 0;
  try {
    const built = buildTrackFile(text, 'bench.yaml');
    console.log(
      `manifest: ${CHAPTERS} chapters x ${nodes} nodes, ${(text.length / 1024 / 1024).toFixed(2)} MB of YAML ` +
        `(limit ${MAX_YAML_SOURCE_BYTES / 1024 / 1024} MB), track file ${(Buffer.byteLength(built.text) / 1024 / 1024).toFixed(2)} MB ` +
        `(limit ${MAX_TRACK_FILE_BYTES / 1024 / 1024} MB)${SMOKE ? '' : ': the largest the limits allow'}`,
    );
    const [baseline, subject] = interleaved(
      () => YAML.parse(text),
      () => ingestManifest({ yamlText: text, label: 'bench.yaml', tracksDir: path.join(root, String(run++)) }),
      sized(5, 1),
    );
    report('ingest (all six steps + atomic write) vs yaml.parse alone', subject, baseline, { max: 1.5 });

    const steps = stepTimes(text);
    const parseStart = now();
    YAML.parse(text);
    const parseOnce = now() - parseStart;
    console.log(
      'where the time goes (one pass, as multiples of one yaml.parse measured right after): ' +
        Object.entries(steps)
          .map(([name, ms]) => `${name} ${(ms / parseOnce).toFixed(2)}x`)
          .join(', '),
    );

    report('graph work alone (steps 2-4) vs yaml.parse alone', await measure(() => graphWork(manifest), 20), baseline);
    // Linearity in chapter size, with the total fixed (so caches and GC see the same amount of data): the same
    // 80,000 nodes as 320 chapters of 250 and as 5 chapters of 16,000. Linear work gives about 1x; a sort that
    // rescanned the ready list (O(n^2) per chapter) would give about 64x.
    const manyShort = sized(generateManifest(250, 320), generateManifest(5, 8));
    const fewLong = sized(generateManifest(16_000, 5), generateManifest(20, 2));
    const short = await measure(() => graphWork(manyShort), 15);
    const long = await measure(() => graphWork(fewLong), 15);
    report('graph work, same total: few long chapters (80,000 nodes: 5 x 16,000) vs many short (320 x 250)', long, short, { max: 2 });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

void main();
