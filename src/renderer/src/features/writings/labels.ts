import type { Stage, Venue, WritingType } from '../../../../shared/domain/writing';

export const STAGE_LABEL: Record<Stage, string> = {
  idea: 'Idea',
  outline: 'Outline',
  draft: 'Draft',
  ready: 'Ready',
  published: 'Published',
  archived: 'Archived',
};

export const TYPE_LABEL: Record<WritingType, string> = {
  research_reflection: 'Research reflection',
  methods_explainer: 'Methods explainer',
  news_response: 'News response',
  learning_log: 'Learning log',
  tutorial: 'Tutorial',
};

export const VENUE_LABEL: Record<Venue, string> = {
  forum_research: 'Alignment Forum',
  forum_general: 'LessWrong',
  newsletter: 'Newsletter',
  personal: 'Personal site',
};

/** The board's columns in pipeline order; archived is a sixth column behind a toggle. */
export const BOARD_STAGES: readonly Stage[] = ['idea', 'outline', 'draft', 'ready', 'published'];
