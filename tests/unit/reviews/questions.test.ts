import { questionProblem } from '../../../src/main/services/reviews/questions';

describe('review questions (rule 4: open-ended, to the user, not answered)', () => {
  it.each([
    'What would you expect `stable_softmax` to return for an empty list, and why?',
    'How would you convince yourself the output still sums to one?',
    'If your input had a million rows, which step of your plan breaks first?',
    'Walk me through how you chose the row max rather than the global max: what did you weigh?',
  ])('accepts %s', (q) => expect(questionProblem(q)).toBeNull());

  it.each([
    ['Why did you subtract the max? Because it prevents overflow.', /continues after/],
    ['What is the fix here? ', null],
    ['Did you test the empty list?', /yes\/no/],
    ['What would you do? The answer is to guard the empty case?', /gives away/],
    ['How does softmax behave with large inputs?', /addressed to the user/],
    ['Think about the empty case.', /not a question/],
    ['', /empty/],
  ])('rejects %s', (q, why) => {
    const problem = questionProblem(q);
    expect(problem).toMatch(why ?? /addressed/);
  });
});
