import type { ChannelMap } from '../define';

/** Channels of the reviews domain. */
export const reviewsChannels = {} satisfies ChannelMap;
