import type { dataChannels } from '@shared/ipc/channels/data';
import type { HandlersFor } from '@shared/ipc/define';
import type { DataService } from './index';

/** Settings > Data and the recovery screen. Every rule (validation, safety copies, rotation) is in the service. */
export function dataHandlers(data: DataService): HandlersFor<typeof dataChannels> {
  return {
    'data:list-backups': () => data.list(),
    'data:backup': async () => ({ backup: await data.backupNow('manual') }),
    'data:restore': (input) => data.restore(input.file),
    'data:set-backup-folder': (input) => data.setFolderView(input.folder),
    'data:dismiss-recovery': () => data.dismissRecovery(),
    'data:export': (input) => data.exportTo(input.folder),
    'data:import': (input) => data.importFrom(input.folder),
  };
}
