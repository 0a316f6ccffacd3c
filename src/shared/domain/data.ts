import { z } from 'zod';

/** A full path on this machine (the browser host runs on the same machine as its data). */
export const LocalPathSchema = z
  .string()
  .min(1, 'Give a full path.')
  .max(4096, 'That path is longer than 4096 characters; pick a shorter one.')
  .refine((p) => p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith('\\\\'), {
    message: 'Give a full path (such as /home/me/Backups), not a relative one.',
  })
  .refine((p) => !p.includes('\0'), { message: 'A path cannot contain a NUL character.' })
  // The API description's example (a refined string has no example of its own).
  .meta({ examples: ['/tmp/workbench-example-folder'] });

export const BackupKindSchema = z.enum(['auto', 'manual', 'pre-migration', 'pre-restore', 'pre-import']);

export const BackupFileSchema = z.object({
  file: z.string(),
  name: z.string(),
  kind: BackupKindSchema,
  created_at: z.string(),
  size_bytes: z.number().int().nonnegative(),
});
export type BackupFileView = z.infer<typeof BackupFileSchema>;

export const BackupListSchema = z.object({
  folder: z.string(),
  folder_is_default: z.boolean(),
  backups: z.array(BackupFileSchema),
  /** The last automatic backup failed (cleared by the next one that succeeds). */
  last_error: z.object({ at: z.string(), message: z.string() }).nullable(),
  /** The start-up check found the database damaged and moved it aside; the app runs on a new, empty one. */
  recovery: z
    .object({ moved_to: z.string(), problem: z.string(), at: z.string(), newest_backup: BackupFileSchema.nullable() })
    .nullable(),
});
export type BackupList = z.infer<typeof BackupListSchema>;

export const TableCountSchema = z.object({ table: z.string(), rows: z.number().int().nonnegative() });
