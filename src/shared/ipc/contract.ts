import type { z } from 'zod';
import type { ChannelMap } from './define';
import { systemChannels } from './channels/system';
import { profileChannels } from './channels/profiles';
import { writingsChannels } from './channels/writings';
import { tracksChannels } from './channels/tracks';
import { homeChannels } from './channels/home';
import { reflectionsChannels } from './channels/reflections';
import { ingestionChannels } from './channels/ingestion';
import { problemsChannels } from './channels/problems';
import { reviewsChannels } from './channels/reviews';
import { modelChannels } from './channels/model';
import { spendChannels } from './channels/spend';
import { runnerChannels } from './channels/runner';
import { draftsChannels } from './channels/drafts';
import { assistChannels } from './channels/assist';
import { newsChannels } from './channels/news';
import { ideasChannels } from './channels/ideas';
import { exercismChannels } from './channels/exercism';
import { progressChannels } from './channels/progress';
import { dataChannels } from './channels/data';

/**
 * The one contract: every channel the renderer may call, with its input and output schema. Main, preload and
 * renderer derive their types from this object. Domains add their own file under ./channels and spread it here.
 */
export const contract = {
  ...systemChannels,
  ...profileChannels,
  ...writingsChannels,
  ...tracksChannels,
  ...homeChannels,
  ...reflectionsChannels,
  ...ingestionChannels,
  ...problemsChannels,
  ...reviewsChannels,
  ...modelChannels,
  ...spendChannels,
  ...runnerChannels,
  ...draftsChannels,
  ...assistChannels,
  ...newsChannels,
  ...ideasChannels,
  ...exercismChannels,
  ...progressChannels,
  ...dataChannels,
} satisfies ChannelMap;

export type Contract = typeof contract;
export type Channel = keyof Contract;
export type ChannelInput<C extends Channel> = z.input<Contract[C]['input']>;
export type ParsedInput<C extends Channel> = z.output<Contract[C]['input']>;
export type ChannelOutput<C extends Channel> = z.output<Contract[C]['output']>;

export const CHANNELS = Object.keys(contract) as Channel[];

export function isChannel(name: string): name is Channel {
  return Object.prototype.hasOwnProperty.call(contract, name);
}
