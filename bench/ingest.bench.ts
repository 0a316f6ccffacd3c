import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import type { Manifest } from '../src/shared/domain/manifest';
import { checkPrereqs } from '../src/main/services/ingestion/check-prereqs';
import { ingestManifest } from '../src/main/services/ingestion/ingest-manifest';
import { orderChapter } from '../src/main/services/ingestion/order-chapter';
import { AXIS_IDS } from '../src/shared/domain/axes';
import { measure, report } from './harness';

/**
 * Ingestion of a large manifest (20 chapters x 1,000 nodes, random acyclic prereqs, declared in a shuffled
 * order so the heap-based sort really runs) against parsing the same file with the `yaml` package alone.
 * Goal: at most 1.5x, i.e. everything beyond reading the YAML must be roughly linear and cheap.
 */
const CHAPTERS = 20;
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

function generateManifest(nodesPerChapter = NODES): Manifest {
  const random = rng(42);
  const pick = (n: number) => Math.floor(random() * n);
  const chapters = Array.from({ length: CHAPTERS }, (_, c) => {
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

async function main(): Promise<void> {
  const manifest = generateManifest();
  const text = YAML.stringify(manifest);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'workbench-ingest-bench-'));
  let run = 0;
  try {
    console.log(
      `manifest: ${CHAPTERS} chapters x ${NODES} nodes, ${(text.length / 1024 / 1024).toFixed(1)} MB of YAML`,
    );
    const runs = 5;
    const baseline = await measure(() => YAML.parse(text), runs, 1);
    const subject = await measure(
      () => ingestManifest({ yamlText: text, label: 'bench.yaml', tracksDir: path.join(root, String(run++)) }),
      runs,
      1,
    );
    report('ingest (all six steps + atomic write) vs yaml.parse alone', subject, baseline, { max: 1.5 });
    report('graph work alone (steps 2-4) vs yaml.parse alone', await measure(() => graphWork(manifest), 20), baseline);
    // Linearity: 16x the nodes per chapter (250 -> 4,000) should cost about 16x; the heap's log n allows a bit more.
    const smallManifest = generateManifest(NODES / 4);
    const largeManifest = generateManifest(NODES * 4);
    const small = await measure(() => graphWork(smallManifest), 20);
    const large = await measure(() => graphWork(largeManifest), 20);
    report('graph work at 16x the nodes vs 1x (linear would be 16x)', large, small);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

void main();
