import type { ChannelMap } from '../define';

/** Channels of the ingestion domain. */
export const ingestionChannels = {} satisfies ChannelMap;
