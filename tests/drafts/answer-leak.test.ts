import { findAnswerLeaks } from '../../src/main/services/drafts/answer-leak';
import { BROKEN, SOURCE_REFERENCE, SOURCE_TESTS } from '../support/draft-replies';

/** The debugging problem built on pass-at-k: the fix is `ratio *= 1.0 - k / i` (the broken version has `(i + 1)`). */
const problem = (over: { statement_md?: string; hints?: string[]; pitfalls_md?: string }) => ({
  reference: SOURCE_REFERENCE,
  starter: BROKEN,
  tests: SOURCE_TESTS,
  statement_md: 'This `pass_at_k` gives wrong answers. Find the bug and fix it.',
  hints: ['Compare one term of the product with the definition.'],
  pitfalls_md: 'Off-by-one in the product bounds.',
  ...over,
});

describe('findAnswerLeaks', () => {
  test('the fix embedded whole, reformatted, or in prose is found in the field that has it', () => {
    expect(findAnswerLeaks(problem({ statement_md: `Broken. The reference is:\n\n\`\`\`python\n${SOURCE_REFERENCE}\`\`\`` }))).toEqual([
      { field: 'the statement', code: 'ratio *= 1.0 - k / i' },
    ]);
    expect(findAnswerLeaks(problem({ hints: ['Look at the loop.', 'It should read ratio*=1.0-k/i.'] }))).toEqual([
      { field: 'hint 2', code: 'ratio *= 1.0 - k / i' },
    ]);
    expect(findAnswerLeaks(problem({ pitfalls_md: 'Write `ratio  *=  1.0 -\n  k / i`, not the shifted term.' }))).toEqual([
      { field: 'the pitfalls', code: 'ratio *= 1.0 - k / i' },
    ]);
  });

  test('an exercise solution given in parts across hints is found in each part', () => {
    const reference = 'def mean(xs):\n    if not xs:\n        raise ValueError("empty")\n    total = sum(xs)\n    return total / len(xs)\n';
    const leaks = findAnswerLeaks({
      reference,
      starter: 'def mean(xs):\n    raise NotImplementedError\n',
      tests: 'from solution import mean\n',
      statement_md: 'Write `mean(xs)`.',
      hints: ["Start with: if not xs: raise ValueError('empty')", 'Then total = sum(xs) and return total / len(xs).'],
      pitfalls_md: 'Empty input.',
    });
    expect(leaks.map((l) => l.field)).toEqual(['hint 1', 'hint 2']);
  });

  test('texts that point at the bug without the code are kept, as are starter and test code', () => {
    expect(
      findAnswerLeaks(
        problem({
          statement_md: 'This `pass_at_k(n, c, k)` gives wrong answers for k < n - c. Find the bug; `ratio = 1.0` starts the product.',
          hints: ['Compare the term for i = n with the formula 1 - k/i.', 'What does the loop multiply when i = n - c + 1?'],
          pitfalls_md: 'The term uses the loop variable, not i + 1. Check `pass_at_k(10, 3, 2)` by hand.',
        }),
      ),
    ).toEqual([]);
  });
});
