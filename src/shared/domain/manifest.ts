import { z } from 'zod';
import { HttpUrlSchema, SlugSchema } from './common';
import { TrackSectionSchema } from './track';

/**
 * The track manifest of docs/product.md ("Tracks"): the input of the ingestion tool. A node carries the same
 * per-section fields as a track file section (the schema is reused, not copied, so the vocabularies cannot
 * drift) plus its `id` and `prereqs`, which exist only here: prerequisite edges do not exist at runtime.
 */
export const SOURCE_KINDS = ['github_notebooks'] as const;

export const ManifestSourceSchema = z
  .object({
    kind: z.enum(SOURCE_KINDS, {
      error: () => 'must be "github_notebooks" (the only source kind the ingestion tool supports)',
    }),
    repo_url: HttpUrlSchema,
    /** Optional, reserved by the spec for later; carried into the track's note when present. */
    branch: z.string().trim().min(1, 'must not be empty; remove it to use the default branch').optional(),
    subdirectory: z.string().trim().min(1, 'must not be empty; remove it to use the repository root').optional(),
    /** Optional: the file in the source repository that lists its chapters (ARENA: infrastructure/core/config.yaml). */
    chapter_list: z.string().trim().min(1, 'must not be empty; remove it if the source has no chapter list').optional(),
    /** Optional: which version of the source was followed (a commit, a tag or a dated description); goes in the note. */
    revision: z.string().trim().min(1, 'must not be empty; remove it if unknown').optional(),
  })
  .strict();
export type ManifestSource = z.infer<typeof ManifestSourceSchema>;

export const ManifestTrackSchema = z
  .object({
    slug: SlugSchema,
    title: z.string().trim().min(1, 'must not be empty'),
    description: z.string().trim().min(1, 'must not be empty'),
    /**
     * Optional Markdown the learner needs before starting (setup, hardware, keys, what is optional). It goes into
     * the track file's body ahead of the provenance note; the track-file shape is unchanged.
     */
    notes_md: z.string().trim().min(1, 'must not be empty; remove it if there are no notes').optional(),
  })
  .strict();

/** Node ids are short handles used only inside the manifest; whitespace would make prereq lists ambiguous. */
export const NodeIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be letters, digits, ".", "_" or "-" (no spaces), e.g. "ray-tracing"')
  .max(120, 'must be at most 120 characters');

export const ManifestNodeSchema = TrackSectionSchema.extend({
  id: NodeIdSchema,
  /** Ids of nodes in the same chapter that come first. An empty list marks a start node. */
  prereqs: z.array(NodeIdSchema, { error: () => 'must be a list of node ids ([] for a start node)' }),
}).strict();
export type ManifestNode = z.infer<typeof ManifestNodeSchema>;

export const ManifestChapterSchema = z
  .object({
    title: z.string().trim().min(1, 'must not be empty'),
    nodes: z.array(ManifestNodeSchema).min(1, 'must list at least one node'),
  })
  .strict();
export type ManifestChapter = z.infer<typeof ManifestChapterSchema>;

export const ManifestSchema = z
  .object({
    source: ManifestSourceSchema,
    track: ManifestTrackSchema,
    chapters: z.array(ManifestChapterSchema).min(1, 'must list at least one chapter'),
  })
  .strict();
export type Manifest = z.infer<typeof ManifestSchema>;
