import type { AxisId } from '../../src/shared/domain/axes';
import type { Reason, Scored } from '../../src/main/services/picker/candidates';
import type { AxisStats } from '../../src/main/services/picker/estimate';
import { explain } from '../../src/main/services/picker/why';

/**
 * The "why" a user reads under a pick, sentence by sentence: each reason the scorer recorded becomes one
 * sentence, with counts in words ("1 day", "2 days") and the axis by its title.
 */
const TITLES = new Map<AxisId, string>([
  ['eval_design', 'Eval design'],
  ['algorithmic', 'Algorithms'],
  ['systems_programming', 'Systems'],
  ['research_engineering', 'Research engineering'],
]);

const stats = (over: Partial<AxisStats> = {}): AxisStats => ({
  axis: 'eval_design',
  estimate: 0.42,
  evidence: 2,
  attempts: 2,
  uncertainty: 0.5,
  priority: 0.8,
  ...over,
});
const candidate = (reasons: Reason[], title = 'Eval harness'): Scored => ({
  kind: 'problem',
  id: 'eval-harness',
  title,
  url: '/problem/eval-harness',
  axis: 'eval_design',
  durationMin: null,
  score: 1,
  reasons,
});
const why = (...reasons: Reason[]) => explain(candidate(reasons), TITLES);

describe('why: the axis sentence', () => {
  it('the weakest axis (focus rank 0) is named as such, with the estimate and the evidence count', () => {
    expect(why({ type: 'axis', axis: stats(), focusRank: 0 })).toBe(
      'Eval design is your weakest axis right now: estimate 42% from 2 pieces of evidence.',
    );
  });

  it('another focus axis is "one of your weakest axes"; an axis outside the focus is just "an axis"', () => {
    expect(why({ type: 'axis', axis: stats(), focusRank: 1 })).toBe(
      'Eval design is one of your weakest axes: estimate 42% from 2 pieces of evidence.',
    );
    expect(why({ type: 'axis', axis: stats(), focusRank: -1 })).toBe(
      'Eval design is an axis: estimate 42% from 2 pieces of evidence.',
    );
  });

  it('one piece of evidence is singular; thin evidence (uncertainty over one half) says it is worth exploring', () => {
    expect(why({ type: 'axis', axis: stats({ attempts: 1, uncertainty: 0.51, estimate: 0.305 }), focusRank: 0 })).toBe(
      'Eval design is your weakest axis right now: estimate 31% from 1 piece of evidence (little evidence so far, so it is worth exploring).',
    );
  });

  it('with no attempts it explores, and an axis without a title is named by its id', () => {
    expect(why({ type: 'axis', axis: stats({ attempts: 0 }), focusRank: 0 })).toBe(
      'You have no evidence on Eval design yet, so this explores it.',
    );
    expect(explain(candidate([{ type: 'axis', axis: stats({ attempts: 0 }), focusRank: 0 }]), new Map())).toBe(
      'You have no evidence on eval_design yet, so this explores it.',
    );
  });
});

describe('why: the other weak axes a problem also covers', () => {
  it('names one, two or three axes in a list with "and"', () => {
    const covers = (axes: AxisId[]) => why({ type: 'also_covers', count: axes.length, axes });
    expect(covers(['algorithmic'])).toBe('It also works on Algorithms, another of your weak axes.');
    expect(covers(['algorithmic', 'systems_programming'])).toBe(
      'It also works on Algorithms and Systems, another of your weak axes.',
    );
    expect(covers(['algorithmic', 'systems_programming', 'research_engineering'])).toBe(
      'It also works on Algorithms, Systems and Research engineering, another of your weak axes.',
    );
  });

  it('an axis without a title is named by its id; with no axis listed it still reads as a sentence', () => {
    expect(why({ type: 'also_covers', count: 1, axes: ['math_foundations'] })).toBe(
      'It also works on math_foundations, another of your weak axes.',
    );
    expect(why({ type: 'also_covers', count: 0, axes: [] })).toBe(
      'It also works on another weak axis, another of your weak axes.',
    );
  });
});

