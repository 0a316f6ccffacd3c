import type { ChannelMap } from '../define';

/** Channels of the home domain. */
export const homeChannels = {} satisfies ChannelMap;
