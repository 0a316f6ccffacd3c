import type { EvidenceIn } from './model-output';
import { normalise, oneLine } from './text';

/**
 * Grounding (docs/model-layer.md rule 2): every strength and gap carries evidence, and the evidence must be
 * something **the user** produced:
 *
 * - `code`: a quote that occurs (whitespace-normalised, case-insensitive) inside one run of consecutive lines
 *   the user wrote, i.e. lines of the submitted code that are not lines of the starter code;
 * - `notes`: a quote that occurs in one of their phase notes or the freeform notes;
 * - `test`: the exact name of a test in this attempt's run.
 *
 * A quote needs at least one content word (not only punctuation, and not only the user's own praise words:
 * "my code is excellent" is an opinion, not evidence). A cited line number must exist. Identifiers the text
 * names in backticks or as calls (`foo`, `bar()`) must exist in the code, starter, notes, statement or tests.
 */

export type EvidenceSource = 'code' | 'notes' | 'test';

/** What is stored and shown on the card: where the quote was found, by the app, not as the model claimed. */
export type VerifiedEvidence = { source: EvidenceSource; quote: string; line: number | null; where: string | null };

export type Material = {
  code: string;
  starter: string;
  /** Phase notes by phase, plus `notes` for the freeform line. */
  notes: ReadonlyArray<{ where: string; text: string }>;
  testNames: readonly string[];
  /** The problem statement: identifiers it names may be named by a gap too. */
  statement: string;
};

type Block = { firstLine: number; lines: string[]; text: string };

export type PreparedMaterial = {
  codeLineCount: number;
  /** Runs of consecutive user-written lines, normalised. */
  ownBlocks: Block[];
  notes: Array<{ where: string; text: string }>;
  testNames: Set<string>;
  identifiers: Set<string>;
  /** Normalised text of the starter, to say "that is starter code" when a quote is from there. */
  starter: string;
};

/** Evaluative words the user may write about their own work; they are never evidence of anything. */
const OPINION_WORDS = new Set(
  `excellent great good nice clean cleanly elegant elegantly robust solid perfect perfectly beautiful optimal
  efficient readable clear simple correct correctly awesome amazing fine best better proud happy confident sure
  really very quite pretty well think believe feel felt code solution approach implementation my mine it its is
  was are were the a an and or this that of to in i me we our`.split(/\s+/),
);

const IDENT = /[A-Za-z_][A-Za-z0-9_]*/g;

/** Language names a review may mention without the attempt containing them (Python and Rust basics). */
const LANGUAGE_NAMES = `none true false self len range sum max min abs list dict set tuple int float str bool print
  return if else elif for while import def class lambda yield assert raise try except finally with is not and or in
  math exp log sqrt isnan isinf inf nan valueerror typeerror zerodivisionerror overflowerror indexerror keyerror
  fn let mut pub impl struct enum match vec option some result ok err unwrap expect iter map collect usize isize
  f32 f64 i32 i64 u32 u64 string panic assert_eq`.split(/\s+/);

export function prepareMaterial(m: Material): PreparedMaterial {
  const codeLines = m.code.split(/\r?\n/);
  // Multiset of starter lines: a line the user kept from the starter is not theirs, one copy per starter line.
  const starterCounts = new Map<string, number>();
  for (const line of m.starter.split(/\r?\n/)) {
    const n = normalise(line);
    if (n) starterCounts.set(n, (starterCounts.get(n) ?? 0) + 1);
  }
  const ownBlocks: Block[] = [];
  let current: Block | null = null;
  codeLines.forEach((line, i) => {
    const n = normalise(line);
    const left = n ? (starterCounts.get(n) ?? 0) : 0;
    const fromStarter = left > 0;
    if (fromStarter) starterCounts.set(n, left - 1);
    if (!n) return; // blank lines neither start nor end a block
    if (fromStarter) {
      current = null;
      return;
    }
    if (!current) {
      current = { firstLine: i + 1, lines: [], text: '' };
      ownBlocks.push(current);
    }
    current.lines.push(n);
  });
  for (const b of ownBlocks) b.text = b.lines.join(' ');

  const identifiers = new Set<string>(LANGUAGE_NAMES);
  for (const text of [m.code, m.starter, m.statement, ...m.notes.map((n) => n.text), ...m.testNames])
    for (const id of text.matchAll(IDENT)) identifiers.add(id[0].toLowerCase());

  return {
    // A final newline does not start another line (editors show none there).
    codeLineCount: m.code === '' ? 0 : codeLines.length - (m.code.endsWith('\n') ? 1 : 0),
    ownBlocks,
    notes: m.notes.map((n) => ({ where: n.where, text: normalise(n.text) })).filter((n) => n.text),
    testNames: new Set(m.testNames),
    identifiers,
    starter: normalise(m.starter),
  };
}

/** The quote as shown on the card: the model's text without the "  4| " line numbers the prompt added. */
const displayQuote = (quote: string): string => quote.replace(/(^|\n)[ \t]*\d{1,5}\|[ \t]?/g, '$1').trim();

