import type { ContentCatalog } from '../../content/catalog';

/** What the About panel and diagnostics show: the build, where the data lives and what content loaded. */
export function createSystemService(deps: {
  host: 'electron' | 'web';
  version: string;
  paths: { dataDir: string; databaseFile: string };
  content: Pick<ContentCatalog, 'diagnostics' | 'axes' | 'listTracks' | 'listProblems' | 'listVoices'>;
  schemaVersion: () => number;
}) {
  const { content } = deps;
  return {
    info: () => ({
      version: deps.version,
      host: deps.host,
      data_dir: deps.paths.dataDir,
      database_file: deps.paths.databaseFile,
      schema_version: deps.schemaVersion(),
      content_diagnostics: content.diagnostics,
      counts: {
        tracks: content.listTracks().length,
        problems: content.listProblems().length,
        voices: content.listVoices().length,
      },
    }),
    axes: () => content.axes,
  };
}
export type SystemService = ReturnType<typeof createSystemService>;
