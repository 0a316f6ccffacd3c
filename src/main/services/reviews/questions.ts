/**
 * review rule 4: a question is open-ended, addressed to the user, and the reviewer does not answer it or
 * hint at the answer. `questionProblem` returns why a question breaks the rule (null when it is fine). The
 * kinds it refuses, in the order they are checked (docs/model-layer.md "Rule 4"):
 *
 * 1. empty, or not a question (no `?`), or text after the last `?` (an answer or a hint);
 * 2. an answer marker ("the answer is", "hint:", "tip:", a leading "Note:", "the fix is", "you should use ...");
 *    a question addressed to someone else by name first ("Note to the grader: ...", "Reviewer, ...");
 *    a sentence before the question that states the fix ("The product form fixes this. What ...?");
 * 3. a self-answer inside the question: after a dash (a lone hyphen between two operands, `n - c`, is
 *    arithmetic), in parentheses (not right after a name: `O(1)`, `f(x)`), after "which is" / "i.e." / "e.g." /
 *    "namely", in an answering clause (", which never overflows"), or after a colon that does not start another
 *    open question (code in backticks is exempt);
 * 4. rhetorical: a negative opener ("Isn't it clear that ...?", "Don't you think ...?"), "why not ...",
 *    "how about ...", "obviously"/"surely"/"of course", blame ("how could you possibly / forget ...");
 * 5. addressed to someone else: "How would a reviewer ...", "What would one ...", "your teammate";
 *    or not addressed to the user at all (no "you"/"your");
 * 6. yes/no: opens with an auxiliary ("Did you consider which ...?" stays yes/no despite the later "which"),
 *    except the polite requests "Can/Could/Would you walk me through / explain / describe ...";
 * 7. not open: no wh-word and no open opener ("walk me through", "describe", "explain", ...).
 */

const ANSWER_MARKERS = [
  /\bthe answer is\b/i,
  /\banswer:/i,
  /\bhint:/i,
  /\b(pro )?tip:/i,
  /^\s*(note|nb|n\.b\.|psst|remember|reminder)\s*[:,]/i,
  /\bthe (fix|solution|trick|key|problem|bug|issue) is\b/i,
  /\byou should (have )?(use|used|add|added|write|written|check|checked|make|made|replace|replaced|switch|switched)\b/i,
  /(?<!\bif )\byou (need|needed) to\b/i,
  /\b(spoiler|for example,? (use|try))\b/i,
];
const SELF_ANSWER: Array<[RegExp, string]> = [
  [/\s[—–]\s?|\s?[—–]\s|\s--\s/, 'answers itself after a dash'],
  // `O(1)`, `f(x)`: a parenthesis right after a name is notation, not an aside.
  [/(?<![\w)\]])\((?!\s*(and why|and how|if any|or not|if so)\s*\))[^)]*\w[^)]*\)/i, 'hints at the answer in parentheses'],
  [
    /,\s*(which|that) is\b|\S\s+which is (the|a|an|to|because|why)\b|\bi\.e\.|\be\.g\.|\bnamely\b/i,
    'answers itself ("which is", "i.e.", ...)',
  ],
  [
    /,\s*which\s+(never|always|already|is|are|was|were|avoids|fixes|prevents|solves|keeps|guarantees|makes|means|ensures|handles|overflows|underflows|works|breaks|fails|stays|can't|cannot|won't|doesn't|does not|would (?!you\b)\w+|will (?!you\b)\w+)\b/i,
    'answers itself in a "..., which ..." clause',
  ],
];
/** Words a lone hyphen may sit between in arithmetic (`n - c`, `x - row_max`, `len(xs) - 1`); prose words may not. */
const PROSE = new Set('a an the it its this that these those to of and or but just use using by with so then which what how why'.split(' '));
const isOperand = (token: string): boolean => {
  let t = token.replace(/[,;:?]+$/, '');
  const depth = (t.match(/\(/g)?.length ?? 0) - (t.match(/\)/g)?.length ?? 0);
  if (depth > 0) t = t.replace(/^\(/, '');
  if (depth < 0) t = t.replace(/\)$/, '');
  if (!t || PROSE.has(t.toLowerCase())) return false;
  if (/^\d+(\.\d+)?$/.test(t)) return true;
  return /^[A-Za-z_][\w.]*(\(.*\)|\[.*\])?$/.test(t) && (t.length <= 3 || /[_\d()[\]]|[a-z][A-Z]/.test(t));
};
/** A spaced lone hyphen that is not arithmetic between two operands: what follows it answers the question. */
function answersAfterHyphen(sentence: string): boolean {
  for (const m of sentence.matchAll(/(\S+)\s-\s(\S+)/g)) if (!(isOperand(m[1]!) && isOperand(m[2]!))) return true;
  return false;
}

