import type { AssistFlag } from '@shared/domain/assist';

export const FLAG_LABEL: Record<AssistFlag['kind'], string> = {
  url: 'link',
  citation: 'citation',
  number: 'number',
  quotation: 'quotation',
  name: 'name',
  claim: 'claim',
};

/** The suggestion as text with the new material marked (React escapes the text; no HTML is rendered). */
export function FlaggedText({ text, flags }: { text: string; flags: AssistFlag[] }) {
  const parts: Array<{ text: string; flag?: AssistFlag }> = [];
  let at = 0;
  for (const f of [...flags].sort((a, b) => a.start - b.start)) {
    if (f.start < at || f.end > text.length) continue;
    if (f.start > at) parts.push({ text: text.slice(at, f.start) });
    parts.push({ text: text.slice(f.start, f.end), flag: f });
    at = f.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return (
    <div className="assist-flagged" data-testid="assist-flagged">
      {parts.map((p, i) =>
        p.flag ? (
          <mark
            key={i}
            className="assist-flag"
            data-kind={p.flag.kind}
            title={`New ${FLAG_LABEL[p.flag.kind]}: not in your text`}
          >
            {p.text}
            <span className="assist-flag-kind">{FLAG_LABEL[p.flag.kind]}</span>
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </div>
  );
}
