import fs from 'node:fs';
import path from 'node:path';
import { invalidInput } from '@shared/errors';
import type { ExercismImportInput } from '@shared/domain/exercism';

/**
 * Writes an uploaded exercise folder (the files' text, already bounded by the channel's schema) into a fresh
 * scratch folder named after the exercise, so the importer reads it exactly as it reads a folder on disk.
 * Only regular files are created, only below that folder. Returns the folder; the caller removes `root`.
 */
export function writeUpload(scratchDir: string, input: ExercismImportInput): { root: string; dir: string } {
  const paths = input.files.map((f) => f.path);
  if (!paths.includes('.meta/config.json')) {
    const looksLikeTrack = paths.some((p) => p.startsWith('exercises/practice/') || p.startsWith('exercises/concept/'));
    const nested = paths.find((p) => p.endsWith('/.meta/config.json'));
    throw invalidInput(
      looksLikeTrack
        ? `"${input.folder_name}" is a whole track checkout. Pick one exercise folder (e.g. exercises/practice/leap), or import the track with npm run import-exercism -- <path>.`
        : nested
          ? `"${input.folder_name}" is not an exercise folder, but ${nested.slice(0, -'/.meta/config.json'.length)} inside it is. Pick that folder instead.`
          : `"${input.folder_name}" is not an Exercism exercise folder: it has no .meta/config.json. Pick the exercise's own folder (e.g. exercises/practice/leap in a track checkout).`,
    );
  }
  fs.mkdirSync(scratchDir, { recursive: true });
  const root = fs.mkdtempSync(path.join(scratchDir, 'exercism-upload-'));
  try {
    const dir = path.join(root, input.folder_name);
    fs.mkdirSync(dir);
    for (const file of input.files) {
      const full = path.resolve(dir, file.path);
      // The schema already refuses "..", absolute paths and separators in names; this is the second lock.
      if (!full.startsWith(dir + path.sep)) throw invalidInput(`${file.path} points outside the exercise folder; pick the folder again.`);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, file.text, { flag: 'wx' });
    }
    return { root, dir };
  } catch (err) {
    fs.rmSync(root, { recursive: true, force: true });
    throw err;
  }
}
