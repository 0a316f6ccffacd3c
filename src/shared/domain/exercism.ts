import { z } from 'zod';

/**
 * Importing one Exercism exercise folder from the Problems screen. The renderer reads the
 * folder the user picked (a directory upload, in both hosts) and sends the files' text; main writes them to a
 * scratch folder and runs the same importer as `npm run import-exercism`.
 */
export const EXERCISM_UPLOAD_LIMITS = {
  /** An exercise folder holds about ten files; a hundred leaves room for helpers and stops whole checkouts. */
  files: 100,
  /** The importer reads no file larger than this (FILE_CAP_BYTES in services/exercism/read-capped.ts). */
  file_chars: 1024 * 1024,
  /** The whole upload; the browser host refuses request bodies over 4 MB. */
  total_chars: 3 * 1024 * 1024,
  path_chars: 200,
} as const;

/** One path segment: no `..`, no separators, nothing a shell or a file system treats specially. */
const SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9._-][A-Za-z0-9._ -]{0,99}$/;

export const UploadedFileSchema = z
  .object({
    /** Relative to the exercise folder, with `/` separators (e.g. `.meta/config.json`, `tests/leap.rs`). */
    path: z
      .string()
      .min(1, 'a file path must not be empty')
      .max(EXERCISM_UPLOAD_LIMITS.path_chars, `a file path is longer than ${EXERCISM_UPLOAD_LIMITS.path_chars} characters`)
      .refine((p) => p.split('/').every((s) => SEGMENT.test(s)), {
        message: 'a file path must be relative to the exercise folder, with plain names (no "..", no leading "/")',
      }),
    text: z
      .string()
      .max(EXERCISM_UPLOAD_LIMITS.file_chars, `a file is larger than ${EXERCISM_UPLOAD_LIMITS.file_chars / 1024} KB; exercise files are small text files`),
  })
  .strict();

export const ExercismImportInputSchema = z
  .object({
    /** The picked folder's name: Exercism names an exercise folder by its slug (`leap`, `two-fer`). */
    folder_name: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9-]{0,63}$/,
        'the folder name must be the exercise slug (lowercase letters, digits and -, e.g. "leap"); pick the exercise folder itself or rename it',
      ),
    files: z
      .array(UploadedFileSchema)
      .min(1, 'the folder is empty; pick an exercise folder (it holds .meta/config.json)')
      .max(
        EXERCISM_UPLOAD_LIMITS.files,
        `the folder holds more than ${EXERCISM_UPLOAD_LIMITS.files} files; pick one exercise folder, not a whole track (use npm run import-exercism for a track)`,
      )
      .refine((files) => files.reduce((n, f) => n + f.text.length, 0) <= EXERCISM_UPLOAD_LIMITS.total_chars, {
        message: `the files add up to more than ${EXERCISM_UPLOAD_LIMITS.total_chars / (1024 * 1024)} MB; pick one exercise folder without build output`,
      })
      .refine((files) => new Set(files.map((f) => f.path)).size === files.length, { message: 'the same file path is listed twice' }),
  })
  .strict();
export type ExercismImportInput = z.infer<typeof ExercismImportInputSchema>;

export const ImportOutcomeSchema = z.enum(['imported', 'updated', 'unchanged', 'skipped', 'failed']);
export type ImportOutcome = z.infer<typeof ImportOutcomeSchema>;

/** One exercise of the importer's report, as the CLI prints it plus the loaded problem's title. */
export const ImportReportLineSchema = z.object({
  exercise: z.string(),
  kind: z.enum(['practice', 'concept', 'unknown']),
  outcome: ImportOutcomeSchema,
  /** The problem's slug in Workbench, when it was written (or already was). */
  problem_slug: z.string().nullable(),
  /** The problem's title once it is loaded (null when nothing was kept). */
  title: z.string().nullable(),
  /** Why it was skipped or failed, and what to do. */
  reason: z.string().nullable(),
});
export type ImportReportLineWire = z.infer<typeof ImportReportLineSchema>;

export const ExercismImportOutputSchema = z.object({ report: z.array(ImportReportLineSchema) });
export type ExercismImportOutput = z.infer<typeof ExercismImportOutputSchema>;
