import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LAYOUT_BUDGET_MAX_MS, RUST_EDITIONS, SUPPORT_BYTES_MAX, SUPPORT_FILES_MAX, type RunLayout } from './layout';

/**
 * An imported Exercism problem carries its layout beside its files (docs/exercism.md): `exercism.json` names the
 * module, the edition and the helper files, which sit in `support/`. Problem content in the user's data folder,
 * written by the importer; never the learner's code. Read with caps, validated, and checked again by
 * layoutProblem before a run.
 */
export const LAYOUT_FILE = 'exercism.json';
export const SUPPORT_DIR = 'support';
const LAYOUT_CAP_BYTES = 64 * 1024;

export const StoredLayoutSchema = z.object({
  module: z.string().max(64).optional(),
  edition: z.enum(RUST_EDITIONS).optional(),
  support_files: z.array(z.string().max(80)).max(SUPPORT_FILES_MAX).default([]),
  /** Helper files that are test files too (several `files.test`); each is one of support_files. */
  test_files: z.array(z.string().max(80)).max(SUPPORT_FILES_MAX).optional(),
  features: z.array(z.string().max(64)).max(32).optional(),
  release: z.boolean().optional(),
  crates: z
    .array(z.object({ name: z.string().max(64), version: z.string().max(40), features: z.array(z.string().max(64)).max(32).optional(), default_features: z.boolean().optional() }).strict())
    .max(32)
    .optional(),
  time_budget_ms: z.number().int().positive().max(LAYOUT_BUDGET_MAX_MS).optional(),
  /** A refactoring exercise (the starter passes by design); informational for the runner. */
  refactoring: z.boolean().optional(),
});

function readSmall(file: string, cap: number): string | null {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(file);
  } catch {
    return null;
  }
  if (!stat.isFile() || stat.size > cap) throw new Error(`${path.basename(file)} is not a regular file of at most ${cap} bytes`);
  return fs.readFileSync(file, 'utf8');
}

/** The layout stored with a problem, undefined for our own corpus; throws a plain message when it is broken. */
export function layoutFromProblemDir(dir: string): RunLayout | undefined {
  const text = readSmall(path.join(dir, LAYOUT_FILE), LAYOUT_CAP_BYTES);
  if (text === null) return undefined;
  const parsed = StoredLayoutSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${LAYOUT_FILE} of this problem is not valid`);
  const support: Record<string, string> = {};
  for (const name of parsed.data.support_files) {
    if (name.includes('/') || name.includes('\\') || name.startsWith('.')) throw new Error(`${LAYOUT_FILE} names a helper file outside ${SUPPORT_DIR}/`);
    const body = readSmall(path.join(dir, SUPPORT_DIR, name), SUPPORT_BYTES_MAX);
    if (body === null) throw new Error(`the helper file ${SUPPORT_DIR}/${name} is missing`);
    support[name] = body;
  }
  return {
    ...(parsed.data.module ? { module: parsed.data.module } : {}),
    ...(parsed.data.edition ? { edition: parsed.data.edition } : {}),
    ...(Object.keys(support).length ? { support_files: support } : {}),
    ...(parsed.data.test_files?.length ? { test_files: parsed.data.test_files } : {}),
    ...(parsed.data.features?.length ? { features: parsed.data.features } : {}),
    ...(parsed.data.release ? { release: true } : {}),
    ...(parsed.data.crates?.length ? { crates: parsed.data.crates } : {}),
    ...(parsed.data.time_budget_ms ? { time_budget_ms: parsed.data.time_budget_ms } : {}),
  };
}