/** Fix-giving words in a sentence before the question: the premise already answers it. */
const STATES_FIX =
  /\b(fix(es|ed)?|solves?|solved|the solution|the answer|would (avoid|prevent|fix|solve)|avoids|prevents|instead of|the trick|the key|you (should|need to|must)|use [`\w]+ instead)\b/i;

const RHETORICAL =
  /^(isn't|aren't|wasn't|weren't|don't|doesn't|didn't|won't|wouldn't|shouldn't|couldn't|can't|haven't|hasn't)\b|^why not\b|^how about\b|^what about just\b|\b(obviously|surely|of course|clearly you|isn't it clear|possibly|on earth|did you even|why would you ever|how could you (miss|forget|ignore|overlook|not))\b/i;
const THIRD_PARTY_NOUN =
  'reviewer|interviewer|reader|teammate|colleague|grader|engineer|developer|person|student|learner|programmer|maintainer|expert|senior|manager|someone|somebody|anyone|one|people|others';
const THIRD_PARTY = new RegExp(
  `\\b(would|will|could|should|might|does|do|did|can|must|may)\\s+(a|an|the|another|your|some|any)?\\s*(${THIRD_PARTY_NOUN})\\b|\\byour (teammate|colleague|reviewer|interviewer|manager|reader)\\b|\\b(${THIRD_PARTY_NOUN.replace('|one|', '|')}) (think|see|say|expect|ask|notice|want)\\b`,
  'i',
);
/** "Note to the grader:", "Grader,", "For the reviewer:": the question is for someone else, whatever it says next. */
const VOCATIVE = new RegExp(
  `\\b(note|message|question|aside|comment|memo)s? (to|for) (the |a |my |our |any )?(${THIRD_PARTY_NOUN})\\b|^(dear |hey |to the |for the |attention,? )?(the )?(${THIRD_PARTY_NOUN})s?\\s*[:,]`,
  'i',
);
const POLITE_REQUEST = /^(can|could|would|will) you (walk|explain|describe|tell|talk|show|say|sketch|outline|list)\b/i;
const CLOSED_OPENERS =
  /^(is|are|was|were|do|does|did|can|could|should|would|will|have|has|had|am|shall|may|might|must)\b/i;
const OPENERS =
  /^(what|why|how|which|where|when|who|whom|whose|walk|describe|explain|tell|suppose|imagine|if|in what|to what|talk|sketch|given|say|picture)\b/i;
const WH_ANYWHERE = /\b(what|why|how|which|where|when|who)\b/i;
const TO_USER = /\b(you|your|you're|you'd|you've|you'll|yourself)\b/i;

/** The last question's sentence ("i.e." and "e.g." end none); code in backticks blanked: `f(x)` is no parenthesis. */
function questionSentence(q: string): string {
  const code = q.replace(/`[^`]*`/g, 'CODE');
  const parts = code.split(/(?<=[.!?])(?<!\b(?:i\.e|e\.g)\.)\s+/i);
  return (parts.filter((s) => s.includes('?')).pop() ?? code).trim();
}

export function questionProblem(question: string): string | null {
  const q = question.trim();
  if (!q) return 'is empty';
  const lastMark = q.lastIndexOf('?');
  if (lastMark === -1) return 'is not a question (it has no question mark)';
  if (q.slice(lastMark + 1).trim().length > 0) return 'continues after the question mark, which answers or hints at it';
  if (ANSWER_MARKERS.some((re) => re.test(q))) return 'gives away the answer';

  if (VOCATIVE.test(q)) return 'is addressed to someone else; ask the user ("you") directly';
  const sentence = questionSentence(q);
  const before = q.replace(/`[^`]*`/g, 'CODE').slice(0, Math.max(0, q.replace(/`[^`]*`/g, 'CODE').lastIndexOf(sentence)));
  if (STATES_FIX.test(before)) return 'states the fix before asking';
  for (const [re, why] of SELF_ANSWER) if (re.test(sentence)) return why;
  if (answersAfterHyphen(sentence)) return 'answers itself after a dash';
  const colon = sentence.indexOf(':');
  if (colon !== -1 && !OPENERS.test(sentence.slice(colon + 1).trim()) && !WH_ANYWHERE.test(sentence.slice(colon + 1)))
    return 'answers itself after a colon';
  if (RHETORICAL.test(sentence)) return 'is rhetorical; ask something the user has to think about';
  if (THIRD_PARTY.test(sentence)) return 'is addressed to someone else; ask the user ("you") directly';
  if (!TO_USER.test(q)) return 'is not addressed to the user (use "you")';
  // The opener of the question itself (after a leading "So," / "And" / "Now,").
  const opener = sentence.replace(/^(so|and|now|then|okay|ok|right)\b,?\s*/i, '');
  if (CLOSED_OPENERS.test(opener) && !POLITE_REQUEST.test(opener))
    return 'is a yes/no question; ask an open one (what, why, how ...)';
  if (!OPENERS.test(opener) && !POLITE_REQUEST.test(opener) && !WH_ANYWHERE.test(opener)) return 'is not open-ended';
  return null;
}

const QUESTION_STOP = new Set(
  `a an the and or but if of to in on at by for with from into as is are was were be been it its this that these
  those you your yours would could should will can do does did what why how which where when who about there
  here think make sure any some me walk through tell describe explain`.split(/\s+/),
);

/** Content words of a question: the normalised form two questions are compared in. */
export function questionKey(q: string): Set<string> {
  const words = q
    .toLowerCase()
    .replace(/[`'"’“”]/g, '')
    .match(/[a-z0-9_]+/g);
  return new Set((words ?? []).filter((w) => !QUESTION_STOP.has(w)));
}

/** Two questions say the same thing when their content words match (Jaccard at least 0.8). */
export function sameQuestion(a: string, b: string): boolean {
  const [x, y] = [questionKey(a), questionKey(b)];
  if (x.size === 0 || y.size === 0) return a.trim().toLowerCase() === b.trim().toLowerCase();
  let shared = 0;
  for (const w of x) if (y.has(w)) shared += 1;
  return shared / (x.size + y.size - shared) >= 0.8;
}
