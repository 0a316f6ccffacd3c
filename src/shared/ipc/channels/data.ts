import { z } from 'zod';
import { channel, type ChannelMap } from '../define';
import { BackupFileSchema, BackupListSchema, LocalPathSchema, TableCountSchema } from '../../domain/data';

// Entity schemas live in shared/domain; re-exported so a screen can import a channel's types from one place.
export * from '../../domain/data';

/** Settings > Data, the File menu and the recovery screen: backups, restore, export and import. */
export const dataChannels = {
  'data:list-backups': channel(
    () => z.object({}).strict(),
    () => BackupListSchema,
  ),
  /** Writes a backup now (progress arrives as `data:backup-progress` events). */
  'data:backup': channel(
    () => z.object({}).strict(),
    () => z.object({ backup: BackupFileSchema }),
  ),
  /** Replaces all data with a backup's (validated, migrated on a copy, the current data backed up first). */
  'data:restore': channel(
    () => z.object({ file: LocalPathSchema }).strict(),
    () =>
      z.object({
        restored_from: z.string(),
        safety_backup: BackupFileSchema,
        migrated_from: z.number().int().nullable(),
      }),
  ),
  /** Chooses where backups go (null: back to `<data folder>/backups`); the folder must be writable. */
  'data:set-backup-folder': channel(
    () => z.object({ folder: LocalPathSchema.nullable() }).strict(),
    () => z.object({ folder: z.string(), folder_is_default: z.boolean() }),
  ),
  /** Leaves the recovery screen and keeps the new, empty database. */
  'data:dismiss-recovery': channel(
    () => z.object({}).strict(),
    () => z.object({ ok: z.literal(true) }),
  ),
  /** Everything in open formats, into a new or empty folder. */
  'data:export': channel(
    () => z.object({ folder: LocalPathSchema }).strict(),
    () => z.object({ folder: z.string(), tables: z.array(TableCountSchema), writings: z.number().int().nonnegative() }),
  ),
  /** An export folder back into this data folder, which must hold no learner work yet. */
  'data:import': channel(
    () => z.object({ folder: LocalPathSchema }).strict(),
    () => z.object({ tables: z.array(TableCountSchema), safety_backup: BackupFileSchema }),
  ),
} satisfies ChannelMap;
