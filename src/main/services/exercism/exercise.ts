import path from 'node:path';
import { z } from 'zod';
import type { RunLayout } from '../runner';
import { RUST_EDITIONS } from '../runner';
import { crateName, readCargoToml } from './cargo-toml';
import { listDir, readCapped } from './read-capped';
import { defaultSolutionFile, helperModules } from './python-helpers';

/**
 * An exercise folder laid out as Exercism lays it out, read into what the runner needs. Used by
 * `exercism-run` (a solution folder) and by the importer (a track's exercise folder, with `.meta`).
 *
 * Python: `<slug_underscored>.py` (or `.meta/config.json` files.solution) and its `*_test.py`.
 * Rust: `Cargo.toml`, `src/lib.rs` and `tests/<slug>.rs` (or the one file in `tests/`).
 */
export type ExercismExercise = {
  slug: string;
  language: 'python' | 'rust';
  kind: 'practice' | 'concept';
  /** The solution file as it is in the folder (the learner's code, or the stub in a track checkout). */
  code: string;
  tests: string;
  layout: RunLayout;
  /** Relative paths, for messages. */
  solution_file: string;
  test_file: string;
  /** More files of a solution in several files (Python), written beside the solution file as helper files. */
  other_solution_files?: string[];
  /**
   * Rust: the layout the reference solution is verified with when the exercise gives it a manifest of its own
   * (`.meta/Cargo-example.toml`, which Exercism's track tests put in place of Cargo.toml for the example: grep's
   * example needs `thiserror`, robot-name's `rand`, neither in the learner's Cargo.toml).
   */
  reference_layout?: RunLayout;
  config: ExerciseConfig | null;
};

/** `.meta/config.json`: only the fields we read; everything else is ignored. */
const ExerciseConfigSchema = z.object({
  files: z
    .object({
      solution: z.array(z.string()).default([]),
      test: z.array(z.string()).default([]),
      example: z.array(z.string()).optional(),
      exemplar: z.array(z.string()).optional(),
      editor: z.array(z.string()).optional(),
    })
    .default({ solution: [], test: [] }),
  blurb: z.string().optional(),
  /** The early config format's file list (`editor.solution_files`), before `files` existed. */
  editor: z.object({ solution_files: z.array(z.string()).optional() }).optional(),
  /** Exercism's per-exercise test-runner settings (Rust: `test-in-release-mode`). */
  custom: z.object({ 'test-in-release-mode': z.boolean().optional() }).optional(),
});
export type ExerciseConfig = z.infer<typeof ExerciseConfigSchema>;

/** Why an exercise cannot be used, as the importer's report and exercism-run's message say it. */
export class ExerciseProblem extends Error {
  constructor(
    message: string,
    /** `skipped`: a known, unsupported shape (needs crates, several solution files). `failed`: broken input. */
    readonly outcome: 'skipped' | 'failed',
  ) {
    super(message);
  }
}

export const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Exercism's time budget for one run of an exercise's tests; our own corpus keeps the runner's default. */
export const EXERCISM_TIME_BUDGET_MS = 20_000;

/** A relative path inside the exercise folder, never out of it (as a string; readInside checks real paths). */
function inside(dir: string, rel: string): string {
  const full = path.resolve(dir, rel);
  if (full !== dir && !full.startsWith(dir + path.sep)) throw new ExerciseProblem(`${rel} points outside the exercise folder`, 'failed');
  return full;
}

/** An exercise file by its path relative to the folder: null when missing; refused when it leads outside. */
export function readInside(dir: string, rel: string): string | null {
  try {
    return readCapped(inside(dir, rel), undefined, dir);
  } catch (err) {
    if (err instanceof ExerciseProblem) throw err;
    throw new ExerciseProblem(`${rel}: ${(err as Error).message.replace(dir + path.sep, '')}`, 'failed');
  }
}

const listInside = (dir: string, rel: string) => {
  try {
    return listDir(inside(dir, rel), undefined, dir);
  } catch (err) {
    if (err instanceof ExerciseProblem) throw err;
    throw new ExerciseProblem(`${rel}: ${(err as Error).message}`, 'failed');
  }
};

export function readConfig(dir: string): ExerciseConfig | null {
  const text = readInside(dir, '.meta/config.json');
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ExerciseProblem('.meta/config.json is not valid JSON', 'failed');
  }
  const parsed = ExerciseConfigSchema.safeParse(json);
  if (!parsed.success) throw new ExerciseProblem('.meta/config.json does not list its files as Exercism does', 'failed');
  return parsed.data;
}

