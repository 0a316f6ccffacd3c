import { recordYamlMemo } from './record-yaml-memo';

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
  const { count, problems } = recordYamlMemo(contentDir, memoFile);
  for (const problem of problems) process.stderr.write(`build-yaml-memo: ${problem}\n`);
  process.stdout.write(`build-yaml-memo: ${count} parsed files memoised in ${memoFile}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
