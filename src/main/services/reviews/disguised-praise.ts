import { describeVerdict, type AttemptFacts } from './facts';
import { GENERIC_PRAISE, isGenericPraise, scoringTokens, stem, tokens, type Evidence } from './specificity';

/**
 * Generic praise in disguise (docs/model-layer.md, "Rules that can be wrong"): texts that pass the specificity
 * score on a technicality and still say nothing about what the user did.
 *
 * - praise (in any of the languages `GENERIC_PRAISE` knows) whose only other words are code names:
 *   "Très bien fait avec `softmax`", "Excellent `row_max`.";
 * - praise whose only specific words are names the starter file already had: they describe the problem, not the
 *   user's work;
 * - a vague gap ("could be revisited", "might be improved", "consider refining") that never says what or why;
 * - a "gap" that is praise ("Nothing to fix here, looks correct") when tests failed.
 */

/** Short function words of the languages the praise patterns cover; they carry no content. */
const FOREIGN_FUNCTION_WORDS = new Set(
  `avec pour dans les des une est sont tout toute tres très bien fait con los las una por para muy esta este todo
  mit und der die das ein eine ist sehr gut auch della delle molto bene fatto com uma muito bem het een zeer goed`.split(/\s+/),
);

const BACKTICKED = /`[^`\n]*`/g;
/** The praise patterns again, global, to cut every occurrence out; compiled once. */
const PRAISE_ALL = GENERIC_PRAISE.map((re) => new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`));
const WORD = /[\p{L}\p{N}_]+/gu;

/** Whether the praise has any word besides praise phrases, code names and function words. */
function hasSubstance(text: string, evidence: Evidence): boolean {
  let rest = text.replace(BACKTICKED, ' ');
  for (const re of PRAISE_ALL) rest = rest.replace(re, ' ');
  if (scoringTokens(rest, evidence).length > 0) return true;
  // Words the user never wrote still count when there are enough of them to describe something.
  const words = (rest.match(WORD) ?? []).map((w) => w.toLowerCase()).filter((w) => w.length >= 4 && !FOREIGN_FUNCTION_WORDS.has(w));
  return words.length >= 4;
}

/** Why a strength is praise in disguise, or null. `starter` is the set of identifiers the starter file has. */
export function disguisedPraise(text: string, evidence: Evidence, starter: ReadonlySet<string>): string | null {
  if (!isGenericPraise(text)) return null;
  if (!hasSubstance(text, evidence)) return 'it is praise around a code name and says nothing about what you did';
  const scoring = scoringTokens(text, evidence);
  const inStarter = (w: string) => starter.has(w) || starter.has(stem(w));
  const fromStarter = (w: string) => inStarter(w) || tokens(w).every(inStarter);
  if (scoring.length > 0 && scoring.every((t) => fromStarter(t.word)))
    return `it is praise whose only specific words (${scoring.map((t) => t.word).join(', ')}) were already in the starter file`;
  return null;
}

const VAGUE_GAP =
  /\b(?:could|might|may|should|can) (?:be|use)(?: (?:a bit|slightly|somewhat|further|some))? (?:revisited|improved|refined|polished|tightened|better|cleaner|clearer|reconsidered|tweaked|more work|some work)\b|\bconsider (?:refining|revisiting|improving|polishing|tweaking|reworking|cleaning up|tidying)\b|\broom for improvement\b|\bneeds? (?:some )?(?:work|polish|refinement|attention)\b/i;
/** What turns a vague verb into a concrete gap: a reason or purpose after it. */
const REASON = /\b(?:to|because|since|so that|so|as|by|which|when|for)\b|[:—–]/i;
const CONTENT = /[A-Za-z_][A-Za-z0-9_]{2,}/g;
const VAGUE_FILLER = new Set('the and this that part bit some more section code function could might may should be revisited improved refined'.split(' '));

/** Why a gap is too vague to act on, or null. */
export function vagueGap(text: string): string | null {
  const m = VAGUE_GAP.exec(text);
  if (!m) return null;
  const after = text.slice(m.index + m[0].length);
  const reason = REASON.exec(after);
  const said = reason ? (after.slice(reason.index + reason[0].length).match(CONTENT) ?? []).filter((w) => !VAGUE_FILLER.has(w.toLowerCase())) : [];
  if (said.length >= 2) return null;
  return `it says only that something "${m[0]}", not what is wrong or why`;
}

const PRAISE_GAP =
  /\b(?:nothing (?:to|that needs to) (?:fix|improve|change)|nothing (?:is )?wrong|no (?:issues|problems|gaps|changes needed)|looks (?:correct|good|fine|right|great)|works (?:correctly|fine|as expected|perfectly)|all good)\b/i;

/** Why a gap that is praise cannot stand, or null: a run with failures always has something to fix. */
export function praiseAsGap(text: string, facts: AttemptFacts): string | null {
  if (facts.passed || !PRAISE_GAP.test(text)) return null;
  return `it says nothing needs fixing, but the run shows ${describeVerdict(facts)}`;
}
