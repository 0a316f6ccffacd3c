import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { IdSchema } from '@shared/domain/common';
import type { Writing } from '@shared/domain/writing';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { api } from '../../lib/api';
import { useChannelMutation, useChannelQuery, useInvalidate } from '../../lib/query';
import { Dialog } from '../../components/Dialog';
import { HistoryPanel } from './HistoryPanel';
import { AssistSidebar } from './assist/AssistSidebar';
import { LazyMarkdownEditor } from './LazyMarkdownEditor';
import { PieceHeader } from './PieceHeader';
import { PieceNotFound } from './PieceNotFound';
import { WritingPreview } from './preview/WritingPreview';
import { startPreviewWorker } from './preview/preview-worker-start';
import { SaveIndicator } from './SaveIndicator';
import { useAutosave, type SaveAnswer, type SaveOptions } from './use-autosave';
import { useLeaveFlush } from './use-leave-flush';
import { usePendingWordCount } from './use-pending-word-count';
import { formatWords } from './format';
import './writings.css';
import './export-preview.css';

/** /writings/:id: Markdown on the left, the live preview on the right, autosaved. */
export function WritingEditorPage() {
  const { id = '' } = useParams();
  // A hand-typed or stale URL would otherwise show only the raw "id: must be a UUID" with a useless retry.
  if (!IdSchema.safeParse(id).success) return <PieceNotFound />;
  return <PieceLoader key={id} id={id} />;
}

function PieceLoader({ id }: { id: string }) {
  // gcTime 0: the editor's text is seeded from this answer, so it never starts from an old cached copy.
  const piece = useChannelQuery('writings:get', { id }, { gcTime: 0 });
  // Seeded once: later refetches (after a header change) update the header, never the text being typed.
  const [seed, setSeed] = useState<string | null>(null);
  // An applied suggestion changes the saved body: the editor is re-seeded from main's answer (a new mount).
  const [version, setVersion] = useState(0);
  // Apply saved the body: the re-mounted editor says so ("Saved at"), not "No changes yet".
  const [appliedAt, setAppliedAt] = useState<string | null>(null);
  // The preview's worker loads while the piece is read and the editor created, not after (preview-worker-start.ts).
  useEffect(() => startPreviewWorker(), []);
  useEffect(() => {
    if (seed === null && piece.data) setSeed(piece.data.body_md);
  }, [piece.data, seed]);
  return (
    <div className="writing-editor-page">
      {piece.error && piece.error.code !== 'not_found' ? (
        <PageHeader
          title="Piece not available"
          actions={
            <Link className="btn" to="/writings">
              All writings
            </Link>
          }
        />
      ) : null}
      <QueryView query={piece} notFound={<PieceNotFound />} loadingLabel="Opening the piece…">
        {(w) =>
          seed === null ? null : (
            <Editor
              key={version}
              piece={w}
              seed={seed}
              assistOpen={version > 0}
              savedAt={appliedAt}
              onApplied={(body, at) => {
                setSeed(body);
                setAppliedAt(at);
                setVersion((v) => v + 1);
              }}
            />
          )
        }
      </QueryView>
    </div>
  );
}

