import { z } from 'zod';

export const ContentDiagnosticSchema = z.object({
  file: z.string(),
  message: z.string(),
});

export type ContentDiagnostic = z.infer<typeof ContentDiagnosticSchema>;
