import { invalidInput } from '@shared/errors';

/**
 * The structure check a pasted feed passes before it is parsed. The feed parser is deliberately tolerant (real
 * feeds are sloppy), so a document cut off half-way parses into zero items and would answer "0 added": the user
 * would think the feed was empty. This check reads the element structure only (start and end tags, comments,
 * CDATA, processing instructions, the doctype) in one linear pass and says where a document breaks: a tag never
 * closed, an end tag that closes another, a comment or CDATA section left open, text that ends inside a tag, or
 * a root that is not `rss`, `feed` or `rdf:RDF`. Entities and namespaces are left to the parser.
 */

export type StructureProblem = { message: string; line: number; column: number };

const ROOTS = new Set(['rss', 'feed', 'rdf:rdf']);
const NAME = /^[A-Za-z_:][\w:.-]*/;
/** Deeper than any feed; a deeper document is refused rather than walked. */
const MAX_DEPTH = 256;

function position(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: index - lineStart + 1 };
}

/** The first place the document's structure breaks, or null when it is one complete feed element. */
export function findStructureProblem(text: string): StructureProblem | null {
  const stack: Array<{ name: string; at: number }> = [];
  let root: string | null = null;
  let rootClosed = false;
  const fail = (message: string, at: number): StructureProblem => ({ message, ...position(text, at) });
  let i = text.indexOf('<');
  if (i === -1) return fail('there is no XML element in it', 0);
  while (i !== -1) {
    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end === -1) return fail('a comment opened here is never closed (the text ends inside it)', i);
      i = text.indexOf('<', end + 3);
      continue;
    }
    if (text.startsWith('<![CDATA[', i)) {
      const end = text.indexOf(']]>', i + 9);
      if (end === -1) return fail('a CDATA section opened here is never closed (the text ends inside it)', i);
      i = text.indexOf('<', end + 3);
      continue;
    }
    if (text.startsWith('<?', i) || text.startsWith('<!', i)) {
      const end = text.indexOf('>', i + 2);
      if (end === -1) return fail('the text ends inside a declaration that starts here', i);
      i = text.indexOf('<', end + 1);
      continue;
    }
    const closing = text[i + 1] === '/';
    const name = NAME.exec(text.slice(i + (closing ? 2 : 1), i + 200))?.[0];
    if (!name) return fail('a "<" here starts no tag (write it as &lt; in text)', i);
    // The tag's end: the next ">" outside a quoted attribute value.
    let j = i + name.length + 1;
    let quote: string | null = null;
    for (; j < text.length; j++) {
      const c = text[j];
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '>') break;
    }
    if (j >= text.length) return fail(`the text ends inside the tag <${closing ? '/' : ''}${name}> that starts here`, i);
    const lower = name.toLowerCase();
    if (closing) {
      const open = stack.pop();
      if (!open) return fail(`</${name}> closes an element that was never opened`, i);
      if (open.name !== name) {
        const opened = position(text, open.at);
        return fail(`</${name}> closes <${open.name}>, which was opened at line ${opened.line}, column ${opened.column}`, i);
      }
      if (stack.length === 0) rootClosed = true;
    } else if (text[j - 1] !== '/') {
      if (rootClosed) return fail(`<${name}> comes after the feed's root element has already closed`, i);
      if (root === null) {
        root = lower;
        if (!ROOTS.has(lower)) return fail(`the document's root is <${name}>, not <rss>, <feed> or <rdf:RDF>`, i);
      }
      if (stack.length >= MAX_DEPTH) return fail(`elements are nested more than ${MAX_DEPTH} deep here`, i);
      stack.push({ name, at: i });
    } else if (root === null) {
      return fail(`the document's root is an empty <${name}/>, not a feed`, i);
    }
    i = text.indexOf('<', j + 1);
  }
  if (root === null) return fail('it ends before any feed element (<rss>, <feed> or <rdf:RDF>) starts', text.length);
  const open = stack.pop();
  if (open) return fail(`the text ends before <${open.name}> (opened here) is closed; the document looks cut off`, open.at);
  return null;
}

/** Throws invalid_input saying where a pasted document stops being a complete feed; nothing is stored then. */
export function assertCompleteFeed(text: string): void {
  const problem = findStructureProblem(text);
  if (!problem) return;
  throw invalidInput(
    `That is not a complete RSS or Atom document, so nothing was imported: at line ${problem.line}, column ${problem.column}, ${problem.message}. Paste the whole feed (from its first "<" to its closing </rss> or </feed>).`,
  );
}
