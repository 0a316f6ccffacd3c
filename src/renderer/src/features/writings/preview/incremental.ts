import type { Nodes as MdastNodes, Root as MdastRoot, RootContent } from 'mdast';
import { previewBlocks } from './preview-blocks';
import { OPENER, runsOn } from './runs-on';
import { asTypedFence, TOO_MANY_ELEMENTS, typedPartHtml, typedReason } from './preview-guards';
import {
  htmlAsText,
  mdastToHtml,
  previewParser,
  renderFootnoteSection,
  renderWholeDocument,
  type RenderedHtml,
} from './preview-pipeline';
import { PREVIEW_MAX_BLOCK_ELEMENTS, PREVIEW_MAX_ELEMENTS, PREVIEW_MAX_SOURCE_CHARS } from './preview-limits';

/**
 * Block-incremental preview rendering: a 100 KB document takes 0.4-1.1 s to parse and render whole,
 * but a keystroke changes one block. The document is split into top-level blocks (preview-blocks.ts); each
 * block is parsed, rendered to sanitized HTML and cached by its text and the context it depends on, so a
 * keystroke re-renders one block. What a block depends on outside itself:
 * - reference and footnote definitions elsewhere: the definitions the block's brackets name are appended to its
 *   parse, ahead of it (a "head"), so `[text][ref]` and `[^1]` resolve as in the whole document; a label defined
 *   twice (the first wins across the document), or definitions in a block left open at the end, fall back to
 *   rendering the whole document;
 * - footnote numbers: a pass over every block's references (cheap, from cached parses) gives each reference its
 *   number and repeat count, which are part of the block's cache key; the footnote section is rendered once;
 * - nothing else: math, tables, code and lists are self-contained between blank lines outside fences.
 * The result equals renderWholeDocument (a property test generates documents to check it).
 */

export type PreviewBlockHtml = { id: number; html: string };
export type PreviewRender =
  /** `typed`: parts shown as typed; `limits`: the limits they passed, named (distinct, in document order). */
  | { kind: 'rendered'; blocks: PreviewBlockHtml[]; typed: number; limits: string[] }
  | { kind: 'plain'; reason: 'too_long' | 'too_many_elements' }
  /** The round's deadline came first: `done` of `total` steps are cached, and the next call carries on. */
  | { kind: 'partial'; done: number; total: number };

export type RenderOptions = {
  /** Called after each block that needed work (the worker uses it to show it is alive). */
  progress?: () => void;
  /** A `performance.now()` instant: past it, the render stops after the block in hand and answers `partial`. */
  deadline?: number;
};

type Ref = { id: string; identifier: string; label: string };
type Parsed = { tree: MdastRoot; refs: Ref[]; footnotes: MdastNodes[]; definitions: MdastNodes[] };
type Entry = RenderedHtml & { id: number; typed?: true };
type Definer = { labels: string[]; definitions: MdastNodes[] };

const BRACKETED = /\[((?:[^\]\\\n]|\\.){1,999})\]/g;
const normalizeLabel = (label: string) => label.replace(/[\t\n\r ]+/g, ' ').trim().toLowerCase();

/** Every node of `node`'s subtree of one of the given types, in document order (not inside `skip` nodes). */
function collect(node: MdastNodes, types: ReadonlySet<string>, skip: ReadonlySet<string>, out: MdastNodes[]): void {
  if (types.has(node.type)) out.push(node);
  if (skip.has(node.type) || !('children' in node)) return;
  for (const child of node.children as MdastNodes[]) collect(child, types, skip, out);
}
const DEFINITIONS = new Set(['definition', 'footnoteDefinition']);
const NOTHING = new Set<string>();
const FOOTNOTE_REFERENCE = new Set(['footnoteReference']);
const FOOTNOTE_DEFINITION = new Set(['footnoteDefinition']);

/** How many parts are shown as typed, and the distinct limits they passed (null: a part that was formatted). */
function typedParts(reasons: readonly (string | null)[]): { typed: number; limits: string[] } {
  const limits = reasons.filter((r): r is string => r !== null);
  return { typed: limits.length, limits: [...new Set(limits)] };
}

function definitionKey(node: MdastNodes): string {
  return node.type === 'footnoteDefinition' ? `^${node.identifier}` : (node as { identifier: string }).identifier;
}