/** Straight and curly quote marks, backticks and ellipses the model wraps a quote in are not part of it. */
function cleanQuote(quote: string): string {
  return normalise(quote)
    // The prompt numbers code lines as "  4| code"; a quote that copied the numbers still quotes the code.
    .replace(/(^|\s)\d{1,5}\|\s?/g, '$1')
    .replace(/^["'`]+|["'`]+$/g, '')
    .replace(/^(\.\.\.|…)\s*|\s*(\.\.\.|…)$/g, '')
    .trim();
}

const hasContentWord = (quote: string): boolean =>
  [...quote.matchAll(IDENT)].some((m) => !OPINION_WORDS.has(m[0].toLowerCase()) && m[0].length >= 2);

/** The line (1-based) where the block's match starts, counting the normalised lines of the block. */
function lineOf(block: Block, index: number): number {
  let offset = 0;
  for (let i = 0; i < block.lines.length; i++) {
    const end = offset + block.lines[i]!.length;
    if (index <= end) return block.firstLine + i;
    offset = end + 1;
  }
  return block.firstLine;
}

/**
 * Code lines are numbered over the whole submission; blank lines inside a block are skipped by normalisation,
 * so the block keeps the original line number of each of its lines.
 */
function codeLineNumbers(code: string, block: Block): number[] {
  const lines = code.split(/\r?\n/);
  const out: number[] = [];
  for (let i = block.firstLine - 1; i < lines.length && out.length < block.lines.length; i++)
    if (normalise(lines[i]!)) out.push(i + 1);
  return out;
}

export type EvidenceResult = { ok: true; evidence: VerifiedEvidence } | { ok: false; reason: string };

/** Checks one piece of evidence; `code` is the raw submission, for line numbers. */
export function checkEvidence(
  given: Pick<EvidenceIn, 'quote'> & { source?: string | null; line?: number | null } | null,
  material: PreparedMaterial,
  code: string,
): EvidenceResult {
  if (!given || !given.quote.trim()) return { ok: false, reason: 'it gives no evidence (a quote from your code or notes, or a test name)' };
  const source = given.source ?? null;
  if (source && source !== 'code' && source !== 'notes' && source !== 'test')
    return { ok: false, reason: `its evidence source "${oneLine(source, 20)}" is not code, notes or test` };
  if (given.line != null && (!Number.isInteger(given.line) || given.line < 1 || given.line > material.codeLineCount))
    return {
      ok: false,
      reason: `it cites line ${given.line}, but your code has ${material.codeLineCount} line${material.codeLineCount === 1 ? '' : 's'}`,
    };

  if (source === 'test' || (!source && material.testNames.has(given.quote.trim()))) {
    const name = given.quote.trim();
    if (material.testNames.has(name)) return { ok: true, evidence: { source: 'test', quote: name, line: null, where: null } };
    return { ok: false, reason: `it cites a test "${oneLine(name, 60)}" that this run does not have` };
  }

  const quote = cleanQuote(given.quote);
  const shown = oneLine(given.quote, 80);
  if (quote.replace(/\s/g, '').length < 4 || !hasContentWord(quote))
    return { ok: false, reason: `its quote "${shown}" is too short or only an opinion to count as evidence` };

  if (source !== 'notes') {
    for (const block of material.ownBlocks) {
      const at = block.text.indexOf(quote);
      if (at === -1) continue;
      const numbers = codeLineNumbers(code, block);
      const line = numbers[lineOf(block, at) - block.firstLine] ?? block.firstLine;
      return { ok: true, evidence: { source: 'code', quote: displayQuote(given.quote), line, where: null } };
    }
  }
  if (source !== 'code') {
    const note = material.notes.find((n) => n.text.includes(quote));
    if (note) return { ok: true, evidence: { source: 'notes', quote: displayQuote(given.quote), line: null, where: note.where } };
  }
  if (material.starter.includes(quote))
    return { ok: false, reason: `its quote "${shown}" is starter code, which you did not write` };
  return { ok: false, reason: `its quote "${shown}" does not occur in your notes or in code you wrote` };
}

const CALL = /\b([A-Za-z_][A-Za-z0-9_.]*)\(\)?/g;
const BACKTICKED = /`([^`\n]{1,80})`/g;
const LINE_REF = /\blines?\s+(\d{1,6})(?:\s*(?:-|–|to|and)\s*(\d{1,6}))?/gi;

/**
 * Names and lines the text itself cites: "`normalize()` is never called", "line 42 divides by zero". Each must
 * exist; a review may not invent a function or a line.
 */
export function checkCitations(text: string, material: PreparedMaterial): string | null {
  for (const m of text.matchAll(LINE_REF)) {
    for (const n of [m[1], m[2]]) {
      if (n === undefined) continue;
      const line = Number(n);
      if (line < 1 || line > material.codeLineCount)
        return `it names line ${line}, but your code has ${material.codeLineCount} line${material.codeLineCount === 1 ? '' : 's'}`;
    }
  }
  const names = new Set<string>();
  for (const m of text.matchAll(BACKTICKED)) {
    const inner = m[1]!.trim();
    // Only identifier-like spans are names; `x - row_max` or `[]` are expressions and are not checked here.
    const ident = /^([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)(?:\(\))?$/.exec(inner);
    if (ident) names.add(ident[1]!);
  }
  for (const m of text.matchAll(CALL)) if (m[0].endsWith('()')) names.add(m[1]!);
  for (const name of names) {
    for (const part of name.split('.')) {
      if (!material.identifiers.has(part.toLowerCase()))
        return `it names \`${oneLine(name, 40)}\`, which is not in your code, notes, the starter or the problem`;
    }
  }
  return null;
}
