import type { systemChannels } from '@shared/ipc/channels/system';
import type { HandlersFor } from '@shared/ipc/define';
import type { SystemService } from './index';

export function systemHandlers(system: SystemService): HandlersFor<typeof systemChannels> {
  return {
    'system:info': () => system.info(),
    'axes:list': () => ({ axes: system.axes() }),
  };
}
