import path from 'node:path';
import { defaultDataDir } from '../default-paths';
import { IngestionError } from '../services/ingestion/ingestion-error';
import { ingestManifest, readManifestFile } from '../services/ingestion/ingest-manifest';

/**
 * `npm run ingest -- <manifest.yaml> [--tracks-dir <dir>]`: the offline ingestion tool. Prints the written
 * path and exits 0, or prints one clear line on stderr and exits non-zero (2 for usage, 1 otherwise).
 */
const USAGE = 'usage: npm run ingest -- <manifest.yaml> [--tracks-dir <dir>]';

/** `label` is the manifest path as typed, used in messages; `manifest` is that path resolved. */
type Args = { manifest: string; label: string; tracksDir: string };

function parseArgs(argv: readonly string[]): Args | string {
  let manifest: string | undefined;
  let tracksDir: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--tracks-dir') {
      const value = argv[++i];
      if (!value) return `--tracks-dir needs a folder; ${USAGE}`;
      tracksDir = value;
    } else if (arg.startsWith('--tracks-dir=')) {
      tracksDir = arg.slice('--tracks-dir='.length);
    } else if (arg.startsWith('-')) {
      return `unknown option ${arg}; ${USAGE}`;
    } else if (manifest) {
      return `only one manifest at a time (got "${manifest}" and "${arg}"); ${USAGE}`;
    } else {
      manifest = arg;
    }
  }
  if (!manifest) return `no manifest given; ${USAGE}`;
  // `npm run` moves to the package root; INIT_CWD is where the user typed the command, so relative paths
  // mean what they meant there.
  const base = process.env.INIT_CWD ?? process.cwd();
  return {
    manifest: path.resolve(base, manifest),
    label: manifest,
    tracksDir: path.resolve(base, tracksDir ?? path.join(defaultDataDir(), 'tracks')),
  };
}

function main(argv: readonly string[]): number {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    process.stderr.write(`ingest: ${args}\n`);
    return 2;
  }
  try {
    const result = ingestManifest({
      yamlText: readManifestFile(args.manifest),
      label: args.label,
      tracksDir: args.tracksDir,
    });
    process.stdout.write(`${result.path}\n`);
    return 0;
  } catch (err) {
    // Expected failures are one line; anything else is still one line (no stack) with a hint to report it.
    const line =
      err instanceof IngestionError
        ? err.message
        : `unexpected failure (${err instanceof Error ? err.message.split('\n')[0] : String(err)}); please report this`;
    process.stderr.write(`ingest: ${line}\n`);
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
