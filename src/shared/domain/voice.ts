import { z } from 'zod';

export const VoiceFrontMatterSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9_]+$/, 'must be lowercase letters, digits and underscores'),
    name: z.string().trim().min(1, 'must not be empty'),
    lens: z.string().trim().min(1, 'must not be empty'),
  })
  .strict();
export type VoiceFrontMatter = z.infer<typeof VoiceFrontMatterSchema>;

/** A voice changes wording and lens, never the scoring rubric. `default` is the house voice. */
export type Voice = VoiceFrontMatter & { instructions_md: string };

export const DEFAULT_VOICE_KEY = 'default';
