import { CHANNELS } from '../src/shared/ipc/contract';
import { EVENT_NAMES } from '../src/shared/ipc/events';

/**
 * The preload's allowlists, computed from the contract when the preload is bundled (electron.vite.config.ts
 * passes these to the bundler as compile-time constants read by src/shared/ipc/channel-names.ts). The names are
 * computed here, in the build, so the sandboxed preload carries plain strings and never zod or the schemas.
 */
export function preloadAllowlistDefines(): Record<'__WORKBENCH_CHANNELS__' | '__WORKBENCH_EVENTS__', string> {
  return {
    __WORKBENCH_CHANNELS__: JSON.stringify(CHANNELS),
    __WORKBENCH_EVENTS__: JSON.stringify(EVENT_NAMES),
  };
}
