export { createQueryClient, shouldRetry } from './client';
export {
  channelKey,
  invalidateChannels,
  prefetchChannel,
  useActions,
  useChannelMutation,
  useChannelQuery,
  useInvalidate,
  useSetChannelData,
  type CachedAnswer,
  type ChannelMutation,
  type ChannelQuery,
} from './channels';
export { EVENT_INVALIDATES } from './events';
export { ATTEMPT_VIEWS, REFLECTION_VIEWS, REVIEW_VIEWS, TRACK_VIEWS } from './groups';
export { QueryProvider } from './QueryProvider';
