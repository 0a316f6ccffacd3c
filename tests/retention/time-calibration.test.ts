import {
  countedMinutes,
  ESTIMATE_MIN_SECTIONS,
  formatEstimate,
  personalMinutes,
  sectionMinutes,
  timeRatios,
  timeSentence,
  type SectionTiming,
} from '../../src/main/services/retention/time-calibration';

const t = (over: Partial<SectionTiming>): SectionTiming => ({
  kind: 'external_reading',
  authoredMin: 60,
  startedAt: '2026-05-01T10:00:00.000Z',
  completedAt: '2026-05-01T11:30:00.000Z',
  correctedMinutes: null,
  ...over,
});

describe('time calibration statistics (fixtures)', () => {
  it('a section takes from its first start to done, or the user\'s correction', () => {
    expect(sectionMinutes(t({}))).toBe(90);
    expect(sectionMinutes(t({ correctedMinutes: 45 }))).toBe(45);
    // The correction wins even without a recorded start.
    expect(sectionMinutes(t({ startedAt: null, correctedMinutes: 30 }))).toBe(30);
    expect(sectionMinutes(t({ startedAt: null }))).toBeNull();
    expect(sectionMinutes(t({ completedAt: null }))).toBeNull();
    // Done before started (clock skew) is not a time.
    expect(sectionMinutes(t({ completedAt: '2026-05-01T09:00:00.000Z' }))).toBeNull();
  });

  it('the ratio per kind is the median of your minutes over authored minutes', () => {
    const ratios = timeRatios([
      t({}), // 1.5
      t({ completedAt: '2026-05-01T12:00:00.000Z' }), // 2
      t({ completedAt: '2026-05-11T10:00:00.000Z' }), // left open 10 days: 240x, implausible until confirmed
      t({ kind: 'external_exercise', authoredMin: 120, correctedMinutes: 60 }), // 0.5
      t({ kind: 'external_exercise', startedAt: null }), // unknown: not counted
    ]);
    expect(ratios).toEqual([
      { kind: 'external_exercise', sections: 1, ratio: 0.5 },
      { kind: 'external_reading', sections: 2, ratio: 1.75 },
    ]);
  });

  it('an implausible measured time stays out of the ratios until the learner confirms or corrects it', () => {
    // Marked done a minute after opening a 60-minute reading: the work happened elsewhere.
    const rushed = t({ completedAt: '2026-05-01T10:00:30.000Z' });
    const quick = t({ completedAt: '2026-05-01T10:03:00.000Z' }); // 3 of 60 min: under a tenth
    expect(countedMinutes(rushed)).toBeNull();
    expect(countedMinutes(quick)).toBeNull();
    expect(timeRatios([rushed, quick, t({})])).toEqual([{ kind: 'external_reading', sections: 1, ratio: 1.5 }]);
    // The learner's own figure counts, however short: they said so.
    expect(countedMinutes(t({ completedAt: '2026-05-01T10:00:30.000Z', correctedMinutes: 4 }))).toBe(4);
    // A tenth of the authored time or more, and up to ten times it, counts as measured.
    expect(countedMinutes(t({ completedAt: '2026-05-01T10:06:00.000Z' }))).toBe(6);
    expect(countedMinutes(t({ completedAt: '2026-05-01T20:00:00.000Z' }))).toBe(600);
    expect(countedMinutes(t({ completedAt: '2026-05-01T20:01:00.000Z' }))).toBeNull();
    // Progress no longer reads "0.0x the authored time" from such a record: with only it, nothing is timed.
    expect(timeSentence(timeRatios([rushed]))).toMatch(/^No timed sections yet/);
  });

  it('no timed sections, no ratios', () => {
    expect(timeRatios([])).toEqual([]);
    expect(timeRatios([t({ startedAt: null }), t({ completedAt: null })])).toEqual([]);
  });

  it('personal estimates need enough sections of the kind', () => {
    const ratios = [
      { kind: 'external_reading', sections: ESTIMATE_MIN_SECTIONS, ratio: 1.5 },
      { kind: 'external_exercise', sections: ESTIMATE_MIN_SECTIONS - 1, ratio: 3 },
    ];
    expect(personalMinutes(360, 'external_reading', ratios)).toBe(540);
    expect(personalMinutes(360, 'external_exercise', ratios)).toBeNull();
    expect(personalMinutes(360, 'other', ratios)).toBeNull();
  });

  it('formats estimates without false precision', () => {
    expect(formatEstimate(540)).toBe('about 9 h');
    expect(formatEstimate(38)).toBe('about 40 min');
    expect(formatEstimate(2)).toBe('about 5 min');
    expect(formatEstimate(95)).toBe('about 1.5 h');
    expect(formatEstimate(60)).toBe('about 1 h');
  });

  it('reads the ratios in one sentence', () => {
    expect(timeSentence([])).toMatch(/^No timed sections yet/);
    const s = timeSentence([
      { kind: 'external_exercise', sections: 1, ratio: 0.5 },
      { kind: 'external_reading', sections: 3, ratio: 2 },
    ]);
    expect(s).toBe(
      'Exercises take you 0.5x the authored time (faster) (median of 1 section); readings take you 2.0x the authored time (median of 3 sections). Track pages and Up next show estimates scaled by these ratios.',
    );
    expect(timeSentence([{ kind: 'external_reading', sections: 1, ratio: 1 }])).toContain(
      `about the authored time (median of 1 section). Estimates appear after ${ESTIMATE_MIN_SECTIONS} timed sections`,
    );
  });
});
