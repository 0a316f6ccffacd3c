import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importExercism, type ImportReportLine } from '../services/exercism/import';
import { createRunner, runnerIsolationFromEnv } from '../services/runner';

/**
 * `npm run exercism-tracks -- <track checkout> [...]`: imports every exercise of each track into a throw-away
 * data folder (removed afterwards; the user's own problems are never touched) and prints, per track, how many
 * were imported, skipped (each with its reason) and failed (each with its reason), and the import time per
 * exercise. The last line is a JSON summary. Exit 0 when every track was read, 2 for bad arguments, 1 when a
 * path is not a track.
 */
const USAGE = 'usage: npm run exercism-tracks -- <track-checkout> [<track-checkout> ...]';

export type TrackSummary = {
  track: string;
  exercises: number;
  imported: number;
  skipped: { exercise: string; reason: string }[];
  failed: { exercise: string; reason: string }[];
  ms_per_exercise: number;
};

export function summarise(track: string, report: ImportReportLine[], ms: number): TrackSummary {
  const why = (l: ImportReportLine) => ({ exercise: l.exercise, reason: l.reason ?? '' });
  return {
    track,
    exercises: report.length,
    imported: report.filter((l) => l.outcome === 'imported' || l.outcome === 'updated' || l.outcome === 'unchanged').length,
    skipped: report.filter((l) => l.outcome === 'skipped').map(why),
    failed: report.filter((l) => l.outcome === 'failed').map(why),
    ms_per_exercise: report.length ? Math.round(ms / report.length) : 0,
  };
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv.length === 0) {
    process.stderr.write(`exercism-tracks: no track given; ${USAGE}\n`);
    return 2;
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'workbench-tracks-'));
  const summaries: TrackSummary[] = [];
  try {
    const runner = createRunner({
      workDir: path.join(scratch, 'runner'),
      pythonPath: process.env.WORKBENCH_PYTHON,
      rustcPath: process.env.WORKBENCH_RUSTC,
      isolation: runnerIsolationFromEnv(process.env.WORKBENCH_RUNNER_ISOLATION),
    });
    for (const [i, arg] of argv.entries()) {
      const source = path.resolve(arg);
      if (!fs.existsSync(path.join(source, 'exercises'))) {
        process.stderr.write(`exercism-tracks: ${arg} is not a track checkout (it has no exercises/ folder); ${USAGE}\n`);
        return 1;
      }
      const started = process.hrtime.bigint();
      const report = await importExercism(runner, {
        source,
        problemsDir: path.join(scratch, `problems-${i}`),
        onLine: (l) => process.stderr.write(`${l.outcome.padEnd(9)} ${l.exercise}${l.reason ? `: ${l.reason}` : ''}\n`),
      });
      const summary = summarise(path.basename(source), report, Number(process.hrtime.bigint() - started) / 1e6);
      summaries.push(summary);
      const lines = [
        `${summary.track}: ${summary.exercises} exercises, ${summary.imported} imported, ${summary.skipped.length} skipped, ${summary.failed.length} failed (${summary.ms_per_exercise} ms per exercise)`,
        ...summary.skipped.map((s) => `  skipped ${s.exercise}: ${s.reason}`),
        ...summary.failed.map((s) => `  failed  ${s.exercise}: ${s.reason}`),
      ];
      process.stdout.write(`${lines.join('\n')}\n`);
    }
    process.stdout.write(`${JSON.stringify(summaries)}\n`);
    return 0;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`exercism-tracks: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
