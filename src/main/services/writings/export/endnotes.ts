import type { FootnoteDefinition, Nodes, Root } from 'mdast';

/**
 * Footnotes to numbered endnotes, at the source level so the user's Markdown is otherwise untouched (the
 * newsletter editor drops footnotes on paste): every `[^label]` reference becomes `[n]`, numbered in order of
 * first reference; the definitions are cut out and listed under a "Notes" heading at the end. Definitions
 * nobody references come last, in document order. Positions come from parsing exactly `source`.
 */
export function footnotesToEndnotes(source: string, tree: Root): string {
  const refs: { start: number; end: number; id: string }[] = [];
  const defs = new Map<string, FootnoteDefinition>();
  let numericDefinition = false;
  const visit = (node: Nodes) => {
    if (node.type === 'footnoteReference') {
      refs.push({ start: node.position!.start.offset!, end: node.position!.end.offset!, id: node.identifier });
    } else if (node.type === 'footnoteDefinition') {
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
  const edits: { start: number; end: number; text: string }[] = [];
  for (const r of refs) {
    const n = number.get(r.id);
    if (n !== undefined) edits.push({ start: r.start, end: r.end, text: marker(n) });
  }
  const notes: { n: number; text: string }[] = [];
  for (const [id, def] of defs) {
    let end = def.position!.end.offset!;
    while (source[end] === '\n' || source[end] === '\r') end++;
    edits.push({ start: def.position!.start.offset!, end, text: '' });
    const first = def.children[0]?.position?.start.offset;
    const last = def.children.at(-1)?.position?.end.offset;
    const body = first === undefined || last === undefined ? '' : source.slice(first, last).replace(/\n {1,4}/g, '\n');
    notes.push({ n: number.get(id)!, text: body.replace(/\n/g, '\n   ') });
  }
  edits.sort((a, b) => a.start - b.start);

  let out = '';
  let at = 0;
  for (const e of edits) {
    if (e.start < at) continue; // a reference inside a removed definition
    out += source.slice(at, e.start) + e.text;
    at = e.end;
  }
  out += source.slice(at);
  notes.sort((a, b) => a.n - b.n);
  const text = out.trimEnd();
  // No second rule when the piece already ends with one.
  const rule = /(^|\n) {0,3}([-*_])( *\2){2,} *$/.test(text) ? '' : '---\n\n';
  return `${text}\n\n${rule}**Notes**\n\n${notes.map((x) => `${x.n}. ${x.text}`).join('\n')}\n`;
}
