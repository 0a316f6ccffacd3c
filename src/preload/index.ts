import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { CHANNELS } from '../shared/ipc/contract';
import { EVENT_NAMES } from '../shared/ipc/events';
import type { Bridge } from '../shared/ipc/bridge';
import { fail } from '../shared/ipc/result';

/**
 * The whole surface the sandboxed renderer gets: invoke an allowlisted channel, listen to an allowlisted
 * event. No ipcRenderer, no Node. Main checks the sender and validates the input again.
 */
const channels = new Set<string>(CHANNELS);
const events = new Set<string>(EVENT_NAMES);

const bridge: Bridge = {
  invoke(channel, input) {
    if (!channels.has(channel)) return Promise.resolve(fail('not_found', `There is no channel named "${channel}".`));
    return ipcRenderer.invoke('workbench:invoke', channel, input);
  },
  on(event, listener) {
    if (!events.has(event)) return () => undefined;
    const wrapped = (_e: IpcRendererEvent, name: string, payload: unknown) => {
      if (name === event) listener(payload);
    };
    ipcRenderer.on('workbench:event', wrapped);
    return () => ipcRenderer.removeListener('workbench:event', wrapped);
  },
};

contextBridge.exposeInMainWorld('api', bridge);
