import type { Stage, Venue } from '@shared/domain/writing';

// Type and stage names are part of the writing rules (main's messages use them too): one table, in shared.
export { STAGE_LABEL, TYPE_LABEL } from '@shared/domain/writing-rules';

export const VENUE_LABEL: Record<Venue, string> = {
  forum_research: 'Alignment Forum',
  forum_general: 'LessWrong',
  newsletter: 'Newsletter',
  personal: 'Personal site',
};

/** The board's columns in pipeline order; archived is a sixth column behind a toggle. */
export const BOARD_STAGES: readonly Stage[] = ['idea', 'outline', 'draft', 'ready', 'published'];
