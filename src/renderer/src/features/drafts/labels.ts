import type { DraftKind, DraftState } from '@shared/ipc/channels/drafts';

export const KIND_LABEL: Record<DraftKind, string> = {
  reading_guide: 'Reading guide',
  exercise: 'Exercise',
  debugging_problem: 'Debugging problem',
};
export const KIND_ORDER: DraftKind[] = ['debugging_problem', 'exercise', 'reading_guide'];

export const STATE_LABEL: Record<DraftState, string> = { draft: 'Draft', live: 'Live', rejected: 'Rejected' };
export const STATE_CHIP: Record<DraftState, string> = { draft: 'chip-accent', live: 'chip-success', rejected: 'chip-danger' };

/** Drafts waiting for the operator: the sidebar badge counts these. */
export const pendingCount = (drafts: Array<{ state: DraftState }>): number => drafts.filter((d) => d.state === 'draft').length;
