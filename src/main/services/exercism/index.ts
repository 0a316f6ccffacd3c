import fs from 'node:fs';
import path from 'node:path';
import type { Problem } from '@shared/domain/problem';
import type { ExercismImportInput, ExercismImportOutput, ImportReportLineWire } from '@shared/domain/exercism';
import { CRATE_MISSING_PREFIX, type Runner, type RunRequest } from '../runner';
import { importExercism, type ImportReportLine } from './import';
import { writeUpload } from './upload';

export type ExercismDeps = {
  content: {
    listProblems(): Problem[];
    getProblem(slug: string): Problem | undefined;
    addProblemDir(dir: string): Problem;
    replaceProblemDir(dir: string): Problem;
  };
  runner: Runner;
  runOptions: (userId: string) => Pick<RunRequest, 'toolchain' | 'allowUnsandboxed' | 'timeoutMs'>;
  /** The user problems folder the catalog loads (imports land in `exercism-<language>-<slug>/`). */
  userProblemsDir: string;
  /** Where uploads are unpacked for the importer (removed after each import). */
  scratchDir: string;
};

/** What a reason adds for the person at the screen: the importer's reason says what is wrong, this what to do. */
function advice(line: ImportReportLine): string | null {
  if (!line.reason) return null;
  // The CLI prints reasons after a colon; on their own they read as sentences.
  const reason = line.reason.charAt(0).toUpperCase() + line.reason.slice(1);
  // A missing crate's reason already says how to get it.
  if (line.outcome === 'skipped' && line.reason.startsWith(CRATE_MISSING_PREFIX)) return reason;
  if (line.outcome === 'skipped') return `${reason}. Workbench cannot run this exercise yet; pick another one.`;
  return `${reason}. Fix the exercise folder (or pick another exercise) and import it again.`;
}

/**
 * The Problems screen's "Import from Exercism…": the same importer as the CLI, on an uploaded
 * folder, with the acting profile's runner settings; what it writes is loaded into the catalog at once.
 */
export function createExercismService(deps: ExercismDeps) {
  // One import at a time: two uploads of the same exercise must not race on its folder's rename.
  let queue: Promise<unknown> = Promise.resolve();

  function load(slug: string): Problem | undefined {
    const dir = path.join(deps.userProblemsDir, slug);
    const current = deps.content.getProblem(slug);
    if (!current) return deps.content.addProblemDir(dir);
    return path.resolve(current.dir) === path.resolve(dir) ? deps.content.replaceProblemDir(dir) : current;
  }

  async function importFolder(userId: string, input: ExercismImportInput): Promise<ExercismImportOutput> {
    const { root, dir } = writeUpload(deps.scratchDir, input);
    try {
      const userDir = path.resolve(deps.userProblemsDir);
      // Bundled problems (and anything else not in the user folder) are never overwritten.
      const taken = new Set(deps.content.listProblems().filter((p) => path.dirname(path.resolve(p.dir)) !== userDir).map((p) => p.slug));
      const { toolchain, allowUnsandboxed, timeoutMs } = deps.runOptions(userId);
      const lines = await importExercism(deps.runner, {
        source: dir,
        problemsDir: deps.userProblemsDir,
        takenSlugs: taken,
        timeoutMs,
        run: { toolchain, allowUnsandboxed },
      });
      const report: ImportReportLineWire[] = lines.map((line) => {
        const kept = line.problem_slug && ['imported', 'updated', 'unchanged'].includes(line.outcome);
        const problem = kept && fs.existsSync(path.join(deps.userProblemsDir, line.problem_slug!)) ? load(line.problem_slug!) : undefined;
        return {
          exercise: line.exercise,
          kind: line.kind,
          outcome: line.outcome,
          problem_slug: line.problem_slug ?? null,
          title: problem?.title ?? null,
          reason: advice(line),
        };
      });
      return { report };
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }

  return {
    import(userId: string, input: ExercismImportInput): Promise<ExercismImportOutput> {
      const next = queue.then(() => importFolder(userId, input));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
export type ExercismService = ReturnType<typeof createExercismService>;
