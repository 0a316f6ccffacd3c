import type { Services } from '../compose-services';
import { systemHandlers } from '../services/system/handlers';
import { profileHandlers } from '../services/profiles/handlers';
import { writingsHandlers } from '../services/writings/handlers';
import { tracksHandlers } from '../services/tracks/handlers';
import { homeHandlers } from '../services/home/handlers';
import { progressHandlers } from '../services/retention/handlers';
import { reflectionsHandlers } from '../services/reflections/handlers';
import { ingestionHandlers } from '../services/ingestion/handlers';
import { problemsHandlers } from '../services/problems/handlers';
import { reviewsHandlers } from '../services/reviews/handlers';
import { modelHandlers } from '../services/model/handlers';
import { spendHandlers } from '../services/spend/handlers';
import { runnerHandlers } from '../services/runner-settings/handlers';
import { draftsHandlers } from '../services/drafts/handlers';
import { assistHandlers } from '../services/assist/handlers';
import { ideasHandlers } from '../services/assist/ideas-handlers';
import { newsHandlers } from '../services/news/handlers';
import { exercismHandlers } from '../services/exercism/handlers';
import { dataHandlers } from '../services/data/handlers';
import type { Handlers } from './router';

/**
 * Every channel's handler: each area's map, written beside its use cases (services/<area>/handlers.ts), given
 * the built services. `Handlers` makes a channel of the contract without a handler a compile error here.
 */
export function createHandlers(s: Services): Handlers {
  return {
    ...systemHandlers(s.system),
    ...profileHandlers(s.profiles),
    ...writingsHandlers(s.writings, s.assist),
    ...tracksHandlers(s.tracks),
    ...homeHandlers(s.home),
    ...progressHandlers(s.retention),
    ...reflectionsHandlers(s.reflections),
    ...ingestionHandlers(s.ingestion),
    ...problemsHandlers(s.problems),
    ...reviewsHandlers(s.reviews),
    ...modelHandlers(s.model),
    ...spendHandlers(s.spend),
    ...runnerHandlers(s.runnerSettings),
    ...draftsHandlers(s.drafts),
    ...assistHandlers(s.assist),
    ...ideasHandlers(s.ideas),
    ...newsHandlers(s.news),
    ...exercismHandlers(s.exercism),
    ...dataHandlers(s.data),
  };
}
