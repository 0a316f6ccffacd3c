/**
 * The specificity check behind review rule 2 and 3: a strength or gap must name something specific the
 * user did. "Specific" is measured against the user's own material (per-phase notes, freeform notes, and the
 * code lines they wrote: lines kept from the starter are not theirs, so starter identifiers never count).
 * This is the second check after grounding (evidence.ts); it stops texts whose only overlap with
 * the user's words is review boilerplate or praise the user wrote about themselves:
 *
 * - the text is split into word tokens (identifiers are also split at `_` and camelCase humps);
 * - stop words and review boilerplate ("code", "solution", "approach", "test" ...) never count;
 * - each remaining token that also occurs in the user's material is one point; a code identifier that occurs
 *   in the code (it contains `_`, a digit or a camelCase hump, or is written in backticks) is two points;
 * - a text is specific with at least 2 points. Generic praise phrases ("great job", "well done" ...) raise the
 *   bar to 3 points, so praise needs real substance around it to survive.
 */

const STOP_WORDS = new Set(
  `a an the and or but if then than so of to in on at by for with from into onto as is are was were be been being
  it its this that these those there here you your yours we our i me my they them their he she his her not no
  do does did done doing have has had having can could should would will shall may might must also just very
  really quite more most less least much many some any all each every both either neither which what when where
  why how who whom whose about after before over under again further once only own same too out up down off
  while during until because though although however therefore thus still yet even well like such other another
  one two three first second next last new way ways thing things something anything everything nothing lot lots
  make makes made making use uses used using get gets got take takes took`.split(/\s+/),
);

/** Words any review of any attempt could contain: they name nothing the user did. */
const REVIEW_BOILERPLATE = new Set(
  `code coding solution solutions approach approaches implementation implement implemented implementing problem
  problems test tests testing tested function functions method methods variable variables logic overall good
  great nice excellent solid clear clean cleanly clearer readable readability structure structured structuring
  work worked working effort job attempt attempts understanding understand understood idea ideas thought
  thoughts thinking plan planning planned note notes explore exploring brainstorm verify verifying verification
  correct correctly correctness improve improved improvement improvements better best strong strength strengths
  weak weakness gap gaps issue issues edge case cases handle handled handling consider considered considering
  think focus detail details detailed specific specifically general generally step steps process complete
  completed completely missing miss missed add added adding more fine okay ok nicely simple simply efficient
  efficiency performance optimal optimize optimized quality documentation comments comment maintainable
  elegant elegantly robust perfect perfectly beautiful beautifully awesome amazing impressive brilliant flawless
  neat tidy smart clever careful carefully thoughtful thorough thoroughly proud happy confident`.split(/\s+/),
);

export const GENERIC_PRAISE: readonly RegExp[] = [
  /\bgreat (job|work|effort|start|attempt)\b/i,
  /\bwell done\b/i,
  /\bgood (job|work|effort|start|attempt)\b/i,
  /\bnice (job|work|effort)\b/i,
  /\bnicely done\b/i,
  /\bkeep (it|up)\b/i,
  /\bsolid (attempt|effort|work|job|solution)\b/i,
  /\b(excellent|impressive|fantastic|awesome|amazing|outstanding)\b/i,
  /\byou did (a )?(great|good|nice|fine)\b/i,
  /\b(clean|well[- ]structured|well[- ]organi[sz]ed|readable) code\b/i,
  /\bgood (understanding|grasp)\b/i,
  /\b(brilliant|flawless|perfect|masterful|superb|stellar|exemplary|elegant|beautiful)\b/i,
  /\byou (nailed|aced|crushed)\b/i,
  /\b(really|very) (good|strong|well)\b/i,
  // The same praise in other languages: a reply may switch language to slip past the English phrases.
  /(?:^|[^\p{L}])(tr[eè]s bien|bien fait|bien jou[eé]|bravo|magnifique|parfait|superbe|muy bien|bien hecho|buen trabajo|excelente|perfecto|genial|sehr gut|gut gemacht|ausgezeichnet|hervorragend|prima|molto bene|ben fatto|ottimo|benissimo|muito bem|[oó]timo|goed gedaan|heel goed)(?![\p{L}])/iu,
];

const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]*/g;

/** Lowercased word tokens; identifiers also yield their `_` / camelCase parts. */
export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(IDENTIFIER)) {
    const word = match[0];
    out.push(word.toLowerCase());
    const parts = word
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .split(/[_\s]+/)
      .filter(Boolean);
    if (parts.length > 1) out.push(...parts.map((p) => p.toLowerCase()));
  }
  return out;
}

const isContentWord = (t: string): boolean => t.length >= 3 && !STOP_WORDS.has(t) && !REVIEW_BOILERPLATE.has(t);
/** Something only code has: snake_case, a digit, a camelCase hump. */
const looksLikeIdentifier = (word: string): boolean => /_|\d|[a-z][A-Z]/.test(word) && word.length >= 3;

export type Evidence = { words: Set<string>; identifiers: Set<string> };

/** A crude stem so "overflow"/"overflows" and "subtract"/"subtracting" meet; short words are left alone. */
export const stem = (t: string): string => {
  const cut = t.replace(/(ing|ed|es|s)$/, '');
  return cut.length >= 4 ? cut : t;
};

/** Builds the evidence set once per review from the user's notes and code. */
export function buildEvidence(material: { notes: string[]; code: string }): Evidence {
  const words = new Set<string>();
  for (const t of tokens([...material.notes, material.code].join('\n')))
    if (isContentWord(t)) {
      words.add(t);
      words.add(stem(t));
    }
  const identifiers = new Set<string>();
  for (const m of material.code.matchAll(IDENTIFIER)) if (m[0].length >= 3) identifiers.add(m[0].toLowerCase());
  return { words, identifiers };
}

/** Points as described at the top of this file. Each token scores once. */
export function specificityScore(text: string, evidence: Evidence): number {
  return scoringTokens(text, evidence).reduce((sum, t) => sum + t.points, 0);
}

/** The tokens that earn points, with their points: what makes a text specific, for rules that ask which words did. */
export function scoringTokens(text: string, evidence: Evidence): Array<{ word: string; points: number }> {
  const out: Array<{ word: string; points: number }> = [];
  const seen = new Set<string>();
  const backticked = new Set([...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.trim().toLowerCase()));
  for (const m of text.matchAll(IDENTIFIER)) {
    const raw = m[0];
    const lower = raw.toLowerCase();
    if (seen.has(lower)) continue;
    seen.add(lower);
    if ((looksLikeIdentifier(raw) || backticked.has(lower)) && evidence.identifiers.has(lower)) {
      out.push({ word: lower, points: 2 });
      continue;
    }
    const parts = tokens(raw).filter(isContentWord);
    if (parts.some((p) => evidence.words.has(p) || evidence.words.has(stem(p)))) out.push({ word: lower, points: 1 });
  }
  return out;
}

export const isGenericPraise = (text: string): boolean => GENERIC_PRAISE.some((re) => re.test(text));

/**
 * Whether a strength or gap names something specific from the user's own work. A point whose evidence the
 * app already verified (`grounded`) needs one point less: the quote shows it is about the user's work, and the
 * score only has to show the text itself is not boilerplate.
 */
export function isSpecific(text: string, evidence: Evidence, grounded = false): boolean {
  if (!text.trim()) return false;
  const score = specificityScore(text, evidence);
  const bar = (isGenericPraise(text) ? 3 : 2) - (grounded ? 1 : 0);
  return score >= bar;
}
