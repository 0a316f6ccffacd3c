import { CHANNELS } from '@shared/ipc/contract';
import type { App } from '../bootstrap';
import type { HostBackend } from './backend';

/** The app in this thread, behind the browser host's HTTP side (the app worker and in-process tests use it). */
export function appBackend(app: App): HostBackend {
  return {
    call: async (channel, body) => JSON.stringify(await app.router.call(channel, body)),
    channels: async () => CHANNELS,
    subscribe: (listener) => app.ctx.events.subscribe((name, payload) => listener(JSON.stringify({ name, payload }))),
  };
}
