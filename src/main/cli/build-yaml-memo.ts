import path from 'node:path';
import { ContentCatalog } from '../content/catalog';
import { loadPriceFile } from '../services/spend/prices';
import { startYamlRecording, writeYamlRecording } from '../content/yaml-memo';

/**
 * `node out/main/web/build-yaml-memo.cjs <content dir> <memo file>`: loads the bundled content as the app does
 * and writes the parsed YAML of every file to the memo the host's app reads at start (content/yaml-memo.ts).
 * Run by scripts/lib.mjs buildHost right after bundling. Exit 2 for bad arguments. A broken shipped file is
 * reported and left out (the app skips it too, with the same diagnostic), so it does not stop a build.
 */
function main(argv: readonly string[]): number {
  const [contentDir, memoFile] = argv;
  if (!contentDir || !memoFile || argv.length !== 2) {
    process.stderr.write('usage: build-yaml-memo <content dir> <memo file>\n');
    return 2;
  }
  startYamlRecording();
  const catalog = new ContentCatalog({
    bundledDir: path.resolve(contentDir),
    // No user folders: only what ships is memoised.
    userTracksDir: path.join(path.resolve(contentDir), '.no-user-tracks'),
  });
  const prices = loadPriceFile(path.join(path.resolve(contentDir), 'model-prices.yaml'));
  if (prices.problem) process.stderr.write(`build-yaml-memo: ${prices.problem}\n`);
  for (const d of catalog.diagnostics) process.stderr.write(`build-yaml-memo: skipped ${d.file}: ${d.message}\n`);
  const count = writeYamlRecording(memoFile);
  process.stdout.write(`build-yaml-memo: ${count} parsed files memoised in ${memoFile}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
