import { rubricScore } from '../../src/main/db/repositories/picker-evidence';

describe('rubricScore (the picker reads the interview rubric)', () => {
  it('leaves criteria that were not graded out of the mean instead of dropping the whole rubric', () => {
    const rubric = {
      a: { score: 3, reason: 'x' },
      b: { score: null, reason: '', reason_removed: 'no evidence' },
      c: { score: 0, reason: 'y' },
    };
    expect(rubricScore(JSON.stringify(rubric))).toBe(0.5);
  });

  it('is null when no criterion was graded', () => {
    expect(rubricScore(JSON.stringify({ a: { score: null, reason: '' } }))).toBeNull();
  });
});
