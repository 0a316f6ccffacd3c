import { normalise } from './text';

/**
 * Credit and blame must be supported by the code, not only grounded by a quote (docs/model-layer.md, "Rules that
 * can be wrong"). Grounding proves the quote is the user's; it does not prove the quote shows what the text says:
 *
 * - a **strength quoting code** that claims constructs (code names in backticks, calls like `max(`, comparisons,
 *   words such as "early return", "guard", "try/except", "assert") needs at least one of them in its quote. At least
 *   one, not all: a strength may name what the quoted line protects ("raises before `max(xs)` can fail");
 * - a **gap saying something is missing** ("missing X", "does not check X", "no X", "without X") must not name a
 *   construct or code name that the submitted code visibly contains. A gap about what the learner did not say or
 *   consider ("you did not say whether `x` raises") is about their notes and is not checked against the code.
 *
 * All patterns are compiled once; each check is a few regex passes over one short text.
 */

type Construct = { name: string; claim: RegExp; code: RegExp };

/** Construct words a review uses, and what each looks like in Python or Rust code. */
const CONSTRUCTS: readonly Construct[] = [
  { name: 'an early return', claim: /\bearly[- ]return/i, code: /\breturn\b/ },
  { name: 'a guard', claim: /\bguard(?:s|ed|ing)?\b/i, code: /\b(?:if|raise|assert)\b|panic!/ },
  { name: 'try/except', claim: /\btry\s*\/\s*except\b|\btry[- ]except\b|\bexception handl/i, code: /\b(?:try|except)\b/ },
  { name: 'an assert', claim: /\bassert(?:s|ion|ions)?\b/i, code: /\bassert/ },
  { name: 'a list comprehension', claim: /\b(?:list )?comprehension\b/i, code: /\[[^\]]*\bfor\b/ },
  { name: 'a generator', claim: /\bgenerator expression\b/i, code: /\(\s*[^()]*\bfor\b/ },
  { name: 'a loop', claim: /\b(?:for|while)[- ]loop\b/i, code: /\b(?:for|while|loop)\b/ },
];

const BACKTICKED = /`([^`\n]{1,80})`/g;
/** A call written outside backticks: `max(` and `math.exp(`. */
const CALL = /\b([A-Za-z_][\w.]*)\(/g;
/** A comparison between two operands, outside backticks. */
const COMPARISON = /\w\s*(?:<=|>=|==|!=|<|>)\s*\w/;
const CODE_COMPARISON = /(?:<=|>=|==|!=|<|>)/;
const SNAKE_OR_CAMEL = /\b[A-Za-z]*(?:_[A-Za-z0-9]+|[a-z][A-Z])[A-Za-z0-9_]*\b/g;
const IDENT = /[A-Za-z_][A-Za-z0-9_]*/g;

type Claim = { label: string; at: number; inCode: (codeLower: string, codeRaw: string) => boolean };

/** Keywords that say nothing by themselves: `if not xs` is supported by `xs`, not by any `if`. */
const KEYWORDS = new Set('if not and or in is for def return let fn mut else elif while'.split(' '));
const wordIn = (name: string, code: string) => new RegExp(`(?<!\\w)${name.replace(/\./g, '\\.')}(?!\\w)`).test(code);

/**
 * What a text claims is in code: code names, calls, comparisons and construct words, each with its position and
 * its test. `loose`: a backticked snippet is found when one of its names is (for credit, which may name context);
 * otherwise the snippet must occur whole (for blame, where `if not xs` is not `xs`).
 */
function claims(text: string, loose: boolean): Claim[] {
  const out: Claim[] = [];
  for (const m of text.matchAll(BACKTICKED)) {
    const snippet = normalise(m[1]!).toLowerCase();
    const names = (snippet.match(IDENT) ?? []).filter((n) => n.length >= 2 && !KEYWORDS.has(n));
    const single = /^[a-z_][\w.]*$/.test(snippet);
    out.push({
      label: `\`${m[1]!.trim()}\``,
      at: m.index!,
      inCode: (code) =>
        single ? wordIn(snippet, code) : loose && names.length ? names.some((n) => wordIn(n, code)) : code.includes(snippet),
    });
  }
  const outside = text.replace(BACKTICKED, (b) => ' '.repeat(b.length));
  for (const m of outside.matchAll(CALL)) {
    const name = m[1]!.toLowerCase();
    out.push({ label: `${m[1]}(`, at: m.index!, inCode: (code) => code.includes(`${name}(`) });
  }
  for (const m of outside.matchAll(SNAKE_OR_CAMEL)) {
    const name = m[0].toLowerCase();
    out.push({ label: m[0], at: m.index!, inCode: (code) => wordIn(name, code) });
  }
  const cmp = COMPARISON.exec(outside);
  if (cmp) out.push({ label: 'a comparison', at: cmp.index, inCode: (code) => CODE_COMPARISON.test(code) });
  for (const c of CONSTRUCTS) {
    const hit = c.claim.exec(outside);
    if (hit) out.push({ label: c.name, at: hit.index, inCode: (_lower, raw) => c.code.test(raw) });
  }
  return out;
}

