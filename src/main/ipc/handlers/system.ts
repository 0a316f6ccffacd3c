import type { AppContext } from '../../app-context';
import type { systemChannels } from '../../../shared/ipc/channels/system';
import type { HandlersFor } from '../router';

export function systemHandlers(ctx: AppContext, schemaVersion: () => number): HandlersFor<typeof systemChannels> {
  return {
    'system:info': () => ({
      version: ctx.version,
      host: ctx.host,
      data_dir: ctx.paths.dataDir,
      database_file: ctx.paths.databaseFile,
      schema_version: schemaVersion(),
      content_diagnostics: ctx.content.diagnostics,
      counts: {
        tracks: ctx.content.listTracks().length,
        problems: ctx.content.listProblems().length,
        voices: ctx.content.listVoices().length,
      },
    }),
    'axes:list': () => ({ axes: ctx.content.axes }),
  };
}