function Editor({
  piece,
  seed,
  assistOpen,
  savedAt,
  onApplied,
}: {
  piece: Writing;
  seed: string;
  /** Re-seeded after an Apply: the assist sidebar the user applied from stays open. */
  assistOpen: boolean;
  /** When main last saved the seed (an Apply), if it did. */
  savedAt: string | null;
  onApplied: (body: string, updatedAt: string) => void;
}) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [text, setText] = useState(seed);
  const [words, setWords] = useState(piece.word_count);
  // The save the shown count belongs to (a pushed count for an older one is not this text's).
  const [wordsSince, setWordsSince] = useState(piece.updated_at);
  const [showHistory, setShowHistory] = useState(false);
  const [showAssist, setShowAssist] = useState(assistOpen);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // A caret is no selection (kept as null, so typing does not re-render for it).
  const [selection, setSelection] = useState<{ start: number; end: number } | null>(null);
  const onSelection = useCallback((r: { start: number; end: number }) => setSelection(r.end > r.start ? r : null), []);
  const remove = useChannelMutation('writings:delete', { invalidates: ['writings:list'] });

  const save = useCallback(
    (body_md: string, options?: SaveOptions): Promise<SaveAnswer> =>
      api.call('writings:update', { id: piece.id, body_md }, options),
    [piece.id],
  );
  const autosave = useAutosave(seed, save, (answer) => {
    setWords(answer.word_count);
    setWordsSince(answer.updated_at);
    // The board shows word counts and last edits; the open editor keeps its own text.
    void invalidate(['writings:list']);
  });
  useLeaveFlush(() => void autosave.flush(), autosave.dirty, autosave.flushOnLeave);
  usePendingWordCount(piece.id, words, wordsSince, piece, (count) => {
    setWords(count);
    void invalidate(['writings:list']);
  });

  // Ctrl/Cmd+S anywhere on the page (Monaco handles it itself while it has focus).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void autosave.flush();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [autosave]);

  // An applied suggestion goes into the editor as one undoable edit (then autosaved like typing); only when no
  // editor can take it (still loading, or the plain fallback) is the editor opened again from main's copy.
  const replaceWith = useRef<((body: string) => void) | null>(null);
  const applied = (a: { body_md: string; updated_at: string }) => {
    const replace = replaceWith.current;
    if (replace) {
      replace(a.body_md);
      void invalidate(['writings:get']);
    } else {
      onApplied(a.body_md, a.updated_at);
    }
  };

  // Scroll sync: each pane follows the other by the share of the document scrolled past.
  const preview = useRef<HTMLDivElement>(null);
  const scrollEditor = useRef<((ratio: number) => void) | null>(null);
  const followingUntil = useRef(0);
  const onEditorScroll = useCallback((ratio: number) => {
    const el = preview.current;
    if (!el) return;
    followingUntil.current = performance.now() + 80;
    el.scrollTop = ratio * (el.scrollHeight - el.clientHeight);
  }, []);
  const onPreviewScroll = () => {
    const el = preview.current;
    if (!el || performance.now() < followingUntil.current) return;
    const room = el.scrollHeight - el.clientHeight;
    scrollEditor.current?.(room > 0 ? el.scrollTop / room : 0);
  };

  const onChange = useCallback(
    (value: string) => {
      setText(value);
      autosave.change(value);
    },
    [autosave],
  );

  return (
    <div className="writing-editor">
      <PieceHeader piece={piece} />
      <div className="editor-toolbar">
        <Link className="btn btn-small btn-ghost" to="/writings" data-testid="back-to-board">
          ← All writings
        </Link>
        <SaveIndicator
          state={autosave.state.kind === 'clean' && savedAt ? { kind: 'saved', at: savedAt } : autosave.state}
          onRetry={() => void autosave.flush()}
        />
        <span className="muted" data-testid="word-count">
          {formatWords(words)}
        </span>
        <span className="spacer" />
        <button
          type="button"
          className="btn btn-small"
          aria-pressed={showHistory}
          onClick={() => setShowHistory((s) => !s)}
        >
          Stage history
        </button>
        <button
          type="button"
          className="btn btn-small"
          aria-pressed={showAssist}
          onClick={() => setShowAssist((s) => !s)}
        >
          Assist
        </button>
        <button type="button" className="btn btn-small btn-danger" onClick={() => setConfirmDelete(true)}>
          Delete…
        </button>
      </div>
      <div className={`editor-panes${showHistory ? ' with-history' : ''}${showAssist ? ' with-assist' : ''}`}>
        <div className="editor-pane">
          <LazyMarkdownEditor
            initial={seed}
            onChange={onChange}
            onSave={() => void autosave.flush()}
            onScroll={onEditorScroll}
            scrollTo={scrollEditor}
            ariaLabel={`Text of “${piece.title}” in Markdown`}
            onSelection={onSelection}
            replaceWith={replaceWith}
          />
        </div>
        <div
          className="preview-pane"
          ref={preview}
          onScroll={onPreviewScroll}
          data-testid="preview"
          role="region"
          aria-label="Preview"
        >
          {text.trim() ? <WritingPreview source={text} /> : <p className="muted">The preview shows here as you write.</p>}
        </div>
        {showHistory ? <HistoryPanel id={piece.id} onClose={() => setShowHistory(false)} /> : null}
        {showAssist ? (
          <AssistSidebar
            writingId={piece.id}
            flush={autosave.flush}
            selection={selection ? { ...selection, text: text.slice(selection.start, selection.end) } : null}
            onApplied={applied}
            onClose={() => setShowAssist(false)}
          />
        ) : null}
      </div>
      <Dialog
        className="writings-dialog"
        open={confirmDelete}
        title={`Delete “${piece.title}”?`}
        onClose={() => setConfirmDelete(false)}
        testId="delete-dialog"
      >
        <p className="muted">The piece, its text and its stage history are removed for good. This cannot be undone.</p>
        {remove.error ? <ErrorBanner message={remove.error.message} onDismiss={remove.reset} /> : null}
        <div className="row dialog-actions">
          <span className="spacer" />
          <button type="button" className="btn" onClick={() => setConfirmDelete(false)} autoFocus>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary btn-danger-fill"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate({ id: piece.id }, { onSuccess: () => void navigate('/writings', { replace: true }) })
            }
          >
            Delete
          </button>
        </div>
      </Dialog>
    </div>
  );
}
