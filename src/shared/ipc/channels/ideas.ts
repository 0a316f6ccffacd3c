import { z } from 'zod';
import { channel } from '../define';
import { IdSchema } from '../../domain/common';
import { WritingSchema } from '../../domain/writing';

/**
 * "Turn into a writing idea": a learning_log idea from the user's own material, its body a
 * quote of what they wrote, its source pointing back (kind `reflection` or `attempt`).
 */
export const ideasChannels = {
  'ideas:from-reflection': channel(
    () => z.object({ reflection_id: IdSchema }).strict(),
    () => WritingSchema,
  ),
  'ideas:from-attempt': channel(
    () => z.object({ attempt_id: IdSchema }).strict(),
    () => WritingSchema,
  ),
};
