import type { Migration } from '../migrate';
import { migration0010 } from './0010-initial-schema';
import { migration0020 } from './0020-writings-stage';
import { migration0030 } from './0030-daily-flow';
import { migration0040 } from './0040-attempt-run-details';
import { migration0050 } from './0050-review-grounding';
import { migration0070 } from './0070-snake-case-preferences';
import { migration0080 } from './0080-writings-export-fields';
import { migration0090 } from './0090-generated-content-drafts';
import { migration0100 } from './0100-assist-news';
import { migration0110 } from './0110-retention';
import { migration0120 } from './0120-section-times';
import { migration0121 } from './0121-retention-params';
import { migration0122 } from './0122-retention-axis-weeks';
import { migration0130 } from './0130-track-layouts';
import { migration0140 } from './0140-attempts-time-index';
import { migration0150 } from './0150-progress-summaries';

/** Shipped migrations are never edited; add a new file with the next number instead. */
export const MIGRATIONS: readonly Migration[] = [
  migration0010,
  migration0020,
  migration0030,
  migration0040,
  migration0050,
  migration0070,
  migration0080,
  migration0090,
  migration0100,
  migration0110,
  migration0120,
  migration0121,
  migration0122,
  migration0130,
  migration0140,
  migration0150,
];