function required(dir: string, rel: string, what: string): string {
  let text: string | null;
  try {
    text = readInside(dir, rel);
  } catch (err) {
    throw new ExerciseProblem(`${what} ${(err as Error).message}`, 'failed');
  }
  if (text === null) throw new ExerciseProblem(`${what} ${rel} is missing`, 'failed');
  return text;
}

/** Reads an exercise folder. `kind` comes from the folder above it (`practice`/`concept`) unless given. */
export function readExercise(dir: string, slug = path.basename(dir), kind?: 'practice' | 'concept'): ExercismExercise {
  dir = path.resolve(dir);
  if (!SLUG.test(slug)) throw new ExerciseProblem(`"${slug.slice(0, 80)}" is not an exercise slug (lowercase letters, digits and -)`, 'failed');
  const config = readConfig(dir);
  const parent = path.basename(path.dirname(dir));
  const resolvedKind = kind ?? (parent === 'concept' || config?.files.exemplar ? 'concept' : 'practice');
  const cargo = readInside(dir, 'Cargo.toml');
  return cargo !== null
    ? readRust(dir, slug, resolvedKind, config, cargo)
    : readPython(dir, slug, resolvedKind, config);
}

function readPython(dir: string, slug: string, kind: ExercismExercise['kind'], config: ExerciseConfig | null): ExercismExercise {
  const module = slug.replace(/-/g, '_');
  const found = listInside(dir, '.').filter((e) => e.isFile() && e.name.endsWith('_test.py')).map((e) => e.name);
  const solutions = config?.files.solution.length
    ? config.files.solution
    : [defaultSolutionFile(module, config?.editor?.solution_files ?? [], found, (f) => readInside(dir, f) !== null)];
  // Several solution files: the one named after the exercise is the learner's editor; the others are written
  // beside it (in a solution folder they are the learner's own files, in a track checkout the given starters).
  const solution = solutions.find((f) => f === `${module}.py`) ?? solutions[0]!;
  for (const file of solutions) {
    if (!/^[a-z_][a-z0-9_]*\.py$/.test(file)) throw new ExerciseProblem(`the solution file ${file} is not a Python module the tests can import`, 'failed');
  }
  const listed = config?.files.test.length ? config.files.test : found;
  // The test file is the one named like a test (`*_test.py`), the exercise's own first; other test files run
  // after it; anything else listed with them is their helper.
  const testFiles = listed.filter((f) => f.endsWith('_test.py'));
  const testFile = testFiles.find((f) => f === `${module}_test.py`) ?? testFiles[0] ?? listed[0];
  if (!testFile) throw new ExerciseProblem('no test file (*_test.py) was found', 'failed');
  const tests = required(dir, testFile, 'test file');
  const moreTests = testFiles.filter((f) => f !== testFile);
  const support: Record<string, string> = {};
  for (const rel of moreTests) support[rel] = required(dir, rel, 'test file');
  // The editor's read-only helpers, and modules beside the tests that the tests import (`from test_utils import
  // ...`) sit beside the tests in the run folder.
  const testTexts = [tests, ...Object.values(support)];
  const beside = testTexts
    .flatMap((text) => helperModules(text, solution.slice(0, -3)))
    .map((m) => `${m}.py`)
    .filter((f) => f !== solution && readInside(dir, f) !== null);
  const others = solutions.filter((f) => f !== solution);
  for (const rel of new Set([...listed.filter((f) => f !== testFile), ...(config?.files.editor ?? []), ...others, ...beside])) {
    if (rel.includes('/')) throw new ExerciseProblem(`the helper file ${rel} is in a subfolder, which is not supported`, 'skipped');
    support[rel] ??= required(dir, rel, others.includes(rel) ? 'solution file' : 'helper file');
  }
  return {
    slug,
    language: 'python',
    kind,
    code: required(dir, solution, 'solution file'),
    tests,
    layout: {
      module: solution.slice(0, -3),
      time_budget_ms: EXERCISM_TIME_BUDGET_MS,
      ...(Object.keys(support).length ? { support_files: support } : {}),
      ...(moreTests.length ? { test_files: moreTests } : {}),
    },
    solution_file: solution,
    test_file: testFile,
    ...(others.length ? { other_solution_files: others } : {}),
    config,
  };
}