/**
 * Why a strength's code quote does not show what the strength credits, or null. Only code quotes are checked:
 * notes describe intentions in words, and a test name is checked elsewhere.
 */
export function unsupportedCredit(text: string, quote: string): string | null {
  const claimed = claims(text, true);
  if (claimed.length === 0) return null;
  const raw = normalise(quote);
  const lower = raw.toLowerCase();
  if (claimed.some((c) => c.inCode(lower, raw))) return null;
  const named = claimed.slice(0, 3).map((c) => c.label).join(', ');
  return `it credits ${named}, which its quote "${quote.length > 60 ? `${quote.slice(0, 57)}...` : quote}" does not contain`;
}

/** "missing X", "does not check X", "no X", "without X", up to the end of the clause. */
const MISSING =
  /\b(?:missing|lacks?|lacking|without|omits?|(?:there is|there's|has|have|with) no|no|never|(?:does|do|did)(?: not|n't)|fails? to|forg[eo]t(?:s)? to)\b([^.;!?]*)/gi;
/** The clause ends at a contrast: "no guard, but `x` is fine" blames only the guard. */
const CLAUSE_END = /,?\s*\b(?:but|although|though|while|whereas|yet)\b|,\s*(?:so|and then)\b/i;

/**
 * "You did not say whether `log_softmax` raises" blames the learner's reasoning, not the code: a clause that opens
 * with a verb of saying or thinking is about what the notes leave out, so the code having the name proves nothing.
 */
const ABOUT_REASONING =
  /^\s*(?:(?:ever|really|yet|explicitly|clearly)\s+)?(?:say|said|says|mention|mentions|mentioned|state|states|stated|note|notes|noted|ask|asks|asked|consider|considers|considered|discuss|discusses|discussed|explain|explains|explained|specify|specifies|specified|decide|decides|decided|justify|justifies|justified|write down|wrote down|think|thinks|thought|address|addresses|addressed|clarify|clarifies|clarified|describe|describes|described|question|questioned|plan|plans|planned)\b|^\s*mention of\b/i;

/** Why a gap that says something is missing names what the code visibly has, or null. */
export function missingButPresent(text: string, code: string): string | null {
  const raw = normalise(code);
  const lower = raw.toLowerCase();
  for (const m of text.matchAll(MISSING)) {
    const clause = m[1]!.split(CLAUSE_END)[0]!;
    if (ABOUT_REASONING.test(clause)) continue;
    // The first thing the clause names is what it says is missing; later names are where ("in `softmax`").
    const first = claims(clause, false).sort((a, b) => a.at - b.at)[0];
    if (first && first.inCode(lower, raw)) return `it says ${first.label} is missing, but your code has it`;
  }
  return null;
}
