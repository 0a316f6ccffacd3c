import type { ChannelMap } from '../define';

/** Channels of the reflections domain. */
export const reflectionsChannels = {} satisfies ChannelMap;