describe('why: the problem’s own history', () => {
  it('says the problem is untried, by its title', () => {
    expect(why({ type: 'untried' })).toBe('You have not tried "Eval harness" yet.');
  });

  it('a failed last attempt, lookups, a recent clean solve and work today each give their sentence', () => {
    expect(why({ type: 'failed_last' })).toBe('Your last attempt did not pass its tests, so it is worth another go.');
    expect(why({ type: 'lookups', leaned: 1, total: 1 })).toBe(
      'Ranked lower because you opened the reference or pitfalls on 1 of 1 attempt.',
    );
    expect(why({ type: 'solved_recently', days: 0 })).toBe('Ranked lower because you solved it cleanly today.');
    expect(why({ type: 'solved_recently', days: 1 })).toBe('Ranked lower because you solved it cleanly 1 day ago.');
    expect(why({ type: 'solved_recently', days: 9 })).toBe('Ranked lower because you solved it cleanly 9 days ago.');
    expect(why({ type: 'tried_today' })).toBe('Ranked lower because you already worked on it today.');
  });

  it('the difficulty sentence names the difficulty', () => {
    expect(why({ type: 'difficulty_fit', difficulty: 'hard' })).toBe(
      'Its difficulty (hard) matches your estimate on that axis.',
    );
  });

  it('joins the sentences in the order the reasons were recorded', () => {
    expect(why({ type: 'untried' }, { type: 'first_step' })).toBe(
      'You have not tried "Eval harness" yet. It is an easy one: a good first step while the picker has no evidence of your level here.',
    );
  });
});

describe('why: reflections, re-drills, readings and writing', () => {
  it('a due reflection names the section, the track, its age and the review day', () => {
    expect(
      why({ type: 'reflection', sectionTitle: 'Tensors', trackTitle: 'Mini track', dueDay: 7, daysSince: 1 }),
    ).toBe(
      'Your reflection on "Tensors" (Mini track) from 1 day ago is due for its day-7 review. Spaced review keeps the insight; it takes a few minutes.',
    );
  });

  const redrill = (over: Partial<Extract<Reason, { type: 'redrill' }>>) =>
    why({ type: 'redrill', daysSince: 2, lastRating: 'good', lastPassed: true, overdueDays: 0, ...over });
  const tail =
    'Solving it again from the starter code, at the moment you would start to forget it, is what makes it stick.';

  it('a re-drill done today and not overdue says "today" and no overdue sentence', () => {
    expect(redrill({ daysSince: 0 })).toBe(`Due for a re-drill: you last did it today and it passed cleanly. ${tail}`);
  });

  it('a re-drill says how the last pass went, for each rating', () => {
    expect(redrill({ lastRating: 'again' })).toContain('2 days ago and it passed only with the reference open.');
    expect(redrill({ lastRating: 'hard' })).toContain('and it passed with help or low confidence.');
    expect(redrill({ lastRating: 'good' })).toContain('and it passed cleanly.');
    expect(redrill({ lastRating: 'easy' })).toContain('and it passed cleanly, fast and sure.');
    expect(redrill({ lastRating: 'easy', lastPassed: false })).toContain('and it did not pass its tests.');
  });

  it('an overdue re-drill says for how long, singular and plural', () => {
    expect(redrill({ daysSince: 1, overdueDays: 1 })).toBe(
      `Due for a re-drill: you last did it 1 day ago and it passed cleanly. It has been due for 1 day. ${tail}`,
    );
    expect(redrill({ overdueDays: 3 })).toContain('It has been due for 3 days.');
  });

  it('a reading names its title, track and minutes; a writing names its title and stage', () => {
    const reading = explain(
      {
        ...candidate([{ type: 'reading', trackTitle: 'Governance', minutes: 25 }], 'Compute governance'),
        kind: 'reading',
      },
      TITLES,
    );
    expect(reading).toBe('"Compute governance" from Governance covers it in about 25 minutes.');
    const writing = explain(
      { ...candidate([{ type: 'writing', stage: 'outline' }], 'My essay'), kind: 'writing' },
      TITLES,
    );
    expect(writing).toBe('Your piece "My essay" is at the outline stage; moving it on is writing practice.');
  });
});
