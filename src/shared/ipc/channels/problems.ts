import type { ChannelMap } from '../define';

/** Channels of the problems domain. */
export const problemsChannels = {} satisfies ChannelMap;
