/**
 * The post-call guardrail: what a suggestion brings that the user's text does not have. Reordering and
 * rephrasing the user's own sentences passes; a URL, a citation, a number, a quotation, a named person or
 * organisation, or a sentence whose content is mostly new (a claim) is flagged with its place in the
 * suggestion, so the sidebar can mark it and ask the user to supply it themselves.
 */
export type FlagKind = 'url' | 'citation' | 'number' | 'quotation' | 'name' | 'claim';
export type Flag = { kind: FlagKind; text: string; start: number; end: number };

const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>()\]]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|ai|edu|gov|dev|co|uk|de)\b(?:\/[^\s<>()\]]*)?/gi;
const CITATION_RES: RegExp[] = [
  /\bet al\.?/gi,
  /\bibid\.?/gi,
  /\((?:[A-Z][\p{L}'-]+(?:\s(?:and|&)\s[A-Z][\p{L}'-]+)?(?:\set al\.?)?),?\s+(?:19|20)\d{2}[a-z]?\)/gu,
  /\b[A-Z][\p{L}'-]+(?:\set al\.?)?\s\((?:19|20)\d{2}[a-z]?\)/gu,
  /\[\d+(?:[,–-]\s*\d+)*\]/g,
  /\[\^[^\]]+\]/g,
  /\b(?:according to|studies (?:show|suggest|find)|research (?:shows|suggests|finds)|a (?:recent )?(?:study|paper|survey|report) (?:by|from|in|shows|found))\b/gi,
];
// Digits (with separators, decimals, percent) and number words. List markers ("1. ") are structure, not numbers.
const NUMBER_RE =
  /\b\d+(?:[.,]\d+)*(?:\s?%|\s?percent)?|\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|trillion|dozen|half|twice|thrice|double|triple)\b/gi;
const QUOTE_RE = /“([^”\n]{3,})”|"([^"\n]{3,})"|„([^“”\n]{3,})[“”]|«([^»\n]{3,})»|(?:^|\n)\s*>\s?([^\n]{3,})/g;
// A capitalised word, or a run of them, or an acronym / camel-cased name (OpenAI, MIT, DeepMind).
const NAME_RE = /\b[\p{Lu}][\p{L}\p{M}'’-]*(?:\s+(?:of|de|van|von|al|the)?\s*[\p{Lu}][\p{L}\p{M}'’-]*)*/gu;
const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’-]*/gu;

// Words that carry no claim on their own; a sentence's content is what is left.
const STOP = new Set(
  (
    'a an the and or but if then so because as of to in on at by for with from into onto about over under than that this these those ' +
    'is are was were be been being am do does did done have has had having will would can could should may might must shall ' +
    'it its it’s it\'s they them their theirs we us our ours you your yours he him his she her hers i me my mine who whom whose which what ' +
    'when where why how not no nor very more most less least much many some any all each every both either neither such only own same ' +
    'just also too here there out up down off again further once while during before after above below between through ' +
    'first second next last finally however therefore thus instead rather really quite simply clearly actually basically ' +
    'point points section sections summary outline key main idea ideas note notes introduction conclusion overview'
  ).split(/\s+/),
);
// Words a capital letter does not make a name: sentence openers and outline words.
const NOT_NAMES = new Set(['i', 'ok', 'okay', 'yes', 'no', 'note', 'summary', 'outline', 'title', 'intro', 'conclusion']);

