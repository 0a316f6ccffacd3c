import type { ChannelMap } from '../define';

/** Channels of the spend domain. */
export const spendChannels = {} satisfies ChannelMap;
