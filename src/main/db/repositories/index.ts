import type { Db } from '../connection';
import { createAppStateRepository } from './app-state';
import { createAttemptsRepository } from './attempts';
import { createProblemWorkRepository } from './problem-work';
import { createProfilesRepository } from './profiles';
import { createUserSettingsRepository } from './user-settings';
import { createWritingsRepository } from './writings';
import { createTrackProgressRepository } from './track-progress';
import { createTrackLayoutsRepository } from './track-layouts';
import { createCompanionOptinsRepository } from './companion-optins';
import { createReflectionsRepository } from './reflections';
import { createPickerEvidenceRepository } from './picker-evidence';
import { createReviewsRepository } from './reviews';
import { createSpendLedgerRepository } from './spend-ledger';
import { createDraftsRepository } from './drafts';
import { createAssistRepository } from './assist';
import { createNewsRepository } from './news';
import { createRetentionRepository } from './retention';
import { createSectionTimesRepository } from './section-times';

/** All repositories over one connection. Domains add theirs here; SQL lives only in this folder. */
export function createRepositories(db: Db) {
  return {
    appState: createAppStateRepository(db),
    attempts: createAttemptsRepository(db),
    problemWork: createProblemWorkRepository(db),
    profiles: createProfilesRepository(db),
    userSettings: createUserSettingsRepository(db),
    writings: createWritingsRepository(db),
    trackProgress: createTrackProgressRepository(db),
    trackLayouts: createTrackLayoutsRepository(db),
    companionOptins: createCompanionOptinsRepository(db),
    reflections: createReflectionsRepository(db),
    pickerEvidence: createPickerEvidenceRepository(db),
    reviews: createReviewsRepository(db),
    spendLedger: createSpendLedgerRepository(db),
    drafts: createDraftsRepository(db),
    assist: createAssistRepository(db),
    news: createNewsRepository(db),
    retention: createRetentionRepository(db),
    sectionTimes: createSectionTimesRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
