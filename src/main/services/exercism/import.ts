import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isAppError } from '@shared/errors';
import { CRATE_MISSING_PREFIX, type Runner, type RunRequest } from '../runner';
import { ExerciseProblem, readExercise, readInside, SLUG, type ExercismExercise } from './exercise';
import { buildProblemFiles, type ProblemFiles, type TrackEntry } from './problem-files';
import { listDir, readCapped } from './read-capped';

export type ImportOutcome = 'imported' | 'updated' | 'unchanged' | 'skipped' | 'failed';
export type ImportReportLine = {
  /** The exercise's slug in its track. */
  exercise: string;
  kind: 'practice' | 'concept' | 'unknown';
  outcome: ImportOutcome;
  /** The problem's slug in Workbench, when it was written (or already was). */
  problem_slug?: string;
  /** Why it was skipped or failed. */
  reason?: string;
};

/** A track checkout can hold a few hundred exercises; more than this is not a track. */
const MAX_EXERCISES = 1000;

const TrackConfigSchema = z.object({
  exercises: z
    .object({
      practice: z.array(z.object({ slug: z.string(), name: z.string().optional(), difficulty: z.number().optional(), topics: z.array(z.string()).nullish() })).default([]),
      concept: z.array(z.object({ slug: z.string(), name: z.string().optional(), concepts: z.array(z.string()).nullish() })).default([]),
    })
    .default({ practice: [], concept: [] }),
});

type Found = { dir: string; slug: string; kind: 'practice' | 'concept' | undefined };

/** One exercise folder, or every folder under a track checkout's exercises/practice and exercises/concept. */
export function findExercises(source: string): { exercises: Found[]; trackRoot: string | null } {
  const root = path.resolve(source);
  const isExercise = fs.existsSync(path.join(root, '.meta', 'config.json'));
  if (isExercise) {
    const kindDir = path.basename(path.dirname(root));
    const kind = kindDir === 'practice' || kindDir === 'concept' ? kindDir : undefined;
    const trackRoot = kind ? path.resolve(root, '..', '..', '..') : null;
    return { exercises: [{ dir: root, slug: path.basename(root), kind }], trackRoot };
  }
  const exercises: Found[] = [];
  for (const kind of ['practice', 'concept'] as const) {
    for (const e of listDir(path.join(root, 'exercises', kind), MAX_EXERCISES)) {
      if (e.isDirectory() && exercises.length < MAX_EXERCISES) exercises.push({ dir: path.join(root, 'exercises', kind, e.name), slug: e.name, kind });
    }
  }
  return { exercises, trackRoot: exercises.length ? root : null };
}

function readTrackEntries(trackRoot: string | null): Map<string, TrackEntry> {
  const entries = new Map<string, TrackEntry>();
  if (!trackRoot) return entries;
  let text: string | null = null;
  try {
    text = readCapped(path.join(trackRoot, 'config.json'), 4 * 1024 * 1024);
  } catch {
    return entries;
  }
  if (text === null) return entries;
  try {
    const parsed = TrackConfigSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return entries;
    for (const p of parsed.data.exercises.practice) entries.set(p.slug, { name: p.name, difficulty: p.difficulty, topics: p.topics ?? [] });
    for (const c of parsed.data.exercises.concept) entries.set(c.slug, { name: c.name, concepts: c.concepts ?? [] });
  } catch {
    // A track config that is not JSON only costs the names and topics; the exercises still import.
  }
  return entries;
}

function readReference(dir: string, exercise: ExercismExercise): string {
  const files = exercise.config?.files;
  const candidates = [...(files?.example ?? []), ...(files?.exemplar ?? [])];
  const rel = candidates[0] ?? (exercise.language === 'python' ? (exercise.kind === 'concept' ? '.meta/exemplar.py' : '.meta/example.py') : '.meta/example.rs');
  if (candidates.length > 1) throw new ExerciseProblem(`the reference solution spans ${candidates.length} files; multi-file solutions are not supported`, 'skipped');
  const text = readInside(dir, rel);
  if (text === null) throw new ExerciseProblem(`the reference solution ${rel} is missing`, 'failed');
  return text;
}

