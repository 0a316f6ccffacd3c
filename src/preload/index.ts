import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { CHANNEL_NAMES, EVENT_NAME_LIST } from '@shared/ipc/channel-names';
import type { Bridge } from '@shared/ipc/bridge';
import type { Result } from '@shared/ipc/result';

/**
 * The whole surface the sandboxed renderer gets: invoke an allowlisted channel, listen to an allowlisted
 * event. No ipcRenderer, no Node. Main checks the sender and validates the input again. Only plain name lists
 * are imported (shared/ipc/channel-names.ts, computed from the contract at bundle time): zod stays out of this bundle.
 */
const channels = new Set<string>(CHANNEL_NAMES);
const events = new Set<string>(EVENT_NAME_LIST);
const unknownChannel = (channel: string): Result<never> => ({
  ok: false,
  error: { code: 'not_found', message: `There is no channel named "${channel}".` },
});

const bridge: Bridge = {
  invoke(channel, input) {
    if (!channels.has(channel)) return Promise.resolve(unknownChannel(channel));
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
