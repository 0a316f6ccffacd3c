import { questionKey, questionProblem, sameQuestion } from '../../src/main/services/reviews/questions';

/** Rule 4 word for word: each kind of refusal with its exact reason, and the edges of each rule. */
const EMPTY = 'is empty';
const NO_MARK = 'is not a question (it has no question mark)';
const AFTER_MARK = 'continues after the question mark, which answers or hints at it';
const ANSWER = 'gives away the answer';
const DASH = 'answers itself after a dash';
const PAREN = 'hints at the answer in parentheses';
const WHICH_IS = 'answers itself ("which is", "i.e.", ...)';
const COLON = 'answers itself after a colon';
const RHETORICAL = 'is rhetorical; ask something the user has to think about';
const THIRD = 'is addressed to someone else; ask the user ("you") directly';
const NOT_TO_USER = 'is not addressed to the user (use "you")';
const YES_NO = 'is a yes/no question; ask an open one (what, why, how ...)';
const NOT_OPEN = 'is not open-ended';

describe('questionProblem, reason by reason', () => {
  test.each<[string, string | null]>([
    // Empty, no mark, text after the mark.
    ['', EMPTY],
    [' \n\t ', EMPTY],
    ['Think about your empty case.', NO_MARK],
    ['What did you try? It raises.', AFTER_MARK],
    ['What did you try?x', AFTER_MARK],
    ['What did you try?   ', null],
    ['  What did you try?', null],
    // The last mark counts: two questions in a row are not "text after the mark".
    ['What did you try first? What would you try next?', null],
    // Answer markers.
    ['What would you do, given the answer is a guard?', ANSWER],
    ['What would you do? Answer: a guard?', ANSWER],
    ['What would you do? Hint: a guard?', ANSWER],
    ['What would you change, since the fix is small?', ANSWER],
    ['What would you change, since the solution is small?', ANSWER],
    ['What would you change, since the trick is small?', ANSWER],
    ['What would you change, since the key is small?', ANSWER],
    ['What would you change, since the problem is small?', ANSWER],
    ['What would you change, since the bug is small?', ANSWER],
    ['What would you change, since the issue is small?', ANSWER],
    ['What would you change, knowing you should use a guard?', ANSWER],
    ['What would you change, knowing you should have added a guard?', ANSWER],
    ['What would you change, knowing you should switch loops?', ANSWER],
    ['What would you change, knowing you need to guard it?', ANSWER],
    ['What would you change, knowing you needed to guard it?', ANSWER],
    ['What would you change if you need to scale your loop?', null],
    ['What would you change (spoiler) in your loop?', ANSWER],
    ['What would you change in your loop, for example, use a guard?', ANSWER],
    ['What would you change in your loop, for example try a guard?', ANSWER],
    ['What would you change in your loop, for example?', null],
    // A dash with a space on either side, or a spaced hyphen.
    ['What guards your loop — the shift?', DASH],
    ['What guards your loop —the shift?', DASH],
    ['What guards your loop— the shift?', DASH],
    ['What guards your loop – the shift?', DASH],
    ['What guards your loop - the shift?', DASH],
    ['What guards your loop -- the shift?', DASH],
    ['What guards your log-sum-exp loop?', null],
    ['What guards your loop—the shift?', null],
    // Parentheses with a word in them, except the open asides.
    ['What guards your loop (the shift)?', PAREN],
    ['What guards your loop (x)?', PAREN],
    ['What guards your loop ()?', null],
    ['What guards your loop (?)?', null],
    ['What guards your loop (and why)?', null],
    ['What guards your loop ( and how )?', null],
    ['What guards your loop (if any)?', null],
    ['What guards your loop (or not)?', null],
    ['What guards your loop (IF SO)?', null],
    ['What guards your loop (and why not)?', PAREN],
    ['What does `f(x)` return in your loop?', null],
    // "which is", "that is", "i.e.", "e.g.", "namely".
    ['What guards your loop, which is the shift?', WHICH_IS],
    ['What guards your loop,that is the shift?', WHICH_IS],
    ['What guards your loop which is the shift?', WHICH_IS],
    ['What guards your loop which is a shift?', WHICH_IS],
    ['What guards your loop which is an extra pass?', WHICH_IS],
    ['What guards your loop which is to shift?', WHICH_IS],
    ['What guards your loop which is because of the max?', WHICH_IS],
    ['What guards your loop which is why it is safe?', WHICH_IS],
    ['Which is the step you would change first?', null],
    ['What guards your loop, i.e.the shift?', WHICH_IS],
    ['What guards your loop, e.g.the shift?', WHICH_IS],
    ['What guards your loop, namely the shift?', WHICH_IS],
    // After a colon: fine only when another open question follows.
    ['What guards your loop: the shift?', COLON],
    ['One thing in your loop: what guards it?', null],
    ['One thing in your loop: in the end, which step guards it?', null],
    ['One thing for you: describe your guard?', NOT_OPEN],
    ['One thing for you:   describe your guard?', NOT_OPEN],
    ['What does `a:b` mean in your loop?', null],
    // Rhetorical.
    ["Isn't your loop slow?", RHETORICAL],
    ["Aren't your loops slow?", RHETORICAL],
    ["Wasn't your loop slow?", RHETORICAL],
    ["Weren't your loops slow?", RHETORICAL],
    ["Don't you see the overflow?", RHETORICAL],
    ["Doesn't your loop overflow?", RHETORICAL],
    ["Didn't you see the overflow?", RHETORICAL],
    ["Won't your loop overflow?", RHETORICAL],
    ["Wouldn't your loop overflow?", RHETORICAL],
    ["Shouldn't your loop shift first?", RHETORICAL],
    ["Couldn't your loop shift first?", RHETORICAL],
    ["Can't your loop shift first?", RHETORICAL],
    ["Haven't you seen the overflow?", RHETORICAL],
    ["Hasn't your loop overflowed?", RHETORICAL],
    ['Why not shift your loop first?', RHETORICAL],
    ['How about shifting your loop first?', RHETORICAL],
    ['What about just shifting your loop first?', RHETORICAL],
    ['What about shifting your loop first?', null],
    ['What in your loop is obviously wrong?', RHETORICAL],
    ['What in your loop is surely wrong?', RHETORICAL],
    ['What in your loop is, of course, wrong?', RHETORICAL],
    ['What clearly you missed in your loop?', RHETORICAL],
    ['Why, isn\'t it clear, does your loop overflow?', RHETORICAL],
    ['Why does the notation not matter to you?', null],
    // Addressed to someone else.
    ['How would a reviewer read your loop?', THIRD],
    ['How would  the reviewer read your loop?', THIRD],
    ['How would reviewer read your loop?', THIRD],
    ['How would one read your loop?', THIRD],
    ['How might someone read your loop?', THIRD],
    ['How does your teammate read your loop?', THIRD],
    ['How does your interviewer rate your loop?', THIRD],
    ['Why do people expect your loop to overflow?', THIRD],
    ['Why do you think your loop overflows?', null],
    ['What did your reader notice in your loop?', THIRD],
    // Not to the user.
    ['Why does the loop overflow?', NOT_TO_USER],
    ['What would yourself-check show?', null],
    // Yes/no openers (after "So," and the like), and the polite requests.
    ['Did you test your loop?', YES_NO],
    ['So, did you test your loop?', YES_NO],
    ['And did you test your loop?', YES_NO],
    ['Now, did you test your loop?', YES_NO],
    ['Then did you test your loop?', YES_NO],
    ['Okay, did you test your loop?', YES_NO],
    ['Ok did you test your loop?', YES_NO],
    ['Right, did you test your loop?', YES_NO],
    ['Sodid you test your loop?', NOT_OPEN],
    ['Did you check which inputs overflow?', YES_NO],
    ['Can you walk me through your loop?', null],
    ['Could you explain your loop?', null],
    ['Would you describe your loop?', null],
    ['Will you tell me about your loop?', null],
    ['Can you talk me through your loop?', null],
    ['Can you show me your loop?', null],
    ['Can you say more about your loop?', null],
    ['Can you sketch your loop?', null],
    ['Can you outline your loop?', null],
    ['Can you list your loop’s steps?', null],
    ['Can you run your loop?', YES_NO],
    ['Should you walk through your loop?', YES_NO],
    // Open openers without a wh-word.
    ['Whom did you ask about your loop?', null],
    ['Whose loop did you copy?', null],
    ['Walk me through your loop?', null],
    ['Describe your loop?', null],
    ['Explain your loop?', null],
    ['Tell me about your loop?', null],
    ['Suppose your list is empty?', null],
    ['Imagine your list is empty?', null],
    ['If your list is empty?', null],
    ['In what order do you shift?', null],
    ['To what end do you shift?', null],
    ['Talk me through your loop?', null],
    ['Sketch your loop?', null],
    ['Given your loop, then?', null],
    ['Say your list is empty?', null],
    ['Picture your list empty?', null],
    ['Your loop, then?', NOT_OPEN],
    ['Your loop, and where it breaks?', null],
  ])('%j', (question, want) => {
    expect(questionProblem(question)).toBe(want);
  });

  test('"i.e." and "e.g." end no sentence: what follows them is a self-answer, not a new question', () => {
    expect(questionProblem('What guards your loop, i.e. the shift?')).toBe(WHICH_IS);
    expect(questionProblem('What guards your loop, E.G. the shift?')).toBe(WHICH_IS);
    // These were accepted (or refused for the wrong reason) while the split cut the question after "i.e.".
    expect(questionProblem('What would you try, i.e. why the guard?')).toBe(WHICH_IS);
    expect(questionProblem('What would you try, e.g. which empty list breaks it?')).toBe(WHICH_IS);
    expect(questionProblem('Which input, e.g. an empty list, would you try first?')).toBe(WHICH_IS);
    // Other abbreviations still end a sentence.
    expect(questionProblem('Your loop, etc. What would you try next?')).toBeNull();
    expect(questionProblem('Your loop is fine, cf. Did you test it?')).toBe(YES_NO);
  });

  test('the edges of each pattern', () => {
    expect(questionProblem('What guards your loop (-1)?')).toBe(PAREN);
    expect(questionProblem('What guards your loop (the shift )?')).toBe(PAREN);
    expect(questionProblem('What guards your loop, which is slow?')).toBe(WHICH_IS);
    expect(questionProblem('What guards your loop  which is the shift?')).toBe(WHICH_IS);
    // Rhetorical openers count only at the start; the other markers anywhere.
    expect(questionProblem("Why doesn't your loop overflow?")).toBeNull();
    expect(questionProblem('What would you change in your loop, and why not the shift?')).toBeNull();
    expect(questionProblem('What would you do, how about your loop?')).toBeNull();
    expect(questionProblem('So, what about just your loop?')).toBeNull();
    expect(questionProblem('What did you hear people say about your loop?')).toBe(THIRD);
    expect(questionProblem('What did you hear anyone say about your loop?')).toBe(THIRD);
    expect(questionProblem('What would A REVIEWER say about your loop?')).toBe(THIRD);
    // Polite requests and open openers count only at the start.
    expect(questionProblem('Is it fine, or could you explain your loop?')).toBe(YES_NO);
    expect(questionProblem('Your loop, if your list is empty?')).toBe(NOT_OPEN);
    // Code in backticks stands for a word, so it is not skipped when finding the opener.
    expect(questionProblem('`row_max` is what you return?')).toBeNull();
    expect(questionProblem('So,did you test your loop?')).toBe(YES_NO);
  });

  test('only the sentence holding the last question is judged', () => {
    expect(questionProblem('Your loop is fine. Did you test it?')).toBe(YES_NO);
    expect(questionProblem('Did you test it. What would you test next?')).toBeNull();
    expect(questionProblem('What did you test first? Did you test it?')).toBe(YES_NO);
    expect(questionProblem('Did you test it? What would you test next?')).toBeNull();
    expect(questionProblem('The loop (the shift) is fine. What would you test next?')).toBeNull();
    expect(questionProblem('The loop: fine! What would you test next?')).toBeNull();
  });
});