export function createIncrementalRenderer() {
  let nextId = 1;
  let definers = new Map<string, Definer>();
  let parses = new Map<string, Parsed>();
  let htmls = new Map<string, Entry>();
  let footer: { key: string; entry: Entry } | undefined;
  let whole: { key: string; entry: Entry } | undefined;
  // Block text -> why it is shown as typed (a limit it passes), or null when it is parsed.
  let typedReasons = new Map<string, string | null>();
  // The generation before: typing a paragraph above a long part changes that part's text for a keystroke or two
  // ("*a*" then a line break joins them until the blank line), and its check is then not made again.
  let olderReasons = new Map<string, string | null>();
  // The text a render stopped at its deadline on, and the work done on it in earlier rounds.
  let rounds: { md: string; done: number } | undefined;
  // Block text -> whether it ends inside an unclosed fence / math / HTML block (see runsOn).
  let openEnded = new Map<string, boolean>();
  // Block text -> the labels its brackets name (normalized), found once per text.
  let bracketLabels = new Map<string, string[]>();
  // Within one render: trees parsed from a block's bare text to check it (runsOn, definerOf), handed on to parse()
  // when the block is parsed without a head, so a new block with a fence or a definition is parsed once, not twice.
  let fresh = new Map<string, MdastRoot>();
  function parseBare(text: string): MdastRoot {
    let tree = fresh.get(text);
    if (!tree) {
      tree = previewParser.parse(text);
      fresh.set(text, tree);
    }
    return tree;
  }

  function definerOf(text: string, used: Map<string, Definer>): Definer {
    let d = used.get(text) ?? definers.get(text);
    if (!d) {
      const found: MdastNodes[] = [];
      collect(parseBare(text), DEFINITIONS, NOTHING, found);
      d = { labels: found.map(definitionKey), definitions: found };
    }
    used.set(text, d);
    return d;
  }

  function parse(text: string, head: string): Parsed {
    // A tree from parseBare is only read before this point; this is its one and last user (it is changed below).
    const checked = head ? undefined : fresh.get(text);
    if (checked) fresh.delete(text);
    const tree = checked ?? previewParser.parse(head + text);
    htmlAsText(tree);
    // Only the block's own nodes are rendered; link definitions from the head stay (they render nothing and
    // resolve `[text][ref]`).
    const own: RootContent[] = [];
    const borrowed: MdastNodes[] = [];
    for (const child of tree.children) {
      if ((child.position?.start.offset ?? 0) >= head.length) own.push(child);
      else collect(child, new Set(['definition']), NOTHING, borrowed);
    }
    const refs: MdastNodes[] = [];
    const footnotes: MdastNodes[] = [];
    const definitions: MdastNodes[] = [];
    for (const child of own) {
      collect(child, FOOTNOTE_REFERENCE, FOOTNOTE_DEFINITION, refs);
      collect(child, FOOTNOTE_DEFINITION, NOTHING, footnotes);
      collect(child, new Set(['definition']), NOTHING, definitions);
    }
    tree.children = [...(borrowed as RootContent[]), ...own];
    return {
      tree,
      refs: refs.map((r) => {
        const ref = r as { identifier: string; label?: string | null };
        return { id: String(ref.identifier).toUpperCase(), identifier: ref.identifier, label: ref.label ?? ref.identifier };
      }),
      footnotes,
      definitions,
    };
  }

  function entry(rendered: RenderedHtml & { typed?: true }): Entry {
    return { ...rendered, id: nextId++ };
  }

  return {
    /**
     * Renders `md`, reusing every block whose text and context are unchanged since the last call. Past
     * `options.deadline` it stops after the block in hand, keeps what it did in the cache and answers `partial`:
     * the next call with the same text carries on from there.
     */
    render(md: string, options: RenderOptions = {}): PreviewRender {
      const { progress, deadline } = options;
      if (md.length > PREVIEW_MAX_SOURCE_CHARS) return { kind: 'plain', reason: 'too_long' };
      const split = previewBlocks(md);
      // Every block lays out one element at least: more blocks than the document's cap is refused before any work.
      if (split.length > PREVIEW_MAX_ELEMENTS) return { kind: 'plain', reason: 'too_many_elements' };
      // Progress of a render spread over rounds: the blocks parsed or rendered for this same text so far, against two
      // per block (a rough measure, but it only ever grows while the text stays the same).
      const total = 2 * split.length;
      if (rounds?.md !== md) rounds = { md, done: 0 };
      const round = rounds;
      let worked = 0;
      const overdue = () => {
        worked++;
        return deadline !== undefined && performance.now() > deadline;
      };
      const stop = (): PreviewRender => {
        round.done += worked;
        return { kind: 'partial', done: Math.min(round.done, total - 1), total };
      };
      fresh = new Map();

      // Why each block text is shown as typed (null: parsed). Checking costs a pass over every line, once per text.
      const usedReasons = new Map<string, string | null>();
      const reasonOf = (t: string): string | null => {
        let r = usedReasons.get(t);
        if (r === undefined) r = typedReasons.has(t) ? typedReasons.get(t) : olderReasons.get(t);
        if (r === undefined) r = typedReason(t);
        usedReasons.set(t, r);
        return r;
      };

      // A block that ends inside an unclosed fence, math or HTML block is joined with the next (exact, as above).
      const usedOpenEnded = new Map<string, boolean>();
      // `open`: the block is left open at the end of the document (it runs on to the end in the whole document).
      const blocks: { text: string; open: boolean }[] = [];
      let stopped = false; // the deadline passed after a parse in this loop
      for (let i = 0; i < split.length; i++) {
        const start = split[i]!.offset;
        let text = split[i]!.text;
        let open = false;
        const ends = (t: string): boolean => {
          if (!OPENER.test(t)) return false;
          let v = usedOpenEnded.get(t) ?? openEnded.get(t);
          if (v === undefined) {
            // A block shown as typed is never parsed: the splitter's own reading of its fences stands.
            v = reasonOf(t) === null && runsOn(t, parseBare(t));
            if (overdue()) {
              for (const [k, e] of usedOpenEnded) openEnded.set(k, e);
              openEnded.set(t, v);
              stopped = true;
              return false;
            }
          }
          usedOpenEnded.set(t, v);
          return v;
        };
        while (ends(text)) {
          if (i + 1 === split.length) {
            text = md.slice(start); // unclosed at the end: the blank lines after it are its content
            open = true;
            break;
          }
          i++;
          text = md.slice(start, split[i]!.offset + split[i]!.text.length);
        }
        // Each round stops only after work of its own, so every round moves on.
        if (stopped) return stop();
        blocks.push({ text, open });
      }
      openEnded = usedOpenEnded;
      progress?.(); // splitting a 2 MB piece is work too: the watchdog counts from here
      const texts = blocks.map((b) => b.text);
      const reasons = texts.map((t) => {
        const known = usedReasons.has(t) || typedReasons.has(t) || olderReasons.has(t);
        const reason = reasonOf(t);
        if (!known) progress?.();
        return reason;
      });
      olderReasons = typedReasons;
      typedReasons = usedReasons;

      // Definitions: which block defines each label. A label defined twice: render the whole document.
      const usedDefiners = new Map<string, Definer>();
      const definedIn = new Map<string, number>();
      let duplicate = false;
      for (let i = 0; i < texts.length; i++) {
        const text = texts[i]!;
        if (reasons[i] !== null || !text.includes(']:')) continue;
        // Definitions in a block left open: used as another block's head, its open fence would swallow that block.
        if (blocks[i]!.open) duplicate = true;
        const known = usedDefiners.has(text) || definers.has(text);
        for (const label of definerOf(text, usedDefiners).labels) {
          if (definedIn.has(label) && definedIn.get(label) !== i) duplicate = true;
          definedIn.set(label, i);
        }
        if (!known && overdue()) {
          for (const [k, v] of usedDefiners) definers.set(k, v);
          return stop();
        }
      }
      definers = usedDefiners;
      if (duplicate) {
        const key = texts.map((t, i) => (reasons[i] === null ? t : asTypedFence(t))).join('\n\n');
        if (whole?.key !== key) whole = { key, entry: entry(renderWholeDocument(key)) };
        parses = new Map();
        htmls = new Map();
        if (whole.entry.elements > PREVIEW_MAX_ELEMENTS) return { kind: 'plain', reason: 'too_many_elements' };
        return { kind: 'rendered', blocks: [whole.entry], ...typedParts(reasons) };
      }

      // Parse each block (cached by its text and the definitions it borrows); a block shown as typed is not parsed.
      const usedParses = new Map<string, Parsed>();
      const usedLabels = new Map<string, string[]>();
      const parseKeys: string[] = [];
      const parsed: (Parsed | null)[] = [];
      for (let i = 0; i < texts.length; i++) {
        const text = texts[i]!;
        if (reasons[i] !== null) {
          parseKeys.push(`\u0003${text}`);
          parsed.push(null);
          continue;
        }
        let head = '';
        if (definedIn.size > 0 && text.includes('[')) {
          let labels = usedLabels.get(text) ?? bracketLabels.get(text);
          if (!labels) {
            labels = [];
            BRACKETED.lastIndex = 0;
            for (let m = BRACKETED.exec(text); m; m = BRACKETED.exec(text)) {
              labels.push(normalizeLabel(m[1]!));
              BRACKETED.lastIndex = m.index + 1; // labels nest and overlap: [text][ref]
            }
          }
          usedLabels.set(text, labels);
          const borrowed = new Set<number>();
          for (const label of labels) {
            const at = definedIn.get(label);
            if (at !== undefined && at !== i) borrowed.add(at);
          }
          // The definitions go BEFORE the block (a block may end in a fence left open, which would swallow
          // anything after it), closed off by an HTML comment so that nothing in them continues into the block.
          const holders = [...borrowed].sort((a, b) => a - b).map((at) => texts[at]!);
          if (holders.length) head = `${holders.join('\n\n')}\n\n<!-- -->\n\n`;
        }
        const key = head ? `${head}\u0000${text}` : text;
        parseKeys.push(key);
        let p = usedParses.get(key) ?? parses.get(key);
        if (!p) {
          p = parse(text, head);
          progress?.();
          if (overdue()) {
            // Keep this round's work for the next one (the texts are the keys, so nothing stale can be reused).
            for (const [k, v] of usedParses) parses.set(k, v);
            parses.set(key, p);
            for (const [k, v] of usedLabels) bracketLabels.set(k, v);
            return stop();
          }
        }
        usedParses.set(key, p);
        parsed.push(p);
      }
      parses = usedParses;
      bracketLabels = usedLabels;
      fresh = new Map();

      // Footnote numbers: replay every reference in order, as mdast-util-to-hast numbers them.
      const order: string[] = [];
      const numberOf = new Map<string, number>();
      const counts = new Map<string, number>();
      const allRefs: Ref[] = [];
      const usedHtml = new Map<string, Entry>();
      const out: PreviewBlockHtml[] = [];
      const limits = [...reasons];
      let elements = 0;
      for (let i = 0; i < parsed.length; i++) {
        const p = parsed[i];
        let signature = '';
        // What the block inherits, built only if it must be rendered: the order so far, and the counts of the
        // footnotes it refers to (only those are read).
        const orderBefore = order.length;
        const countsBefore = new Map<string, number>();
        const met = new Set<string>();
        for (const ref of p?.refs ?? []) {
          allRefs.push(ref);
          const seen = counts.get(ref.id);
          if (!met.has(ref.id) && seen !== undefined) countsBefore.set(ref.id, seen);
          met.add(ref.id);
          if (seen === undefined) {
            order.push(ref.id);
            numberOf.set(ref.id, order.length);
          }
          counts.set(ref.id, (seen ?? 0) + 1);
          signature += `${numberOf.get(ref.id)}.${(seen ?? 0) + 1},`;
        }
        const seed = () => (p?.refs.length ? { order: order.slice(0, orderBefore), counts: countsBefore } : undefined);
        const key = signature ? `${parseKeys[i]}\u0001${signature}` : parseKeys[i]!;
        let e = usedHtml.get(key) ?? htmls.get(key);
        if (!e) {
          const rendered = p ? mdastToHtml(p.tree, seed()) : { html: typedPartHtml(texts[i]!), elements: 1 };
          // One block laying out more elements than a whole essay has: shown as typed.
          e = entry(rendered.elements > PREVIEW_MAX_BLOCK_ELEMENTS ? { html: typedPartHtml(texts[i]!), elements: 1, typed: true } : rendered);
          progress?.();
          if (overdue()) {
            for (const [k, v] of usedHtml) htmls.set(k, v);
            htmls.set(key, e);
            return stop();
          }
        }
        if (e.typed) limits[i] = TOO_MANY_ELEMENTS;
        usedHtml.set(key, e);
        elements += e.elements;
        if (e.html !== '') out.push({ id: e.id, html: e.html });
      }
      htmls = usedHtml;

      if (order.length > 0) {
        const footnotes = parsed.flatMap((p) => p?.footnotes ?? []);
        const definitions = parsed.flatMap((p) => p?.definitions ?? []);
        // The section depends on the references' order and on every block holding definitions.
        const definingBlocks = parseKeys.filter((_, i) => parsed[i]?.footnotes.length || parsed[i]?.definitions.length);
        const key = `${allRefs.map((r) => r.id).join('\n')}\u0000${definingBlocks.join('\u0002')}`;
        if (footer?.key !== key) footer = { key, entry: entry(renderFootnoteSection(allRefs, [...footnotes, ...definitions])) };
        elements += footer.entry.elements;
        if (footer.entry.html !== '') out.push({ id: footer.entry.id, html: footer.entry.html });
      } else footer = undefined;

      if (elements > PREVIEW_MAX_ELEMENTS) return { kind: 'plain', reason: 'too_many_elements' };
      return { kind: 'rendered', blocks: out, ...typedParts(limits) };
    },
  };
}
export type IncrementalRenderer = ReturnType<typeof createIncrementalRenderer>;

/** The HTML of a render as one string (what the whole-document render produces). */
export function joinedHtml(render: PreviewRender): string {
  return render.kind === 'rendered' ? render.blocks.map((b) => b.html).join('\n') : '';
}
