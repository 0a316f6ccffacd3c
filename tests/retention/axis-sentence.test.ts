import {
  axisSentence,
  lastMonths,
  TREND_MIN_ATTEMPTS,
  TREND_MIN_DAYS,
} from '../../src/main/services/retention/progress';
import { axisDay, utcDay } from '../../src/main/services/retention/derive';
import type { AttemptEvidence } from '../../src/main/db/repositories/picker-evidence';
import { axisEvidenceOfDays, axisHistoryOfDays } from './axis-days-reference';

const NOW = new Date('2026-11-20T09:00:00.000Z');
const AXES = [
  { id: 'algorithmic' as const, title: 'Algorithms', description: '' },
  { id: 'math_foundations' as const, title: 'Math foundations', description: '' },
];
const MONTHS = lastMonths(NOW, 12);
const FROM_DAY = utcDay(`${MONTHS[0]}-01T00:00:00.000Z`);

const attempt = (createdAt: string, passed: boolean): AttemptEvidence => ({
  problemSlug: 'p',
  passed,
  testStatus: passed ? 'passed' : 'failed',
  lookedReference: false,
  lookedPitfalls: false,
  hints: 0,
  confidence: 3,
  mode: 'practice',
  createdAt,
  reviewScore: null,
  rubricScore: null,
});

/** `count` passing attempts on `axis`, one per day ending `lastDaysAgo` days before NOW, `gap` days apart. */
function days(axis: string, count: number, gap: number, lastDaysAgo = 1) {
  const rows = [];
  for (let i = 0; i < count; i++) {
    const at = new Date(NOW.getTime() - (lastDaysAgo + i * gap) * 86_400_000).toISOString();
    rows.push(...axisDay(utcDay(at), [attempt(at, true)], () => [axis]));
  }
  return rows;
}

const sentence = (rows: ReturnType<typeof days>) =>
  axisSentence(axisHistoryOfDays(AXES, rows, MONTHS, NOW), axisEvidenceOfDays(rows, FROM_DAY));

describe('the axes sentence claims a trend only with enough evidence', () => {
  it('after one day of drills names no axis as rising, and says how little there is', () => {
    const one = days('algorithmic', 3, 0);
    const text = sentence(one);
    expect(text).not.toMatch(/rose|slipped/);
    expect(text).toContain('Too little history to say which axes moved');
    expect(text).toContain('3 attempts, over 1 day');
    expect(text).toContain(`${TREND_MIN_ATTEMPTS} attempts spread over ${TREND_MIN_DAYS} days`);
  });

  it('many attempts packed into a week are still not a trend', () => {
    expect(sentence(days('algorithmic', 12, 0.5))).not.toMatch(/rose/);
  });

  it('names the axis that rose once it has enough attempts over enough days, and says which others cannot be read', () => {
    const rows = [...days('algorithmic', TREND_MIN_ATTEMPTS + 1, 9), ...days('math_foundations', 2, 1)];
    const text = sentence(rows);
    expect(text).toMatch(/^Algorithms rose most \(\d+ points over the year\)/);
    expect(text).toContain('1 other axis has too little history to say.');
  });

  it('with no evidence at all says the lines start to move with submissions', () => {
    expect(sentence([])).toBe('No axis has evidence yet: submit problems and the lines start to move.');
  });

  it('counts only evidence inside the charted year', () => {
    const old = days('algorithmic', 10, 7, 400);
    expect(axisEvidenceOfDays(old, FROM_DAY).size).toBe(0);
  });
});
