import path from 'node:path';
import { ContentCatalog } from '../content/catalog';
import { loadPriceFile } from '../services/spend/prices';
import { startYamlRecording, writeYamlRecording } from '../content/yaml-memo';

/**
 * Loads the content at `contentDir` as the app does (tracks, problems, voices, axes and the price file; no user
 * folders, so only what ships) and writes the parsed YAML of every file that parsed to `memoFile`. A broken file
 * is left out, as the app skips it, and named in `problems`.
 */
export function recordYamlMemo(contentDir: string, memoFile: string): { count: number; problems: string[] } {
  const root = path.resolve(contentDir);
  startYamlRecording();
  const catalog = new ContentCatalog({ bundledDir: root, userTracksDir: path.join(root, '.no-user-tracks') });
  const prices = loadPriceFile(path.join(root, 'model-prices.yaml'));
  const problems = [
    ...(prices.problem ? [prices.problem] : []),
    ...catalog.diagnostics.map((d) => `skipped ${d.file}: ${d.message}`),
  ];
  return { count: writeYamlRecording(memoFile), problems };
}
