import type { Stage, WritingType } from '../../../../shared/domain/writing';

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
