import { memo, useEffect, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import 'katex/dist/katex.min.css';
import '../../../components/markdown.css';
import { createIncrementalRenderer, type IncrementalRenderer } from './incremental';
import { PreviewWorkerClient, type PreviewView } from './preview-client';
import { PREVIEW_BLOCK_BUDGET_MS, PREVIEW_MAX_ELEMENTS, PREVIEW_SYNC_MAX_SOURCE_CHARS } from './preview-limits';

const PLAIN_PREVIEW_CHARS = 20_000;

const NOTES: Record<Exclude<PreviewView, { kind: 'rendered' }>['reason'], string> = {
  too_long: 'Shown as plain text: the piece is longer than the preview formats.',
  too_many_elements: `Shown as plain text: it has more than ${PREVIEW_MAX_ELEMENTS.toLocaleString('en')} list items, formulas and other elements, too many to lay out quickly.`,
  too_slow: `Shown as plain text: a part of it took longer than ${PREVIEW_BLOCK_BUDGET_MS / 1000} s to format. Simplify the part you just changed to see the formatting again.`,
  failed: 'Shown as plain text: it could not be formatted.',
};

/**
 * One block's HTML: produced by the worker from the writer's own Markdown with raw HTML turned into text, then
 * sanitized (preview-schema.ts), so it is inert. Memoized: a keystroke replaces one block's DOM, not the page's.
 */
const Block = memo(function Block({ html }: { html: string }) {
  return <div className="preview-block" dangerouslySetInnerHTML={{ __html: html }} />;
});

function PlainText({ source, note }: { source: string; note: string }) {
  const [all, setAll] = useState(source.length <= PLAIN_PREVIEW_CHARS);
  return (
    <>
      <p className="markdown-note">{note}</p>
      <pre className="markdown-plain">{all ? source : source.slice(0, PLAIN_PREVIEW_CHARS)}</pre>
      {!all && (
        <button type="button" className="btn" onClick={() => setAll(true)}>
          Show all {source.length.toLocaleString('en')} characters
        </button>
      )}
    </>
  );
}

/** Renders on the page's thread where there are no workers (jsdom tests): bounded by size. */
function renderInPlace(renderer: IncrementalRenderer, source: string): PreviewView {
  if (source.length > PREVIEW_SYNC_MAX_SOURCE_CHARS) return { source, kind: 'plain', reason: 'too_long' };
  try {
    const r = renderer.render(source);
    return r.kind === 'plain' ? { source, ...r } : { source, ...r };
  } catch {
    return { source, kind: 'plain', reason: 'failed' };
  }
}

/**
 * The writings editor's live preview: GFM, footnotes and math (KaTeX), rendered block by block in a worker that
 * keeps the blocks between keystrokes (incremental.ts), so typing in a 100 KB piece re-renders one block off the
 * page's thread. Other screens keep the shared Markdown component, which has no math.
 */
export function WritingPreview({ source }: { source: string }) {
  const [view, setView] = useState<PreviewView | undefined>(undefined);
  const engine = useRef<PreviewWorkerClient | IncrementalRenderer | null>(null);

  useEffect(() => {
    const client =
      typeof Worker === 'undefined'
        ? createIncrementalRenderer()
        : new PreviewWorkerClient(
            () => new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module' }),
            setView,
          );
    engine.current = client;
    return () => {
      if (client instanceof PreviewWorkerClient) client.dispose();
      engine.current = null;
    };
  }, []);

  useEffect(() => {
    const e = engine.current;
    if (!e) return;
    if (e instanceof PreviewWorkerClient) e.render(source);
    else setView(renderInPlace(e, source));
  }, [source]);

  return (
    // A click on a footnote call or back reference is the only click handled here (see followFootnote).
    <div className="markdown writing-preview" onClick={followFootnote} aria-busy={view?.source === source ? undefined : true}>
      {view === undefined ? null : view.kind === 'plain' ? (
        <PlainText source={view.source} note={NOTES[view.reason]} />
      ) : (
        <>
          {view.too_complex + view.plain_blocks > 0 ? (
            <p className="markdown-note">
              {view.too_complex + view.plain_blocks === 1 ? 'One part is' : `${view.too_complex + view.plain_blocks} parts are`}{' '}
              shown as typed: too many formatting marks, nested levels or elements to format safely.
            </p>
          ) : null}
          {keyed(view.blocks).map((b) => (
            <Block key={b.key} html={b.html} />
          ))}
        </>
      )}
    </div>
  );
}

/**
 * A footnote call jumps to its note and a back reference back to the call, inside the preview: the pane scrolls
 * and focus moves there (so Tab continues from the note), without a fragment in the address (the route stays
 * /writings/:id, and the desktop app has no page to navigate). Enter on a focused link arrives here as a click.
 */
function followFootnote(event: ReactMouseEvent<HTMLDivElement>): void {
  const anchor = (event.target as Element).closest('a[data-footnote-ref], a[data-footnote-backref]');
  const href = anchor?.getAttribute('href');
  if (!anchor || !href?.startsWith('#') || !event.currentTarget.contains(anchor)) return;
  const id = href.slice(1);
  // Only footnotes carry ids in the preview (raw HTML is text), so this walk is short.
  const target = [...event.currentTarget.querySelectorAll<HTMLElement>('[id]')].find((el) => el.id === id);
  if (!target) return;
  event.preventDefault();
  if (!target.matches('a[href], button, [tabindex]')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}

/** React keys: a block id, plus which repeat of it this is (the same paragraph can appear twice). */
function keyed(blocks: { id: number; html: string }[]): { key: string; html: string }[] {
  const seen = new Map<number, number>();
  return blocks.map((b) => {
    const n = (seen.get(b.id) ?? 0) + 1;
    seen.set(b.id, n);
    return { key: `${b.id}.${n}`, html: b.html };
  });
}
