import { z } from 'zod';

/**
 * The 13 assessment axes. Seven ids come from the spec; the other six are ours (docs/architecture.md, "Content").
 * content/axes.yaml carries their titles and descriptions and must list exactly these ids.
 */
export const AXIS_IDS = [
  'transformer_internals',
  'algorithmic',
  'training_mechanics',
  'mechanistic_interpretability',
  'ai_safety_fundamentals',
  'eval_design',
  'ai_governance_strategy',
  'reinforcement_learning',
  'math_foundations',
  'research_engineering',
  'paper_reading',
  'technical_writing',
  'systems_programming',
] as const;

export const AxisIdSchema = z.enum(AXIS_IDS, {
  error: () => `must be one of the 13 assessment axes: ${AXIS_IDS.join(', ')}`,
});
export type AxisId = z.infer<typeof AxisIdSchema>;

export const AxisSchema = z.object({
  id: AxisIdSchema,
  title: z.string().min(1),
  description: z.string().min(1),
});
export type Axis = z.infer<typeof AxisSchema>;