/**
 * The line of a runner message that names what went wrong: a Python traceback's exception line
 * (`ModuleNotFoundError: No module named 'test_utils'`), rustc's first `error` line, else the first line.
 */
export function actualError(message: string): string {
  const lines = message.split('\n').map((l) => l.trimEnd()).filter((l) => l.trim());
  const rustc = lines.find((l) => /^error(\[E\d+\])?:/.test(l));
  if (rustc) return rustc;
  const exception = [...lines].reverse().find((l) => /^[A-Za-z_][\w.]*(Error|Exception|Exit|Interrupt|Warning)\b/.test(l));
  if (exception) return exception;
  return lines.find((l) => !/^(Traceback \(most recent call last\)|compile error):?$/.test(l)) ?? lines[0] ?? '';
}

/** Exercism's refactoring exercises (ledger, markdown) say so in their instructions. */
function isRefactoring(dir: string): boolean {
  const text = readInside(dir, '.docs/instructions.md') ?? '';
  return /\brefactor/i.test(text);
}

const REFACTORING_NOTE =
  '\n\n## A refactoring exercise\n\nThe starter code already passes every test: the task is to restructure it (clearer names, smaller functions, no duplication) while every test stays green. The review weighs the structure of your code, not only the test results.\n';

function asRefactoring(problem: ProblemFiles): ProblemFiles {
  const files = { ...problem.files };
  files['problem.md'] = files['problem.md']!.replace(/\n\n---\n\nImported from Exercism/, `${REFACTORING_NOTE}\n---\n\nImported from Exercism`);
  const layout = JSON.parse(files['exercism.json']!) as Record<string, unknown>;
  files['exercism.json'] = `${JSON.stringify({ ...layout, refactoring: true }, null, 2)}\n`;
  return { ...problem, files };
}

const digest = (files: Record<string, string>) => {
  const h = crypto.createHash('sha256');
  for (const name of Object.keys(files).sort()) h.update(name).update('\0').update(files[name]!).update('\0');
  return h.digest('hex');
};

function currentFiles(dir: string, names: string[]): Record<string, string> | null {
  if (!fs.existsSync(dir)) return null;
  const files: Record<string, string> = {};
  for (const name of names) {
    const text = readCapped(path.join(dir, name));
    if (text === null) return {};
    files[name] = text;
  }
  return files;
}

/**
 * Writes the problem folder atomically: a fresh folder beside it, then a rename; an older version is moved
 * aside first and removed after. Attempts live in the database keyed by the problem's slug, so they stay.
 */
function writeFolder(problemsDir: string, problem: ProblemFiles): void {
  const target = path.join(problemsDir, problem.slug);
  const fresh = `${target}.import-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  fs.mkdirSync(fresh, { recursive: true });
  for (const [name, text] of Object.entries(problem.files)) {
    fs.mkdirSync(path.dirname(path.join(fresh, name)), { recursive: true });
    fs.writeFileSync(path.join(fresh, name), text);
  }
  const old = `${target}.old-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const hadOld = fs.existsSync(target);
  if (hadOld) fs.renameSync(target, old);
  fs.renameSync(fresh, target);
  if (hadOld) fs.rmSync(old, { recursive: true, force: true });
}

export type ImportOptions = {
  source: string;
  /** The user's problems folder (<data dir>/problems), the one the catalog loads. */
  problemsDir: string;
  /** Slugs taken by bundled problems: an import never shadows one. */
  takenSlugs?: ReadonlySet<string>;
  timeoutMs?: number;
  /** The acting profile's toolchain and its answer about unsandboxed runs (the app passes them; the CLI does not). */
  run?: Pick<RunRequest, 'toolchain' | 'allowUnsandboxed'>;
  onLine?: (line: ImportReportLine) => void;
};

