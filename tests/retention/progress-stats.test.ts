import { calibration, calibrationSentence, levelSentence } from '../../src/main/services/retention/calibration';
import {
  axisEvidence,
  axisLines,
  axisWindows,
  drillStreak,
  lastMonths,
  redrillsByMonth,
} from '../../src/main/services/retention/progress';
import { EVIDENCE_WINDOW_DAYS } from '../../src/main/services/picker';
import { axisDay, utcDay } from '../../src/main/services/retention/derive';
import { axisHistoryOfDays } from './axis-days-reference';

const DAY = 86_400_000;

const NOW = new Date('2026-11-20T09:00:00.000Z');

describe('calibration statistics', () => {
  const rows = [
    { confidence: 4, mode: 'practice' as const, n: 15, passed: 10 },
    { confidence: 4, mode: 'interview' as const, n: 6, passed: 3 },
    { confidence: 2, mode: 'practice' as const, n: 4, passed: 3 },
  ];
  it('counts each level, with pass rates and null for empty levels', () => {
    const [all] = calibration(rows);
    expect(all!.mode).toBe('all');
    expect(all!.levels[3]).toEqual({ confidence: 4, attempts: 21, passed: 13, pass_rate: 13 / 21 });
    expect(all!.levels[0]).toEqual({ confidence: 1, attempts: 0, passed: 0, pass_rate: null });
  });
  it('reads each level in a plain sentence', () => {
    expect(levelSentence(4, 21, 13, 'all')).toBe('When you say 4, ship-ready, your code passed 62% of 21 times.');
    expect(levelSentence(2, 1, 1, 'interview')).toBe('When you say 2, guessing with a hunch in interview mode, your code passed 100% of the 1 time.');
    expect(calibration(rows)[0]!.sentences).toHaveLength(2);
  });
  it('splits interview from practice only with enough interview attempts', () => {
    expect(calibration(rows)).toHaveLength(1);
    const more = [...rows, { confidence: 5, mode: 'interview' as const, n: 14, passed: 7 }];
    expect(calibration(more).map((c) => c.mode)).toEqual(['all', 'practice', 'interview']);
    expect(calibration(more)[2]!.levels[4]!.attempts).toBe(14);
  });
  it('names the most over-confident level, or says the dots sit on the diagonal', () => {
    const over = calibration([{ confidence: 5, mode: 'practice', n: 10, passed: 3 }])[0]!;
    expect(calibrationSentence(over)).toContain('most over-confident at 5: your code passed 30%');
    const good = calibration([{ confidence: 4, mode: 'practice', n: 10, passed: 7 }])[0]!;
    expect(calibrationSentence(good)).toContain('near the diagonal');
    expect(calibrationSentence(calibration([])[0]!)).toContain('needs 5 attempts');
  });
});

describe('progress statistics', () => {
  it('lists the last twelve months up to now', () => {
    expect(lastMonths(NOW, 3)).toEqual(['2026-09', '2026-10', '2026-11']);
  });
  it('axis windows: each month ends at its last instant (now for the current one), the evidence window before it', () => {
    const windows = axisWindows(lastMonths(NOW, 3), NOW);
    const ends = ['2026-10-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z', NOW.toISOString()];
    expect(windows.map((w) => new Date(w.atMs).toISOString())).toEqual(ends);
    // 180 days before 9:00 on the 20th falls at 9:00 on a day: that whole day is in.
    expect(windows.map((w) => w.fromDay)).toEqual(ends.map((e) => Math.floor(Date.parse(e) / DAY) - EVIDENCE_WINDOW_DAYS));
  });
  it('axis lines: the prior where an axis has no sums, the picker estimate where it has', () => {
    const axes = [
      { id: 'algorithmic' as const, title: 'Algorithms', description: '' },
      { id: 'eval_design' as const, title: 'Evals', description: '' },
    ];
    const lines = axisLines(axes, ['2026-10', '2026-11'], [
      { window: 1, axis: 'algorithmic', w: 3, ws: 0.5, n: 4 },
      { window: 0, axis: 'eval_design', w: 1, ws: 1, n: 1 },
      { window: 1, axis: 'training_mechanics', w: 9, ws: 9, n: 9 },
    ]);
    expect(lines).toEqual([
      { axis: 'algorithmic', title: 'Algorithms', points: [{ month: '2026-10', estimate: 0.5, attempts: 0 }, { month: '2026-11', estimate: 1 / 4, attempts: 4 }] },
      { axis: 'eval_design', title: 'Evals', points: [{ month: '2026-10', estimate: 0.75, attempts: 1 }, { month: '2026-11', estimate: 0.5, attempts: 0 }] },
    ]);
    expect(axisEvidence([{ axis: 'eval_design', attempts: 2, firstDay: 5, lastDay: 9 }])).toEqual(
      new Map([['eval_design', { attempts: 2, firstDay: 5, lastDay: 9 }]]),
    );
  });
  it('axis history from day rows: prior before any evidence, then the estimate moves with it', () => {
    const at = '2026-10-10T10:00:00.000Z';
    const days = axisDay(utcDay(at), [
      { problemSlug: 'p', passed: false, testStatus: 'failed', lookedReference: false, lookedPitfalls: false, hints: 0, confidence: 3, mode: 'practice', createdAt: at, reviewScore: null, rubricScore: null },
    ], () => ['algorithmic']);
    const [h] = axisHistoryOfDays([{ id: 'algorithmic', title: 'Algorithms', description: '' }], days, lastMonths(NOW, 3), NOW);
    expect(h!.points.map((p) => p.attempts)).toEqual([0, 1, 1]);
    expect(h!.points[0]!.estimate).toBe(0.5);
    expect(h!.points[1]!.estimate).toBeLessThan(0.5);
  });
  it('counts re-drills per month and the daily streak', () => {
    const fact = (createdAt: string, redrill: boolean) => ({ attemptId: createdAt, problemSlug: 'p', difficulty: null, passed: true, workMs: 0, rating: 'good' as const, redrill, dueAfter: createdAt, createdAt });
    expect(redrillsByMonth([fact('2026-11-02T00:00:00Z', true), fact('2026-11-03T00:00:00Z', false), fact('2026-10-02T00:00:00Z', true)], ['2026-10', '2026-11'])).toEqual([
      { month: '2026-10', done: 1 },
      { month: '2026-11', done: 1 },
    ]);
    const times = ['2026-11-19T10:00:00Z', '2026-11-18T10:00:00Z', '2026-11-10T10:00:00Z', '2026-11-11T10:00:00Z', '2026-11-12T10:00:00Z'];
    expect(drillStreak(times, NOW, 0)).toEqual({ current: 2, longest: 3 });
    expect(drillStreak([], NOW, 0)).toEqual({ current: 0, longest: 0 });
  });
});
