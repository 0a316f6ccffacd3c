import { splitParagraphs, type Paragraph } from './paragraphs';

/** Why a paragraph is not the user's own text yet. */
export type PlaceholderKind = 'empty' | 'placeholder';
export type PlaceholderParagraph = Paragraph & { kind: PlaceholderKind; marker: string };

// Zero-width and other invisible format characters (Cf) do not make a paragraph written.
const INVISIBLE = /[\p{Cf}]/gu;
// Markdown markers that carry no words: heading hashes, list bullets/numbers, task boxes, quote arrows, rules.
const LINE_MARKERS = /^\s*(?:>\s*)*(?:#{1,6}\s+|#{1,6}$|[-*+]\s+(?:\[[ xX]\]\s*)?|\d+[.)]\s+)?/;

/**
 * One line that stands for text not yet written. Each pattern is anchored to the whole line (after Markdown
 * markers) or to a marker at its start, so a sentence that merely mentions a to-do list, "TBD" in passing or
 * an ellipsis inside a thought is the user's text and passes.
 */
const LINE_PATTERNS: Array<[RegExp, string]> = [
  // Marker convention: TODO / FIXME / XXX / TBD / TK alone or followed by punctuation; TODO/FIXME in capitals
  // followed by words ("TODO write intro"). "Todo list: milk" and "to-do" are words, not markers.
  // A marker stands alone or is set off by punctuation; "TODO write intro" (capitals, then a short note) is one
  // too. "TODO lists are a productivity trap, I argue, ..." is a sentence whose subject is a word: see below.
  [/^(?:TODO|FIXME|XXX|TBD|TBC|TK)(?:$|[:!.,;\-–—([]|\s+[:\-–—(])/, 'a to-do marker'],
  [/^(?:TODO|FIXME|XXX|TBD|TBC|TK)\s+(?!(?:lists?|items?|apps?|comments?|markers?|notes?|tools?|systems?)\b)(?![^\n]*(?:,\s|[.!?]["')\]]?$))/, 'a to-do marker'],
  [/^(?:todo|fixme|tbd|tbc)\s*(?:$|[:!\-–—([])/i, 'a to-do marker'],
  [/^\[\s*(?:todo|tbd|fixme|tk)\b[^\]]*\]/i, 'a to-do marker'],
  [/\blorem ipsum\b|\bdolor sit amet\b/i, 'lorem ipsum'],
  [/\[\s*(?:insert|add|placeholder|your|fill|write|citation needed|link|tk|xx+)\b[^\]]*\]/i, 'a [placeholder]'],
  [/\{\{[^}]*\}\}|<<[^>]*>>/, 'a {{template}} slot'],
  [/^(?:\.{2,}|…+)$/, 'an ellipsis'],
  [/^<!--[\s\S]*?-->$/, 'an HTML comment'],
  [
    /^\(\s*(?:write|add|fill|insert|expand|finish|to be|more|tbd|todo|coming|placeholder|something|explain)\b[^)]*\)$/i,
    'a note to write this later',
  ],
  [/^(?:coming soon|to be written|write this later|fill (?:this )?in later|more (?:here|later|to come))[.!]*$/i, 'a note to write this later'],
];

function lineMarker(line: string): string | null {
  const bare = line.replace(INVISIBLE, '').replace(LINE_MARKERS, '').trim();
  if (bare === '') return null;
  for (const [pattern, label] of LINE_PATTERNS) if (pattern.test(bare)) return label;
  return null;
}

/**
 * A thematic break (`---`, `***`, `___`, spaced or not): a separator the writer put between sections, not an
 * empty paragraph. Refusing it would keep Assist away from every post that separates its sections with rules.
 */
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const isRule = (p: Paragraph) => p.text.split('\n').every((l) => THEMATIC_BREAK.test(l.replace(INVISIBLE, '')));

/** The words a line carries once Markdown markers and invisible characters are removed. */
const visible = (line: string) => line.replace(INVISIBLE, '').replace(LINE_MARKERS, '').replace(/^[#>\-*+_=~`|\s]+$/, '').trim();

/**
 * Paragraphs the model must not be asked to fill in: empty ones (only Markdown markers or invisible characters;
 * a selection of nothing but whitespace is one empty paragraph; a thematic break is not one, see above) and
 * placeholder ones (any line of which is a placeholder, since the model would be tempted to write it). Pure and
 * linear in the text.
 */
export function findPlaceholderParagraphs(text: string): PlaceholderParagraph[] {
  const paragraphs = splitParagraphs(text);
  if (paragraphs.length === 0) return [{ index: 0, start: 0, end: text.length, text: '', kind: 'empty', marker: 'nothing written' }];
  const out: PlaceholderParagraph[] = [];
  // Rules between written paragraphs pass; a text of nothing but rules is still empty. Tested once per paragraph.
  const rules = paragraphs.map(isRule);
  const onlyRules = rules.every(Boolean);
  // A whole HTML comment may span lines; it is one placeholder.
  for (const [i, p] of paragraphs.entries()) {
    if (!onlyRules && rules[i]) continue;
    const lines = p.text.split('\n');
    if (/^<!--[\s\S]*-->$/.test(p.text.trim())) {
      out.push({ ...p, kind: 'placeholder', marker: 'an HTML comment' });
      continue;
    }
    if (lines.every((l) => visible(l) === '')) {
      out.push({ ...p, kind: 'empty', marker: 'no words, only Markdown markers' });
      continue;
    }
    for (const line of lines) {
      const marker = lineMarker(line);
      if (marker) {
        out.push({ ...p, kind: 'placeholder', marker });
        break;
      }
    }
  }
  return out;
}

const preview = (s: string) => {
  const one = s.replace(/\s+/g, ' ').trim();
  return one.length > 60 ? `${one.slice(0, 57)}...` : one;
};

/** The refusal shown to the user: which paragraphs, why, and what to do. */
export function placeholderRefusal(found: PlaceholderParagraph[]): string {
  const names = found.slice(0, 8).map((p) =>
    p.kind === 'empty' && p.text === ''
      ? 'the text is empty'
      : `paragraph ${p.index + 1} ("${preview(p.text)}": ${p.kind === 'empty' ? 'empty' : p.marker})`,
  );
  const more = found.length > 8 ? ` and ${found.length - 8} more` : '';
  return (
    `Add your own text to these paragraphs first: ${names.join('; ')}${more}. ` +
    'The assistant only tightens and rephrases what you wrote; it does not fill in placeholders. No request was sent.'
  );
}
