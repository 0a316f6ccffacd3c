import { z } from 'zod';
import { channel } from '../define';
import { AxisSchema } from '../../domain/axes';
import { ContentDiagnosticSchema } from '../../domain/system';

// Entity schemas live in shared/domain; re-exported so a screen can import a channel's types from one place.
export * from '../../domain/system';

export const systemChannels = {
  /** What the settings screen shows about this installation, including broken content files. */
  'system:info': channel(
    () => z.object({}).strict(),
    () =>
      z.object({
        version: z.string(),
        host: z.enum(['electron', 'web']),
        data_dir: z.string(),
        database_file: z.string(),
        schema_version: z.number().int(),
        content_diagnostics: z.array(ContentDiagnosticSchema),
        counts: z.object({ tracks: z.number().int(), problems: z.number().int(), voices: z.number().int() }),
      }),
  ),
  'axes:list': channel(
    () => z.object({}).strict(),
    () => z.object({ axes: z.array(AxisSchema) }),
  ),
};
