import { questionProblem, sameQuestion } from '../../src/main/services/reviews/questions';

/**
 * Rule 4 on a table written by hand: half acceptable, half not, every kind the checker
 * refuses represented. The expected verdict comes from this table, never from the checker.
 */
type Kind =
  | 'open'
  | 'no-question-mark'
  | 'after-mark'
  | 'answer-marker'
  | 'dash'
  | 'parenthesis'
  | 'which-is'
  | 'colon'
  | 'yes-no'
  | 'yes-no-with-wh'
  | 'rhetorical'
  | 'third-party'
  | 'not-to-user'
  | 'not-open'
  | 'empty';

const ACCEPTABLE: string[] = [
  'What would you expect `softmax` to return for an empty list, and why?',
  'How would you convince yourself the output still sums to one?',
  'If your input had a million rows, which step of your plan breaks first?',
  'Walk me through how you chose the row max rather than the global max: what did you weigh?',
  'Why did you shift by `row_max` before calling `math.exp`?',
  'Which input would you try first to break your `log_softmax`, and what would it show?',
  'Where in your code does an empty list first cause trouble?',
  'When would your plan need a second pass over the data?',
  'How did you decide that a ValueError is the right answer for empty input?',
  'What made you confident enough to skip a test for very negative logits?',
  'Describe how you would check `log_softmax` against `softmax` on the same input?',
  'Can you walk me through the order of operations in your `softmax`?',
  'Could you explain how your code behaves when two logits are equal?',
  'Suppose the logits were float16: what in your code would you change first?',
  'Imagine a teammate passes you a generator instead of a list; what happens in your function?',
  'What trade-off did you make by computing `exp_sum` in a separate line?',
  'How would you know, from your notes alone, that the plan was finished?',
  'So, what would you measure to decide between your two approaches?',
  'In what situation would you prefer your shifted form over a direct formula?',
  'To what extent does your verify phase cover the pitfalls you listed?',
  'Why might your `row_max` line be slow on a very long list, in your view?',
  'What would you change if you had to support batches, say a list of lists?',
  'How would you explain your overflow fix to someone new, in your own words?',
  'Which of your notes would you rewrite after seeing the failing test, and why?',
  'What do you expect `softmax([1000.0, 1000.0])` to give, and how would you check it?',
  'How does your code handle `[-1000.0, -1001.0]`, as far as you can tell from reading it?',
  'What would you test next, given what your run showed?',
  'Tell me how you would split your function if it grew twice as long?',
  'Given your plan, what is the first line you would write differently now?',
  'Why do you think the reference raises instead of returning an empty list?',
  'What is the smallest input where your `exp_sum` could become zero?',
  'How long do you think your approach takes on n logits, and why?',
];

const REFUSED: Array<[string, Kind]> = [
  ['', 'empty'],
  ['   ', 'empty'],
  ['Think about the empty case.', 'no-question-mark'],
  ['Consider what happens with large logits', 'no-question-mark'],
  ['Why did you subtract the max? Because it prevents overflow.', 'after-mark'],
  ['What happens on an empty list? It raises.', 'after-mark'],
  ['What would you do? The answer is to guard the empty case?', 'answer-marker'],
  ['How would you fix it? Hint: use the max?', 'answer-marker'],
  ['Where is the bug, given that the fix is to subtract the max?', 'answer-marker'],
  ['How would you handle large inputs, since you should use the log-sum-exp trick?', 'answer-marker'],
  ['Why subtract the max — to stop `exp` from overflowing?', 'dash'],
  ['What guards your empty case - the `if not xs` line?', 'dash'],
  ['What does your function return for one logit – exactly 1.0?', 'dash'],
  ['What does your function return for one logit (it should be 1.0)?', 'parenthesis'],
  ['How would you avoid overflow (hint: shift by the max)?', 'parenthesis'],
  ['What is the weak spot in your plan, which is the missing empty check?', 'which-is'],
  ['What would you add to your code, i.e. an empty-input guard?', 'which-is'],
  ['What input would you try, e.g. an empty list?', 'which-is'],
  ['What is the bug in your code: the missing guard?', 'colon'],
  ['What should your function return here: a ValueError?', 'colon'],
  ['Did you test the empty list?', 'yes-no'],
  ['Is your softmax numerically stable?', 'yes-no'],
  ['Have you thought about batches?', 'yes-no'],
  ['Would you use the same approach again?', 'yes-no'],
  ['Did you consider which inputs overflow?', 'yes-no-with-wh'],
  ['Do you know why the max is subtracted?', 'yes-no-with-wh'],
  ['Have you checked what happens for an empty list?', 'yes-no-with-wh'],
  ["Isn't it clear that an empty list needs a guard?", 'rhetorical'],
  ["Don't you think your plan skipped verification?", 'rhetorical'],
  ['Why not just use `numpy` in your code?', 'rhetorical'],
  ['How about adding a guard to your function?', 'rhetorical'],
  ['Surely you see why your code overflows?', 'rhetorical'],
  ['How would a reviewer check your overflow handling?', 'third-party'],
  ['What would an interviewer think of your plan?', 'third-party'],
  ['How would one verify your `log_softmax`?', 'third-party'],
  ['What would your teammate say about your naming?', 'third-party'],
  ['How does softmax behave with large inputs?', 'not-to-user'],
  ['Why is log-sum-exp stable?', 'not-to-user'],
  ['Your plan, your code, your test?', 'not-open'],
];

describe('rule 4 question table', () => {
  it('is a fair table: at least 60 questions, about half each way, every refused kind present', () => {
    expect(ACCEPTABLE.length + REFUSED.length).toBeGreaterThanOrEqual(60);
    expect(Math.abs(ACCEPTABLE.length - REFUSED.length)).toBeLessThanOrEqual(8);
    const kinds = new Set(REFUSED.map(([, k]) => k));
    for (const k of ['after-mark', 'answer-marker', 'dash', 'parenthesis', 'which-is', 'yes-no-with-wh', 'rhetorical', 'third-party'] as Kind[])
      expect(kinds.has(k)).toBe(true);
  });

  it.each(ACCEPTABLE)('accepts: %s', (q) => expect(questionProblem(q)).toBeNull());

  it.each(REFUSED)('refuses: %j (%s)', (q) => expect(questionProblem(q)).toEqual(expect.any(String)));

  it('says why, in words the repair request and the card can use', () => {
    expect(questionProblem('Did you consider which inputs overflow?')).toMatch(/yes\/no/);
    expect(questionProblem('How would a reviewer check your overflow handling?')).toMatch(/someone else/);
    expect(questionProblem("Isn't it clear that an empty list needs a guard?")).toMatch(/rhetorical/);
    expect(questionProblem('Why subtract the max — to stop `exp` from overflowing?')).toMatch(/dash/);
  });
});

describe('repeated questions', () => {
  it.each([
    ['What would you expect `softmax` to return for an empty list?', 'What would you expect softmax to return for an empty list, and why?'],
    ['How would you check the output sums to one?', 'How would you check that the output sums to one?'],
    ['Why did you shift by row_max?', 'why did you shift by `row_max`?'],
  ])('treats %j and %j as the same question', (a, b) => expect(sameQuestion(a, b)).toBe(true));

  it.each([
    ['What would you expect `softmax` to return for an empty list?', 'What would you expect `softmax` to return for one logit?'],
    ['How would you check the output sums to one?', 'How would you check the output never overflows?'],
  ])('keeps %j and %j apart', (a, b) => expect(sameQuestion(a, b)).toBe(false));
});
