import type { AppContext } from '../../app-context';
import type { dataChannels } from '../../../shared/ipc/channels/data';
import type { HandlersFor } from '../router';

/** Settings > Data and the recovery screen. Every rule (validation, safety copies, rotation) is in services/data. */
export function dataHandlers(ctx: AppContext): HandlersFor<typeof dataChannels> {
  const data = () => ctx.services.data;
  return {
    'data:list-backups': () => data().list(),
    'data:backup': async () => ({ backup: await data().backupNow('manual') }),
    'data:restore': (input) => data().restore(input.file),
    'data:set-backup-folder': (input) => data().setFolderView(input.folder),
    'data:dismiss-recovery': () => data().dismissRecovery(),
    'data:export': (input) => data().exportTo(input.folder),
    'data:import': (input) => data().importFrom(input.folder),
  };
}
