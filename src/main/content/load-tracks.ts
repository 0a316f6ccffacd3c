import fs from 'node:fs';
import type { Track } from '@shared/domain/track';
import { loadEach, type Loaded } from './load-dir';
import { parseTrackText } from './track-parser';

export const loadTrackFile = (file: string): Track => parseTrackText(fs.readFileSync(file, 'utf8'), file);

/** Loads `<dir>/*.md` track files (the `manifests` folder beside them is not a track). */
export function loadTracks(dir: string): Loaded<Track> {
  return loadEach(dir, (e) => e.isFile() && e.name.endsWith('.md'), loadTrackFile);
}
