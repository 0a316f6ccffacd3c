import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import {
  MAX_INLINE_MARKS_PER_PARAGRAPH,
  MAX_NESTING,
  MAX_RENDERED_ELEMENTS,
  PLAIN_PREVIEW_CHARS,
  SYNC_MAX_EMPHASIS_MARKS,
  SYNC_MAX_SOURCE_CHARS,
  WORKER_BUDGET_MS,
  MAX_SOURCE_CHARS,
} from './markdown-limits';
import { renderMarkdownSync, type MarkdownOutcome, type PlainReason } from './markdown-pipeline';
import { markdownWorker } from './markdown-worker-client';
import './markdown.css';

export { markdownToHast } from './markdown-pipeline';

function ExternalAwareLink(props: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  const external = typeof props.href === 'string' && /^https?:\/\//i.test(props.href);
  return <a {...props} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} />;
}

const PLAIN_NOTES: Record<PlainReason, string> = {
  too_slow: `Shown as plain text: formatting it took longer than ${WORKER_BUDGET_MS / 1000} s.`,
  too_long: `Shown as plain text: it is longer than ${(MAX_SOURCE_CHARS / 1_000_000).toFixed(0)} million characters.`,
  too_many_marks: `Shown as plain text: it has more than ${SYNC_MAX_EMPHASIS_MARKS} * and _ marks, too many to format here.`,
  failed: 'Shown as plain text: it could not be formatted.',
  too_many_elements: `Shown as plain text: it has more than ${MAX_RENDERED_ELEMENTS.toLocaleString('en')} list items, quotes and other blocks, too many to lay out quickly.`,
  dense_paragraph: `Shown as plain text: a paragraph has more than ${MAX_INLINE_MARKS_PER_PARAGRAPH} formatting marks (* _ \\ & [ ] < \` ~), too many to format.`,
};

function plainNote(reason: PlainReason): string {
  // Without a worker the size cap is the smaller one.
  if (reason === 'too_long' && markdownWorker() === null)
    return `Shown as plain text: it is longer than ${SYNC_MAX_SOURCE_CHARS.toLocaleString('en')} characters, too long to format here.`;
  return PLAIN_NOTES[reason];
}

function present(source: string, outcome: MarkdownOutcome): ReactNode {
  if (outcome.kind === 'rendered') {
    try {
      const element = toJsxRuntime(outcome.hast, { Fragment, jsx, jsxs, components: { a: ExternalAwareLink } });
      if (!outcome.nesting_capped) return element;
      return (
        <>
          {element}
          <p className="markdown-note">Quotes and lists nested deeper than {MAX_NESTING} levels are shown as text.</p>
        </>
      );
    } catch {
      outcome = { kind: 'plain', reason: 'failed' };
    }
  }
  return <PlainText source={source} note={plainNote(outcome.reason)} />;
}

/** The fallback: the source as typed. Very long text shows its start first (laying it all out is slow too). */
function PlainText({ source, note }: { source: string; note: string }) {
  const [all, setAll] = useState(source.length <= PLAIN_PREVIEW_CHARS);
  return (
    <>
      <p className="markdown-note">{note}</p>
      <pre className="markdown-plain">{all ? source : source.slice(0, PLAIN_PREVIEW_CHARS)}</pre>
      {!all && (
        <button type="button" className="button" onClick={() => setAll(true)}>
          Show all {source.length.toLocaleString('en')} characters
        </button>
      )}
    </>
  );
}

/** The rendered outcome for `source`: from the worker when there is one, else computed in place (bounded). */
type Shown = { source: string; outcome: MarkdownOutcome };

function useMarkdownOutcome(source: string): Shown | undefined {
  const worker = markdownWorker();
  const sync = useMemo(() => (worker ? undefined : { source, outcome: renderMarkdownSync(source) }), [worker, source]);
  const [done, setDone] = useState<Shown | undefined>(undefined);
  useEffect(() => {
    if (!worker) return;
    let live = true;
    void worker.render(source).then((outcome) => {
      if (live) setDone({ source, outcome });
    });
    return () => {
      live = false;
    };
  }, [worker, source]);
  if (sync) return sync;
  // While a new version renders, the previous one stays on screen (the editor preview re-renders per edit).
  return done;
}

/**
 * Every place that shows Markdown uses this component: sanitized GFM, raw HTML shown as text, nesting capped,
 * and parsed off the page's thread with a time budget so no document can stall the app.
 */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const shown = useMarkdownOutcome(source);
  const content = useMemo(() => (shown ? present(shown.source, shown.outcome) : null), [shown]);
  return (
    <div className={`markdown ${className ?? ''}`} aria-busy={shown?.source === source ? undefined : true}>
      {content}
    </div>
  );
}
