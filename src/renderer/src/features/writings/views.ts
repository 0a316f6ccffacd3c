import type { Channel } from '@shared/ipc/contract';

/** Everything that shows a piece: a stage move, a save or a delete makes all of them old. */
export const PIECE_VIEWS = ['writings:list', 'writings:get', 'writings:history'] as const satisfies readonly Channel[];
