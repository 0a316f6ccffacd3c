import fc from 'fast-check';
import {
  buildEvidence,
  isGenericPraise,
  isSpecific,
  specificityScore,
  tokens,
} from '../../src/main/services/reviews/specificity';
import { CODE, NOTES, genericReview, goodReview } from './fixtures';

const evidence = buildEvidence({ notes: Object.values(NOTES), code: CODE });

describe('specificity check', () => {
  it('splits identifiers into their parts', () => {
    expect(tokens('stableSoftmax row_max')).toEqual(['stablesoftmax', 'stable', 'softmax', 'row_max', 'row', 'max']);
  });

  it('accepts every strength and gap of a review that names the user’s own work', () => {
    for (const entry of Object.values(goodReview().per_phase)) {
      expect(isSpecific(entry.strength, evidence)).toBe(true);
      expect(isSpecific(entry.gap, evidence)).toBe(true);
    }
  });

  it('rejects every strength and gap of generic praise', () => {
    for (const entry of Object.values(genericReview().per_phase)) {
      expect(isSpecific(entry.strength, evidence)).toBe(false);
      expect(isSpecific(entry.gap, evidence)).toBe(false);
    }
  });

  it('counts a code identifier double, but only when the code has it', () => {
    expect(specificityScore('`exp_sum` is reused', evidence)).toBe(2);
    expect(specificityScore('`logsumexp` is reused', evidence)).toBe(0);
  });

  it('asks generic praise for more substance than a plain sentence', () => {
    const praise = 'Great job on the row max.';
    expect(isGenericPraise(praise)).toBe(true);
    expect(specificityScore(praise, evidence)).toBe(2);
    expect(isSpecific(praise, evidence)).toBe(false);
    expect(isSpecific('Great job computing `row_max` before `shifted`.', evidence)).toBe(true);
  });

  it('never counts words the user did not write, whatever the text', () => {
    const empty = buildEvidence({ notes: [''], code: '' });
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => !isSpecific(text, empty)));
  });
});

describe('generic review words never make a point specific', () => {
  // The user's notes use the very words a boilerplate review is made of.
  const notes = buildEvidence({
    notes: ['My test approach covers every edge case; I handled the edge cases with tests and a clean approach.'],
    code: '',
  });
  it.each([
    'Your test approach handles the edge case.',
    'Good approach to testing the edge cases.',
    'The tests handle each edge case in your approach.',
    'A clean approach with tests for the edge case.',
  ])('%s is not specific even though every word is in the notes', (text) => {
    expect(specificityScore(text, notes)).toBe(0);
    expect(isSpecific(text, notes)).toBe(false);
  });

  it('praise that repeats the user’s own praise is not specific either', () => {
    const self = buildEvidence({ notes: ['My implementation is elegant and robust, really excellent work.'], code: '' });
    expect(isSpecific('Your implementation is elegant and robust.', self)).toBe(false);
    expect(isSpecific('Excellent, elegant and robust work.', self)).toBe(false);
  });
});
