import fs from 'node:fs';
import path from 'node:path';
import { buildTrackFile } from '../../../src/main/services/ingestion/ingest-manifest';
import { CONTENT_DIR } from '../../support/test-app';

/** content/tracks/arena.md must be exactly what the tool makes from content/tracks/manifests/arena.yaml. */
describe('bundled ARENA track', () => {
  const manifestFile = path.join(CONTENT_DIR, 'tracks', 'manifests', 'arena.yaml');
  const built = buildTrackFile(fs.readFileSync(manifestFile, 'utf8'), 'content/tracks/manifests/arena.yaml');

  test('arena.md is the tool output for arena.yaml (regenerate with npm run ingest if this fails)', () => {
    expect(fs.readFileSync(path.join(CONTENT_DIR, 'tracks', 'arena.md'), 'utf8')).toBe(built.text);
  });

  test('has the five ARENA chapters with sections, and points at the ARENA repository', () => {
    expect(built.track.slug).toBe('arena');
    expect(built.track.source_url).toBe('https://github.com/callummcdougall/ARENA_3.0');
    expect(built.track.chapters.map((c) => c.title)).toEqual([
      'Chapter 0: Fundamentals',
      'Chapter 1: Transformer interpretability',
      'Chapter 2: Reinforcement learning',
      'Chapter 3: LLM evaluations',
      'Chapter 4: Alignment science',
    ]);
    for (const chapter of built.track.chapters) expect(chapter.sections.length).toBeGreaterThanOrEqual(4);
    const kinds = new Set(built.track.chapters.flatMap((c) => c.sections.map((s) => s.kind)));
    expect(kinds).toEqual(new Set(['external_reading', 'external_exercise']));
  });
});