describe('questionKey and sameQuestion', () => {
  test('content words, lowercased, without quotes and backticks or stop words', () => {
    expect([...questionKey("Why did you shift `row_max` by the list's “max” 2x?")]).toEqual([
      'shift',
      'row_max',
      'lists',
      'max',
      '2x',
    ]);
    expect([...questionKey('What would you do?')]).toEqual([]);
    expect([...questionKey('???')]).toEqual([]);
  });

  test('Jaccard of at least 0.8, exactly', () => {
    // 4 shared of 5: 0.8.
    expect(sameQuestion('alpha beta gamma delta epsilon?', 'alpha beta gamma delta?')).toBe(true);
    // 3 shared of 4 (0.75).
    expect(sameQuestion('alpha beta gamma delta?', 'alpha beta gamma?')).toBe(false);
    expect(sameQuestion('alpha beta?', 'gamma delta?')).toBe(false);
  });

  test('questions with no content words are the same only when their text is', () => {
    expect(sameQuestion('What would you do?', '  what would YOU do?  ')).toBe(true);
    expect(sameQuestion('  what would YOU do?  ', 'What would you do?')).toBe(true);
    expect(sameQuestion('What would you do?', 'What do you think?')).toBe(false);
    expect(sameQuestion('What would you do?', 'What would you do about alpha?')).toBe(false);
    expect(sameQuestion('alpha?', '???')).toBe(false);
  });
});
