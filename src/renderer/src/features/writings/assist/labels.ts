import type { AssistAction } from '@shared/domain/assist';

export const ACTION_LABEL: Record<AssistAction, string> = {
  tighter_outline: 'Tighter outline',
  plain_language: 'Plain-language pass',
  propose_titles: 'Propose three titles',
};
