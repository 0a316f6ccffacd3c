import path from 'node:path';
import type { ContentCatalog } from '../../content/catalog';
import type { TrackLayoutsRepository } from '../../db/repositories/track-layouts';
import type { Clock } from '../clock';
import type { EventBus } from '../events';
import { ContentError } from '../../content/content-error';
import { IngestionError } from './ingestion-error';
import { ingestManifest } from './ingest-manifest';
import { reconcileTrackLayouts } from '../tracks';

export type ImportedTrack = { slug: string; title: string; path: string };

/** What an import touches: the catalog, the user tracks folder, the layouts table, the clock and the event bus. */
export type ImportDeps = {
  content: Pick<ContentCatalog, 'hasTrack' | 'addTrackFile'>;
  events: Pick<EventBus, 'emit'>;
  userTracksDir: string;
  trackLayouts: TrackLayoutsRepository;
  clock: Clock;
};

/**
 * The in-app import shared by File > Import manifest… and the browser host's upload: writes the track file
 * into the user tracks folder, refuses a slug the catalog already has (bundled or imported), loads the new
 * file into the catalog and tells open windows so `/tracks` updates without a restart. Throws IngestionError.
 */
export function importManifestIntoApp(
  ctx: ImportDeps,
  yamlText: string,
  label: string,
): ImportedTrack {
  const result = ingestManifest({
    yamlText,
    label,
    tracksDir: ctx.userTracksDir,
    describeSlugConflict: (slug) =>
      ctx.content.hasTrack(slug)
        ? `a track with slug "${slug}" is already loaded in Workbench; change track.slug in the manifest to import it as a new track`
        : undefined,
  });
  let loaded;
  try {
    loaded = ctx.content.addTrackFile(result.path);
  } catch (err) {
    // The file passed the same parser before it was written, so this only happens if the disk changed under us.
    const detail = err instanceof ContentError ? err.detail : 'it could not be read back';
    throw new IngestionError(
      'io',
      `${label}: wrote ${path.basename(result.path)} but could not load it (${detail}); restart Workbench to retry`,
    );
  }
  // A new slug: its layout is recorded, so a later version of the file can have its positions remapped.
  reconcileTrackLayouts(ctx.trackLayouts, [loaded], ctx.clock.now());
  ctx.events.emit('tracks:changed', { slug: result.track.slug });
  return { slug: result.track.slug, title: result.track.title, path: result.path };
}
