import { memo, useCallback, useEffect, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import 'katex/dist/katex.min.css';
import '../../../components/markdown.css';
import { createIncrementalRenderer, type IncrementalRenderer } from './incremental';
import { PreviewWorkerClient, type PreviewView } from './preview-client';
import { takePreviewWorker } from './preview-worker-start';
import {
  PREVIEW_BLOCK_BUDGET_MS,
  PREVIEW_MAX_ELEMENTS,
  PREVIEW_ROUND_BUDGET_MS,
  PREVIEW_SYNC_MAX_SOURCE_CHARS,
} from './preview-limits';

const PLAIN_PREVIEW_CHARS = 20_000;

const NOTES: Record<Extract<PreviewView, { kind: 'plain' }>['reason'], string> = {
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
    return { source, ...renderer.render(source) };
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
  // The newest answer, and the newest formatted one (kept on screen while a long change is being formatted).
  const [shown, setShown] = useState<{ view?: PreviewView; rendered?: Rendered }>({});
  const setView = useCallback(
    (view: PreviewView) => setShown((prev) => ({ view, rendered: view.kind === 'rendered' ? view : view.kind === 'partial' ? prev.rendered : undefined })),
    [],
  );
  const { view, rendered } = shown;
  const engine = useRef<PreviewWorkerClient | IncrementalRenderer | null>(null);

  useEffect(() => {
    const client =
      typeof Worker === 'undefined'
        ? createIncrementalRenderer()
        : new PreviewWorkerClient(takePreviewWorker, setView);
    engine.current = client;
    return () => {
      if (client instanceof PreviewWorkerClient) client.dispose();
      engine.current = null;
    };
  }, [setView]);

  useEffect(() => {
    const e = engine.current;
    if (!e) return;
    if (e instanceof PreviewWorkerClient) e.render(source);
    else setView(renderInPlace(e, source));
  }, [source, setView]);

  return (
    // A click on a footnote call or back reference is the only click handled here (see followFootnote).
    <div className="markdown writing-preview" onClick={followFootnote} aria-busy={view?.source === source && view.kind !== 'partial' ? undefined : true}>
      {view === undefined ? null : view.kind === 'plain' ? (
        <PlainText source={view.source} note={NOTES[view.reason]} />
      ) : view.kind === 'partial' ? (
        rendered ? (
          <RenderedView view={rendered} pending={formattingNote(view)} />
        ) : (
          <PlainText source={view.source} note={`${formattingNote(view)} Shown as typed until then.`} />
        )
      ) : (
        <RenderedView view={view} />
      )}
    </div>
  );
}

type Rendered = Extract<PreviewView, { kind: 'rendered' }>;

function formattingNote(view: Extract<PreviewView, { kind: 'partial' }>): string {
  const percent = Math.floor((100 * view.done) / view.total);
  return `Formatting a long change: ${percent}% done (the preview answers every ${PREVIEW_ROUND_BUDGET_MS / 1000} s while it works).`;
}

/** The formatted blocks, after a note naming the limits of any part shown as typed (and one while formatting). */
function RenderedView({ view, pending }: { view: Rendered; pending?: string }) {
  return (
    <>
      {pending ? <p className="markdown-note">{pending}</p> : null}
      {view.typed > 0 ? (
        <p className="markdown-note">
          {view.typed === 1 ? 'One part is shown as typed: it has' : `${view.typed} parts are shown as typed: they have`}{' '}
          {view.limits.join('; ')}. Split or simplify {view.typed === 1 ? 'it' : 'them'} to see the formatting.
        </p>
      ) : null}
      {keyed(view.blocks).map((b) => (
        <Block key={b.key} html={b.html} />
      ))}
    </>
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
