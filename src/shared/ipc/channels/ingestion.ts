import { z } from 'zod';
import { channel, type ChannelMap } from '../define';

/** A manifest is a few hundred lines of YAML; 2 MB leaves room for very large curricula and stops accidents. */
export const MAX_MANIFEST_BYTES = 2 * 1024 * 1024;

export const ImportManifestInputSchema = z
  .object({
    file_name: z
      .string()
      .trim()
      .min(1, 'fileName must name the manifest file, e.g. "arena.yaml"')
      .max(255, 'fileName must be at most 255 characters; rename the file and try again'),
    yaml_text: z
      .string()
      .min(1, 'the manifest file is empty; choose a YAML manifest with source, track and chapters')
      .max(
        MAX_MANIFEST_BYTES,
        `the manifest is larger than ${MAX_MANIFEST_BYTES / (1024 * 1024)} MB; split it into smaller manifests`,
      ),
  })
  .strict();
export type ImportManifestInput = z.infer<typeof ImportManifestInputSchema>;

export const ImportManifestOutputSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** Absolute path of the written track file. */
  path: z.string(),
});
export type ImportManifestOutput = z.infer<typeof ImportManifestOutputSchema>;

/** Channels of the ingestion domain. */
export const ingestionChannels = {
  /** Turns an uploaded manifest into a track file in the user tracks folder and loads it (browser host upload). */
  'ingestion:import': channel(
    () => ImportManifestInputSchema,
    () => ImportManifestOutputSchema,
  ),
} satisfies ChannelMap;
