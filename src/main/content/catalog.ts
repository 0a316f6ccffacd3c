import path from 'node:path';
import type { Axis } from '@shared/domain/axes';
import type { Problem } from '@shared/domain/problem';
import type { Track } from '@shared/domain/track';
import type { Voice } from '@shared/domain/voice';
import { loadAxes } from './load-axes';
import { toDiagnostic, type Diagnostic } from './load-dir';
import { loadProblemDir, loadProblems } from './load-problems';
import { ContentError } from './content-error';
import fs from 'node:fs';
import { loadTrackFile, loadTracks } from './load-tracks';
import { loadVoices } from './load-voices';

export type ContentPaths = {
  /** Bundled content shipped with the app (`content/` in the repo). */
  bundledDir: string;
  /** The user's own track files (imported manifests land here). */
  userTracksDir: string;
  /** Promoted generated problems, in the bundled format; a bundled slug wins over a user one. */
  userProblemsDir?: string;
};

/** Where a live generated problem came from: written beside its files as GENERATED_MARKER on promotion. */
export type GeneratedOrigin = { draft_id: string; promoted_at: string; promoted_by: string };
export const GENERATED_MARKER = 'generated.json';

/**
 * All content, loaded once at startup and cached (the product rule: track files are read once). A broken file is
 * skipped and listed in `diagnostics`; it never takes the app down. User tracks shadow bundled ones of the
 * same slug only if no bundled one exists (bundled wins, and the clash is reported).
 */
export class ContentCatalog {
  readonly axes: Axis[];
  readonly diagnostics: Diagnostic[] = [];
  private readonly tracks = new Map<string, Track>();
  private readonly problems = new Map<string, Problem>();
  private readonly voices = new Map<string, Voice>();
  private readonly generated = new Map<string, GeneratedOrigin>();

  constructor(readonly paths: ContentPaths) {
    let axes: Axis[] = [];
    const axesFile = path.join(paths.bundledDir, 'axes.yaml');
    try {
      axes = loadAxes(axesFile);
    } catch (err) {
      this.diagnostics.push(toDiagnostic(err, axesFile));
    }
    this.axes = axes;

    for (const dir of [path.join(paths.bundledDir, 'tracks'), paths.userTracksDir]) {
      const loaded = loadTracks(dir);
      this.diagnostics.push(...loaded.diagnostics);
      for (const track of loaded.items) this.addLoadedTrack(track, dir);
    }
    const problems = loadProblems(path.join(paths.bundledDir, 'problems'));
    this.diagnostics.push(...problems.diagnostics);
    for (const p of problems.items) this.problems.set(p.slug, p);
    if (paths.userProblemsDir) {
      const mine = loadProblems(paths.userProblemsDir);
      this.diagnostics.push(...mine.diagnostics);
      for (const p of mine.items) this.addUserProblem(p);
    }
    const voices = loadVoices(path.join(paths.bundledDir, 'voices'));
    this.diagnostics.push(...voices.diagnostics);
    for (const v of voices.items) this.voices.set(v.key, v);
  }

  private addLoadedTrack(track: Track, dir: string): void {
    if (this.tracks.has(track.slug)) {
      this.diagnostics.push({ file: path.join(dir, `${track.slug}.md`), message: `slug: a track "${track.slug}" is already loaded; this copy is ignored` });
      return;
    }
    this.tracks.set(track.slug, track);
  }

  listTracks(): Track[] {
    return [...this.tracks.values()];
  }
  getTrack(slug: string): Track | undefined {
    return this.tracks.get(slug);
  }
  hasTrack(slug: string): boolean {
    return this.tracks.has(slug);
  }
  /** Adds a freshly written track file (import) without a restart. Throws ContentError if it fails to load. */
  addTrackFile(file: string): Track {
    const track = loadTrackFile(file);
    this.addLoadedTrack(track, path.dirname(file));
    return track;
  }

  private addUserProblem(p: Problem): void {
    if (this.problems.has(p.slug)) {
      this.diagnostics.push({ file: path.join(p.dir, 'problem.md'), message: `slug: a problem "${p.slug}" is already loaded; this copy is ignored` });
      return;
    }
    this.problems.set(p.slug, p);
    const origin = readOrigin(p.dir);
    if (origin) this.generated.set(p.slug, origin);
  }
  /** Adds a problem folder written at runtime (a promoted draft) without a restart. Throws ContentError if it fails to load. */
  addProblemDir(dir: string): Problem {
    const p = loadProblemDir(dir);
    if (this.problems.has(p.slug)) throw new ContentError(dir, `slug: a problem "${p.slug}" is already loaded`);
    this.addUserProblem(p);
    return p;
  }
  /**
   * Re-reads a user problem folder rewritten at runtime (an Exercism re-import) in place of the loaded copy.
   * Only a problem loaded from that same folder is replaced: a bundled one of the same slug is never shadowed.
   */
  replaceProblemDir(dir: string): Problem {
    const p = loadProblemDir(dir);
    const current = this.problems.get(p.slug);
    if (current && path.resolve(current.dir) !== path.resolve(dir)) throw new ContentError(dir, `slug: a problem "${p.slug}" is already loaded from ${current.dir}`);
    this.problems.set(p.slug, p);
    return p;
  }
  /** Set for problems promoted from a generated draft; undefined for bundled and hand-written ones. */
  generatedOrigin(slug: string): GeneratedOrigin | undefined {
    return this.generated.get(slug);
  }

  listProblems(): Problem[] {
    return [...this.problems.values()];
  }
  getProblem(slug: string): Problem | undefined {
    return this.problems.get(slug);
  }
  listVoices(): Voice[] {
    return [...this.voices.values()];
  }
  getVoice(key: string): Voice | undefined {
    return this.voices.get(key);
  }
}

/** Reads a folder's generated.json; a missing or malformed marker means the problem is not marked. */
function readOrigin(dir: string): GeneratedOrigin | undefined {
  const file = path.join(dir, GENERATED_MARKER);
  try {
    if (!fs.existsSync(file) || fs.statSync(file).size > 4096) return undefined;
    const v = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<GeneratedOrigin>;
    return typeof v.draft_id === 'string' && typeof v.promoted_at === 'string' && typeof v.promoted_by === 'string'
      ? { draft_id: v.draft_id, promoted_at: v.promoted_at, promoted_by: v.promoted_by }
      : undefined;
  } catch {
    return undefined;
  }
}