/** What cargo would compile with this manifest: crate name, edition, default features, crates; refused forms named. */
function rustManifestLayout(cargoText: string, slug: string, file: string) {
  const cargo = readCargoToml(cargoText);
  // Crates are built offline from what the machine has (docs/exercism.md); a form we cannot build is named.
  if (cargo.unsupported) throw new ExerciseProblem(`needs crates (${cargo.dependencies.slice(0, 5).join(', ')}): ${cargo.unsupported}`, 'skipped');
  const edition = cargo.edition ?? '2021';
  if (!(RUST_EDITIONS as readonly string[]).includes(edition)) throw new ExerciseProblem(`${file} names edition ${edition}, which rustc does not know`, 'failed');
  const unknown = cargo.defaultFeatures.filter((f) => !cargo.features.includes(f));
  if (unknown.length) throw new ExerciseProblem(`${file}'s default features name ${unknown.join(', ')}, which [features] does not define`, 'failed');
  return {
    module: crateName(cargo.name ?? slug),
    edition: edition as RunLayout['edition'],
    ...(cargo.defaultFeatures.length ? { features: cargo.defaultFeatures } : {}),
    ...(cargo.crates.length ? { crates: cargo.crates } : {}),
  };
}

function readRust(dir: string, slug: string, kind: ExercismExercise['kind'], config: ExerciseConfig | null, cargoText: string): ExercismExercise {
  const manifest = rustManifestLayout(cargoText, slug, 'Cargo.toml');
  const solutions = (config?.files.solution ?? ['src/lib.rs']).filter((f) => f !== 'Cargo.toml');
  if (solutions.length > 1) throw new ExerciseProblem('the solution spans several files the learner edits; multi-file solutions are not supported', 'skipped');
  const solution = solutions[0] ?? 'src/lib.rs';
  // Other modules in src/ come with the exercise (`mod pre_implemented;` in lib.rs): written beside lib.rs.
  const srcEntries = listInside(dir, 'src').filter((e) => e.name.endsWith('.rs') || e.isDirectory());
  if (srcEntries.some((e) => e.isDirectory())) throw new ExerciseProblem('src/ holds a folder of modules; only modules directly in src/ are supported', 'skipped');
  const modules = srcEntries.map((e) => `src/${e.name}`).filter((f) => f !== solution);
  const listed = config?.files.test.length
    ? config.files.test
    : listInside(dir, 'tests').filter((e) => e.isFile() && e.name.endsWith('.rs')).map((e) => `tests/${e.name}`);
  const preferred = listed.find((f) => f === `tests/${slug}.rs`) ?? listed.find((f) => f === `tests/${slug.replace(/-/g, '_')}.rs`) ?? listed[0];
  if (!preferred) throw new ExerciseProblem('no test file (tests/*.rs) was found', 'failed');
  const support: Record<string, string> = {};
  for (const rel of [...listed.filter((f) => f !== preferred), ...modules]) {
    if (path.dirname(rel) !== 'tests' && path.dirname(rel) !== 'src') throw new ExerciseProblem(`the helper file ${rel} is in a subfolder, which is not supported`, 'skipped');
    if (support[path.basename(rel)] !== undefined) throw new ExerciseProblem(`src/ and tests/ both have a ${path.basename(rel)}, which would be one file in the build`, 'skipped');
    support[path.basename(rel)] = required(dir, rel, 'helper file');
  }
  // What cargo would compile with the exercise's Cargo.toml: its crate, edition, default features, crates; the
  // release setting and helper files are the exercise's, whichever manifest is in place.
  const shared = {
    time_budget_ms: EXERCISM_TIME_BUDGET_MS,
    ...(config?.custom?.['test-in-release-mode'] ? { release: true } : {}),
    ...(Object.keys(support).length ? { support_files: support } : {}),
  };
  const layout: RunLayout = { ...manifest, ...shared };
  const exampleManifest = readInside(dir, '.meta/Cargo-example.toml');
  return {
    slug,
    language: 'rust',
    kind,
    code: required(dir, solution, 'solution file'),
    tests: required(dir, preferred, 'test file'),
    layout,
    ...(exampleManifest !== null ? { reference_layout: { ...rustManifestLayout(exampleManifest, slug, '.meta/Cargo-example.toml'), ...shared } } : {}),
    solution_file: solution,
    test_file: preferred,
    config,
  };
}
