import { channel, type ChannelMap } from '../define';
import { ExercismImportInputSchema, ExercismImportOutputSchema } from '../../domain/exercism';

// Entity schemas live in shared/domain; re-exported so a screen can import a channel's types from one place.
export * from '../../domain/exercism';

/** Channels of the Exercism importer. */
export const exercismChannels = {
  /** Imports one uploaded exercise folder: verified by the runner, written to the user problems folder, loaded. */
  'exercism:import': channel(
    () => ExercismImportInputSchema,
    () => ExercismImportOutputSchema,
  ),
} satisfies ChannelMap;
