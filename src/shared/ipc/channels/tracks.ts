import type { ChannelMap } from '../define';

/** Channels of the tracks domain. */
export const tracksChannels = {} satisfies ChannelMap;