/** Imports one exercise folder or a whole track checkout; one report line per exercise found. */
export async function importExercism(runner: Runner, opts: ImportOptions): Promise<ImportReportLine[]> {
  const { exercises, trackRoot } = findExercises(opts.source);
  const entries = readTrackEntries(trackRoot);
  const report: ImportReportLine[] = [];
  fs.mkdirSync(opts.problemsDir, { recursive: true });
  for (const found of exercises) {
    const line = await importOne(runner, found, entries.get(found.slug) ?? {}, opts);
    report.push(line);
    opts.onLine?.(line);
  }
  return report;
}

async function importOne(runner: Runner, found: Found, entry: TrackEntry, opts: ImportOptions): Promise<ImportReportLine> {
  const base = { exercise: found.slug, kind: found.kind ?? ('unknown' as const) };
  try {
    if (!SLUG.test(found.slug)) throw new ExerciseProblem('the folder name is not an exercise slug', 'failed');
    const exercise = readExercise(found.dir, found.slug, found.kind);
    const reference = readReference(path.resolve(found.dir), exercise);
    const problem = buildProblemFiles(found.dir, exercise, reference, entry);
    const withKind = { ...base, kind: exercise.kind, problem_slug: problem.slug };
    if (opts.takenSlugs?.has(problem.slug)) return { ...withKind, outcome: 'failed', reason: `a bundled problem is already named ${problem.slug}` };
    const target = path.join(opts.problemsDir, problem.slug);
    const existing = currentFiles(target, Object.keys(problem.files));
    const same = (p: ProblemFiles) => digest(existing!) === digest(p.files);
    if (existing && Object.keys(existing).length && (same(problem) || same(asRefactoring(problem)))) return { ...withKind, outcome: 'unchanged' };
    // Verified before it is kept: the reference passes its tests and the starter does not.
    const req = { problem: { slug: problem.slug, language: exercise.language, tests: exercise.tests, dir: found.dir }, layout: exercise.layout, timeoutMs: opts.timeoutMs, ...opts.run };
    // The reference is run as Exercism's track tests run it: with its own manifest when it has one.
    const ref = await runner.run({ ...req, code: reference, layout: exercise.reference_layout ?? exercise.layout });
    // A crate the machine cannot provide is not the exercise's fault: skipped, with what the user can do.
    if (ref.error_message?.startsWith(CRATE_MISSING_PREFIX)) {
      const own = exercise.reference_layout ? ' (the reference solution is built with .meta/Cargo-example.toml, as Exercism tests it).' : '';
      return { ...withKind, outcome: 'skipped', reason: own ? `${ref.error_message.replace(/\.$/, '')}${own}` : ref.error_message };
    }
    if (ref.status !== 'passed') {
      const failed = ref.tests.find((t) => t.status !== 'pass');
      const why = ref.error_message ? actualError(ref.error_message) : failed ? `${failed.name}: ${actualError(failed.message)}` : ref.status;
      return { ...withKind, outcome: 'failed', reason: `the reference solution does not pass its tests (${ref.status}: ${why.slice(0, 300)})` };
    }
    const starter = await runner.run({ ...req, code: exercise.code });
    // A refactoring exercise's starter passes by design: the task is to restructure it with the tests green.
    const refactoring = starter.status === 'passed' && isRefactoring(found.dir);
    if (starter.status === 'passed' && !refactoring) return { ...withKind, outcome: 'failed', reason: 'the starter code already passes every test' };
    writeFolder(opts.problemsDir, refactoring ? asRefactoring(problem) : problem);
    return { ...withKind, outcome: existing ? 'updated' : 'imported' };
  } catch (err) {
    // The runner's refusal (unsandboxed runs not agreed to) is the caller's to show, not one exercise's failure.
    if (isAppError(err)) throw err;
    if (err instanceof ExerciseProblem) return { ...base, outcome: err.outcome, reason: err.message };
    return { ...base, outcome: 'failed', reason: err instanceof Error ? err.message : String(err) };
  }
}
