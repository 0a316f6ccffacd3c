/**
 * Every channel and event name, as plain strings: what the preload allowlists. Computed from the contract
 * (Object.keys of `contract` and `events`) when the preload is bundled, by build/preload-allowlist.ts: adding a
 * channel to the contract adds it here, with nothing to edit. Only the names reach the bundle, never zod or the
 * schemas, so the sandboxed preload stays a few kilobytes. tests/ipc/channel-names.test.ts bundles the real
 * preload and checks it lets through exactly the contract's channels and events.
 */
declare const __WORKBENCH_CHANNELS__: readonly string[] | undefined;
declare const __WORKBENCH_EVENTS__: readonly string[] | undefined;

function computed(list: readonly string[] | undefined, what: string): readonly string[] {
  if (!list) throw new Error(`The ${what} allowlist was not computed: bundle the preload with build/preload-allowlist.ts.`);
  return list;
}

export const CHANNEL_NAMES = computed(
  typeof __WORKBENCH_CHANNELS__ === 'undefined' ? undefined : __WORKBENCH_CHANNELS__,
  'channel',
);
export const EVENT_NAME_LIST = computed(typeof __WORKBENCH_EVENTS__ === 'undefined' ? undefined : __WORKBENCH_EVENTS__, 'event');
