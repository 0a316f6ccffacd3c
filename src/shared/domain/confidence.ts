/**
 * What each confidence level means (the product rule: 4 is ship-ready; 3 is would write a test first; 2 or below is
 * guessing), in the one place the submit area, the progress page's sentences and the review prompt read it from.
 * `label` is what the picker shows beside the number; `phrase` is the same meaning shaped to sit inside a sentence
 * ("When you say 4, ship-ready, ..."; "Confidence: 4/5 (ship-ready)"). 1 and 2 are both guesses, told apart so
 * the picker does not offer the same words twice. Zod-free: home's script loads it.
 */
export const CONFIDENCE_LEVELS: Readonly<Record<number, { label: string; phrase: string }>> = {
  1: { label: 'A pure guess', phrase: 'a pure guess' },
  2: { label: 'Guessing, with a hunch', phrase: 'guessing with a hunch' },
  3: { label: 'Would write a test first', phrase: 'would write a test first' },
  4: { label: 'Ship-ready', phrase: 'ship-ready' },
  5: { label: 'Ship-ready, and I could defend every line', phrase: 'could defend every line' },
};

/** The picker's words for a level ('' for a number outside 1-5). */
export const confidenceLabel = (level: number): string => CONFIDENCE_LEVELS[level]?.label ?? '';

/** The level's meaning inside a sentence ('unknown' for a number outside 1-5). */
export const confidencePhrase = (level: number): string => CONFIDENCE_LEVELS[level]?.phrase ?? 'unknown';
