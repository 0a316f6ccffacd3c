import type { FootnoteDefinition, Nodes, Root } from 'mdast';

type Edit = { start: number; end: number; text: string };

/** `source` from `from` to `to` with the edits inside that span applied (edits sorted by start). */
function applyEdits(source: string, edits: readonly Edit[], from: number, to: number): string {
  let out = '';
  let at = from;
  for (const e of edits) {
    // Before the span, outside it, or inside a definition already cut out (its references go with it).
    if (e.start < at || e.end > to) continue;
    out += source.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + source.slice(at, to);
}

/**
 * Footnotes to numbered endnotes, at the source level so the user's Markdown is otherwise untouched (the
 * newsletter editor drops footnotes on paste): every `[^label]` reference becomes `[n]`, numbered in order of
 * first reference; the definitions are cut out and listed under a "Notes" heading at the end. Definitions
 * nobody references come last, in document order. Positions come from parsing exactly `source`.
 */
export function footnotesToEndnotes(source: string, tree: Root): string {
  const refs: { start: number; end: number; id: string }[] = [];
  const defs = new Map<string, FootnoteDefinition>();
  // A label defined twice: the first definition is the note, as in GFM; every copy is cut from the body.
  const allDefs: FootnoteDefinition[] = [];
  let numericDefinition = false;
  const visit = (node: Nodes) => {
    if (node.type === 'footnoteReference') {
      refs.push({ start: node.position!.start.offset!, end: node.position!.end.offset!, id: node.identifier });
    } else if (node.type === 'footnoteDefinition') {
      allDefs.push(node);
      if (!defs.has(node.identifier)) defs.set(node.identifier, node);
    } else if (node.type === 'definition' && /^\d+$/.test(node.identifier)) {
      numericDefinition = true;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) visit(child);
  };
  visit(tree);
  if (defs.size === 0 && refs.length === 0) return source;

  const number = new Map<string, number>();
  for (const r of refs) if (defs.has(r.id) && !number.has(r.id)) number.set(r.id, number.size + 1);
  for (const id of defs.keys()) if (!number.has(id)) number.set(id, number.size + 1);

  // `[1]` would turn into a link if the document defines a reference labelled 1; escape it then.
  const marker = (n: number) => (numericDefinition ? `\\[${n}]` : `[${n}]`);
  const markers: Edit[] = [];
  for (const r of refs) {
    const n = number.get(r.id);
    if (n !== undefined) markers.push({ start: r.start, end: r.end, text: marker(n) });
  }
  const cuts: Edit[] = allDefs.map((def) => {
    let end = def.position!.end.offset!;
    while (source[end] === '\n' || source[end] === '\r') end++;
    return { start: def.position!.start.offset!, end, text: '' };
  });
  const notes: { n: number; text: string }[] = [];
  for (const [id, def] of defs) {
    const first = def.children[0]?.position?.start.offset;
    const last = def.children.at(-1)?.position?.end.offset;
    // A note may cite another note: its references get their numbers too.
    const body =
      first === undefined || last === undefined
        ? ''
        : applyEdits(source, markers, first, last).replace(/\n {1,4}/g, '\n');
    notes.push({ n: number.get(id)!, text: body.replace(/\n/g, '\n   ') });
  }
  const out = applyEdits(
    source,
    [...markers, ...cuts].sort((a, b) => a.start - b.start),
    0,
    source.length,
  );
  notes.sort((a, b) => a.n - b.n);
  const text = out.trimEnd();
  // No second rule when the piece already ends with one. From the tree, not the text: "Title\n---" is a heading.
  const lastBlock = tree.children.filter((node) => node.type !== 'footnoteDefinition').at(-1);
  const rule = lastBlock?.type === 'thematicBreak' ? '' : '---\n\n';
  return `${text}\n\n${rule}**Notes**\n\n${notes.map((x) => `${x.n}. ${x.text}`).join('\n')}\n`;
}
