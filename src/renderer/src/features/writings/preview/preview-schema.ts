import { defaultSchema, type Options as Schema } from 'rehype-sanitize';

/**
 * The default sanitize schema (the shared Markdown component's), extended only by what KaTeX's output needs in the
 * writings preview. Spans, MathML and the few SVG shapes KaTeX draws (radicals, stretchy arrows) are allowed with
 * KaTeX's attributes; `style` is allowed on spans and SVG only, because KaTeX sizes glyphs with it. None of this is
 * reachable from the writer's own HTML: raw HTML is shown as text before sanitizing, so these elements can only
 * come out of KaTeX (run with trust off: no \href, \url, \includegraphics or \html*).
 */
const MATHML = [
  'math', 'semantics', 'annotation', 'mrow', 'mi', 'mo', 'mn', 'ms', 'mtext', 'mspace', 'msup', 'msub',
  'msubsup', 'mfrac', 'msqrt', 'mroot', 'mover', 'munder', 'munderover', 'mtable', 'mtr', 'mtd', 'mstyle',
  'mpadded', 'mphantom', 'menclose', 'mlabeledtr',
];
const MATHML_ATTRIBUTES = [
  'xmlns', 'display', 'encoding', 'mathvariant', 'mathVariant', 'stretchy', 'fence', 'separator', 'lspace',
  'rspace', 'accent', 'accentunder', 'columnalign', 'columnAlign', 'columnspacing', 'columnSpacing', 'rowspacing',
  'rowSpacing', 'columnlines', 'columnLines', 'rowlines', 'rowLines', 'width', 'height', 'depth', 'voffset',
  'linethickness', 'scriptlevel', 'scriptLevel', 'displaystyle', 'displayStyle', 'minsize', 'maxsize', 'symmetric',
  'largeop', 'movablelimits', 'notation', 'mathcolor', 'mathbackground', 'form',
];
const SVG = ['svg', 'path', 'line'];
const SVG_ATTRIBUTES = [
  'xmlns', 'width', 'height', 'viewBox', 'preserveAspectRatio', 'd', 'x1', 'x2', 'y1', 'y2', 'strokeWidth',
  'style',
];

const attributes: NonNullable<Schema['attributes']> = { ...defaultSchema.attributes };
attributes.span = [...(attributes.span ?? []), 'className', 'style', 'ariaHidden'];
for (const tag of MATHML) attributes[tag] = [...(attributes[tag] ?? []), ...MATHML_ATTRIBUTES];
for (const tag of SVG) attributes[tag] = [...(attributes[tag] ?? []), ...SVG_ATTRIBUTES];

export const previewSchema: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'span', ...MATHML, ...SVG],
  attributes,
};
