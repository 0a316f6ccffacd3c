import { EXERCISM_UPLOAD_LIMITS, type ExercismImportInput } from '@shared/ipc/channels/exercism';

/** Build output and tool caches a picked folder may hold; none of it is part of an exercise. */
const SKIPPED_FOLDERS = new Set(['target', '__pycache__', '.git', 'node_modules', '.pytest_cache', '.idea', '.vscode']);

export type PickedFile = { relativePath: string; size: number; text(): Promise<string> };

/**
 * Turns a directory upload (`<input webkitdirectory>`: every file with its path from the picked folder) into
 * the `exercism:import` input. Checks the channel's bounds first so a wrong pick is named at once, without
 * reading megabytes; main checks them again.
 */
export async function readPickedFolder(files: readonly PickedFile[]): Promise<ExercismImportInput> {
  const first = files[0];
  if (!first) throw new Error('The folder is empty. Pick an exercise folder: it holds .meta/config.json.');
  const folderName = first.relativePath.split('/')[0] ?? '';
  const kept = files.filter((f) => !f.relativePath.split('/').slice(1, -1).some((segment) => SKIPPED_FOLDERS.has(segment)));
  if (kept.length > EXERCISM_UPLOAD_LIMITS.files) {
    throw new Error(
      `"${folderName}" holds ${kept.length} files, more than one exercise (at most ${EXERCISM_UPLOAD_LIMITS.files}). Pick one exercise folder, e.g. exercises/practice/leap; a whole track imports with npm run import-exercism -- <path>.`,
    );
  }
  const big = kept.find((f) => f.size > EXERCISM_UPLOAD_LIMITS.file_chars);
  if (big) throw new Error(`${big.relativePath} is larger than ${EXERCISM_UPLOAD_LIMITS.file_chars / 1024} KB; an exercise holds small text files. Pick the exercise folder without build output.`);
  const total = kept.reduce((n, f) => n + f.size, 0);
  if (total > EXERCISM_UPLOAD_LIMITS.total_chars) {
    throw new Error(`"${folderName}" holds ${(total / (1024 * 1024)).toFixed(1)} MB; an exercise is far smaller. Pick one exercise folder without build output.`);
  }
  const read = await Promise.all(
    kept.map(async (f) => ({ path: f.relativePath.split('/').slice(1).join('/'), text: await f.text() })),
  );
  return { folder_name: folderName, files: read };
}
