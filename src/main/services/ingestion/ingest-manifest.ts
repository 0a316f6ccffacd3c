import fs from 'node:fs';
import path from 'node:path';
import type { Track } from '@shared/domain/track';
import { ContentError } from '../../content/content-error';
import { MAX_YAML_SOURCE_BYTES } from '../../content/yaml-limits';
import { parseTrackText } from '../../content/track-parser';
import { checkPrereqs } from './check-prereqs';
import { emitTrackText, provenanceNote, toFrontMatter } from './emit-track';
import { IngestionError, chapterLabel } from './ingestion-error';
import { loadManifest } from './load-manifest';
import { orderChapter } from './order-chapter';
import { errnoCode, writeNewFileAtomic } from './write-new-file';

/** What ingestion may write: the track loader's own read cap, so anything written can be loaded. */
export const MAX_TRACK_FILE_BYTES = MAX_YAML_SOURCE_BYTES;

export type BuiltTrack = { track: Track; text: string; fileName: string };

/**
 * Steps 1 to 6 of "Tracks" in docs/product.md, without touching the disk. `label` names the manifest in every
 * error line (a path for the CLI, the uploaded file's name in the app). Throws IngestionError.
 */
export function buildTrackFile(yamlText: string, label: string): BuiltTrack {
  const manifest = loadManifest(yamlText, label);
  const graphs = checkPrereqs(manifest, label);
  const orders = graphs.map((graph, i) => {
    const result = orderChapter(graph);
    if (!result.ok) {
      const chain = result.cycle.map((id, k) => `"${id}" needs "${result.cycle[(k + 1) % result.cycle.length]}"`);
      throw new IngestionError(
        'invalid',
        `${label}: ${chapterLabel(manifest.chapters[i]?.title, i)}: the prerequisites form a cycle (${chain.join(', ')}); ` +
          `remove one of these prereqs to break it`,
      );
    }
    return result.order;
  });
  const fileName = `${manifest.track.slug}.md`;
  const text = emitTrackText(toFrontMatter(manifest, orders), provenanceNote(manifest, path.basename(label)));
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_TRACK_FILE_BYTES) {
    throw new IngestionError(
      'invalid',
      `${label}: the generated track file would be ${(bytes / 1024 / 1024).toFixed(1)} MB, over the ` +
        `${MAX_TRACK_FILE_BYTES / 1024 / 1024} MB limit (the track loader reads at most that); make the manifest smaller; nothing was written`,
    );
  }
  try {
    return { track: parseTrackText(text, fileName), text, fileName };
  } catch (err) {
    // Step 6: the emitted file must load with the track loader's own parser, or nothing is written.
    const detail = err instanceof ContentError ? err.detail : String(err);
    throw new IngestionError(
      'invalid',
      `${label}: the generated track file would not load (${detail}); nothing was written`,
    );
  }
}

export type IngestOptions = {
  yamlText: string;
  label: string;
  tracksDir: string;
  /** Extra refusal beyond "a file of that name exists", e.g. a slug already loaded from bundled content. */
  describeSlugConflict?: (slug: string) => string | undefined;
};

export type IngestResult = { track: Track; path: string };

/** Builds the track file and writes it into `tracksDir` as `<slug>.md`; never overwrites. */
export function ingestManifest(options: IngestOptions): IngestResult {
  const built = buildTrackFile(options.yamlText, options.label);
  const target = path.resolve(options.tracksDir, built.fileName);
  const conflict = options.describeSlugConflict?.(built.track.slug);
  if (conflict) throw new IngestionError('exists', `${options.label}: ${conflict}`);
  const existsMessage =
    `${options.label}: the track file ${target} already exists and is never overwritten; ` +
    `delete or rename it first, or change track.slug in the manifest`;
  let outcome: ReturnType<typeof writeNewFileAtomic>;
  try {
    outcome = writeNewFileAtomic(target, built.text);
  } catch (err) {
    const reason = errnoCode(err) ?? 'write failed';
    throw new IngestionError(
      'io',
      `${options.label}: could not write ${target} (${reason}); check that the folder exists and is writable`,
    );
  }
  if (!outcome.ok) throw new IngestionError('exists', existsMessage);
  return { track: built.track, path: target };
}

/** Reads a manifest from disk for the CLI and the desktop menu; an unreadable file is an `invalid` error. */
export function readManifestFile(file: string): string {
  try {
    const size = fs.statSync(file).size;
    if (size > MAX_YAML_SOURCE_BYTES) {
      throw new IngestionError(
        'invalid',
        `${file}: the manifest is ${(size / 1024 / 1024).toFixed(1)} MB, over the ${MAX_YAML_SOURCE_BYTES / 1024 / 1024} MB limit; check that this is the right file`,
      );
    }
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    if (err instanceof IngestionError) throw err;
    const code = errnoCode(err);
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (code ?? 'unreadable');
    throw new IngestionError('invalid', `${file}: cannot read the manifest (${why}); check the path`);
  }
}
