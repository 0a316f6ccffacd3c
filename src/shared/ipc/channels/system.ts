import { z } from 'zod';
import { channel } from '../define';
import { AxisSchema } from '../../domain/axes';

export const ContentDiagnosticSchema = z.object({
  file: z.string(),
  message: z.string(),
});
export type ContentDiagnostic = z.infer<typeof ContentDiagnosticSchema>;

export const systemChannels = {
  /** What the settings screen shows about this installation, including broken content files. */
  'system:info': channel(
    z.object({}).strict(),
    z.object({
      version: z.string(),
      host: z.enum(['electron', 'web']),
      dataDir: z.string(),
      databaseFile: z.string(),
      schemaVersion: z.number().int(),
      contentDiagnostics: z.array(ContentDiagnosticSchema),
      counts: z.object({ tracks: z.number().int(), problems: z.number().int(), voices: z.number().int() }),
    }),
  ),
  'axes:list': channel(z.object({}).strict(), z.object({ axes: z.array(AxisSchema) })),
};
