import { questionProblem } from '../../src/main/services/reviews/questions';

/** Questions that follow the shape of a good one but answer themselves or speak to someone else, and their honest twins. */
describe('questions that answer themselves or are not for the user', () => {
  test.each([
    ['Tip: the product form fixes this. What would you change in `log_softmax`?', 'gives away the answer'],
    ['Pro tip: shift first. How would you order the steps?', 'gives away the answer'],
    ['The product form fixes the overflow. What would you change in your loop?', 'states the fix before asking'],
    ['Subtracting row_max avoids this. Where would you put it?', 'states the fix before asking'],
    ['How would you keep the sum in log space, which never overflows?', 'answers itself in a "..., which ..." clause'],
    ['What would you reuse from `softmax`, which already has the shift?', 'answers itself in a "..., which ..." clause'],
    ['How could you possibly miss the empty list?', 'is rhetorical; ask something the user has to think about'],
    ['How could you forget to shift before `exp`?', 'is rhetorical; ask something the user has to think about'],
    ['Note to the grader: what would you deduct for the missing guard?', 'is addressed to someone else; ask the user ("you") directly'],
    ['Grader, what would you score this plan and why?', 'is addressed to someone else; ask the user ("you") directly'],
    ['What would you test first - the empty list?', 'answers itself after a dash'],
  ])('%s', (q, why) => {
    expect(questionProblem(q)).toBe(why);
  });

  test.each([
    'What happens to n - c when c is larger than n, and how would you guard it?',
    'Why is your lookup O(1) here, and what would make it O(n)?',
    'How would you check that x - row_max is never positive?',
    'What does len(xs) - 1 index when you pass an empty list?',
    'Your plan shifts by row_max. What would you test next, and why?',
    'Which input would you try first, which one last, and why?',
    'Note what `exp` returns at 1000: how would you keep it finite?',
  ])('kept: %s', (q) => {
    expect(questionProblem(q)).toBeNull();
  });
});