/** A crude stem: case, possessives, common suffixes and British/American spelling folded, then 6 letters. */
export function stem(word: string): string {
  let w = word.toLowerCase().normalize('NFKC').replace(/[’']s?$/, '');
  w = w.replace(/(?:ations?|ings?|ities|ity|ness|ments?|ised|ized|ises|izes|ise|ize|ies|ied|ed|es|ly|s)$/, '');
  return w.slice(0, 6);
}

const norm = (s: string) => s.toLowerCase().normalize('NFKC').replace(/[’‘]/g, "'").replace(/[“”„«»]/g, '"').replace(/\s+/g, ' ').trim();
const numberKey = (s: string) => s.toLowerCase().replace(/\s?percent$/, '%').replace(/\s/g, '').replace(/,(?=\d{3}\b)/g, '');

/** What the user's text is made of, computed once per check. */
export type SourceIndex = { text: string; normalized: string; stems: Set<string>; numbers: Set<string>; urls: Set<string> };

export function indexSource(text: string): SourceIndex {
  const stems = new Set<string>();
  for (const m of text.matchAll(WORD_RE)) stems.add(stem(m[0]));
  const numbers = new Set<string>();
  for (const m of text.matchAll(NUMBER_RE)) numbers.add(numberKey(m[0]));
  const urls = new Set<string>();
  for (const m of text.matchAll(URL_RE)) urls.add(m[0].toLowerCase().replace(/[.,;:]+$/, ''));
  return { text, normalized: norm(text), stems, numbers, urls };
}

const isListMarker = (text: string, index: number) => {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  return /^\s*(?:[-*+]\s+)?$/.test(text.slice(lineStart, index)) && /^\d+[.)](?:\s|$)/.test(text.slice(index));
};

/** Is the word at `index` the first word of a sentence, a line, a heading or a list item? */
function sentenceInitial(text: string, index: number): boolean {
  let i = index - 1;
  while (i >= 0 && /[ \t"“'‘(*_#>]/.test(text[i]!)) i -= 1;
  if (i < 0) return true;
  const c = text[i]!;
  if (c === '\n' || c === '.' || c === '!' || c === '?' || c === ':' || c === '—' || c === '–') return true;
  // "1. Word" / "- Word" at a line start.
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  return /^\s*(?:[-*+]|\d+[.)])\s+[#>*_\s]*$/.test(text.slice(lineStart, index));
}

/** Sentences (or lines, for outlines and titles) with their offsets. */
function sentences(text: string): Array<{ start: number; end: number; text: string }> {
  const out: Array<{ start: number; end: number; text: string }> = [];
  const re = /[^\n.!?]+(?:[.!?]+|$|(?=\n))/g;
  for (const m of text.matchAll(re)) {
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const t = raw.trim();
    if (t) out.push({ start: m.index + lead, end: m.index + lead + t.length, text: t });
  }
  return out;
}

/**
 * Flags, in order of position, everything in `suggestion` that `source` (the user's text the model was given,
 * plus the piece's title) does not already contain.
 */
export function findNewMaterial(source: string | SourceIndex, suggestion: string): Flag[] {
  const src = typeof source === 'string' ? indexSource(source) : source;
  const flags: Flag[] = [];
  const covered: Array<[number, number]> = [];
  const add = (kind: FlagKind, start: number, end: number) => {
    if (covered.some(([s, e]) => start < e && end > s)) return;
    covered.push([start, end]);
    flags.push({ kind, text: suggestion.slice(start, end), start, end });
  };

  for (const m of suggestion.matchAll(URL_RE)) {
    const url = m[0].replace(/[.,;:]+$/, '');
    if (!src.urls.has(url.toLowerCase()) && !src.normalized.includes(url.toLowerCase())) add('url', m.index, m.index + url.length);
  }
  for (const re of CITATION_RES) {
    for (const m of suggestion.matchAll(re)) {
      if (!src.normalized.includes(norm(m[0]))) add('citation', m.index, m.index + m[0].length);
    }
  }
  for (const m of suggestion.matchAll(QUOTE_RE)) {
    const inner = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '').trim();
    if (inner.split(/\s+/).length < 2) continue;
    if (!src.normalized.includes(norm(inner))) {
      const at = m.index + m[0].indexOf(inner);
      add('quotation', at, at + inner.length);
    }
  }
  for (const m of suggestion.matchAll(NUMBER_RE)) {
    if (/^\d/.test(m[0]) && isListMarker(suggestion, m.index)) continue;
    if (!src.numbers.has(numberKey(m[0]))) add('number', m.index, m.index + m[0].length);
  }
  for (const m of suggestion.matchAll(NAME_RE)) {
    // Each capitalised word of the run: new when its stem is not in the user's text. A sentence's first word
    // is capitalised by grammar, so it is judged only if it is camel-cased or an acronym (OpenAI, MIT).
    for (const w of m[0].matchAll(/[\p{Lu}][\p{L}\p{M}'’-]*/gu)) {
      const at = m.index + w.index;
      const word = w[0];
      if (NOT_NAMES.has(word.toLowerCase()) || STOP.has(word.toLowerCase())) continue;
      const oddCase = /[\p{Lu}].*[\p{Lu}]/u.test(word);
      if (sentenceInitial(suggestion, at) && !oddCase) continue;
      if (!src.stems.has(stem(word))) add('name', at, at + word.length);
    }
  }
  // Claims: a sentence whose content words are mostly new (at least three new ones, more than half).
  for (const s of sentences(suggestion)) {
    const content = [...s.text.matchAll(WORD_RE)].map((w) => w[0]).filter((w) => !STOP.has(w.toLowerCase()) && !/^\d/.test(w));
    const fresh = content.filter((w) => !src.stems.has(stem(w)));
    if (fresh.length >= 3 && fresh.length * 2 > content.length) add('claim', s.start, s.end);
  }
  // New assertions inside a sentence that is otherwise the user's: a causal or evaluative clause (", which proves
  // ...", "so ...", "... is fully explained by ...") whose content words are mostly not in the user's text. The
  // sentence check above misses these because the rest of the sentence dilutes the new words.
  for (const s of sentences(suggestion)) {
    for (const c of clauses(s.text)) {
      if (!ASSERTION_RE.test(c.text)) continue;
      const content = [...c.text.matchAll(WORD_RE)].map((w) => w[0]).filter((w) => !STOP.has(w.toLowerCase()) && !ASSERTION_WORDS.has(w.toLowerCase()) && !/^\d/.test(w));
      const fresh = content.filter((w) => !src.stems.has(stem(w)));
      if (fresh.length >= 2 && fresh.length * 2 >= content.length) add('claim', s.start + c.start, s.start + c.end);
    }
  }
  return flags.sort((a, b) => a.start - b.start);
}

/** Causal and evaluative connectives and verbs: a clause with one asserts something, not only restates. */
const ASSERTION_WORDS = new Set(
  (
    'which that so therefore thus hence because since proves prove proved proving shows show showed showing demonstrates ' +
    'demonstrate demonstrating means meaning implies imply confirms confirm establishes explains explained explain causes ' +
    'cause caused leads lead fully entirely completely clearly obviously undeniably best worst better worse superior key ' +
    'crucial essential only always never'
  ).split(/\s+/),
);
const ASSERTION_RE =
  /\b(which|so|therefore|thus|hence|because|since|prov(es|e|ed|ing)|show(s|ed|ing)?|demonstrat(es|e|ing)|mean(s|ing)|impl(y|ies)|confirm(s)?|establish(es)?|explain(s|ed)?|caus(es|e|ed)|lead(s)? to|fully|entirely|completely|undeniably|(the )?(best|worst)|better than|worse than|superior|crucial|essential)\b/i;

/** Clauses of a sentence with offsets: split at commas, semicolons, colons, dashes and before "which"/"so"/"because". */
function clauses(sentence: string): Array<{ start: number; end: number; text: string }> {
  const out: Array<{ start: number; end: number; text: string }> = [];
  const re = /[^,;:—–()]+?(?=[,;:—–()]|\s(?:which|so|therefore|thus|hence|because|proving|showing)\b|$)/gi;
  for (const m of sentence.matchAll(re)) {
    const lead = m[0].length - m[0].trimStart().length;
    const t = m[0].trim().replace(/[.!?]+$/, '');
    if (t) out.push({ start: m.index + lead, end: m.index + lead + t.length, text: t });
  }
  return out;
}

const LABEL: Record<FlagKind, string> = {
  url: 'a link',
  citation: 'a citation',
  number: 'a number',
  quotation: 'a quotation',
  name: 'a name',
  claim: 'a claim',
};

/** The sidebar's request to the user: what is new, and that they supply it themselves. */
export function flagMessage(flags: Flag[]): string | null {
  if (flags.length === 0) return null;
  const items = flags.slice(0, 6).map((f) => `${LABEL[f.kind]} ("${f.text.length > 50 ? `${f.text.slice(0, 47)}...` : f.text}")`);
  const more = flags.length > 6 ? ` and ${flags.length - 6} more` : '';
  return (
    `The suggestion adds material that is not in your text: ${items.join(', ')}${more}. ` +
    'It is marked and cannot be applied as is: remove it in the suggestion, or add the source or claim to your own text yourself first.'
  );
}
