import type { ChannelMap } from '../define';

/** Channels of the model domain. */
export const modelChannels = {} satisfies ChannelMap;
