import { useId, useState } from 'react';
import { PLAN_GATE_CHARS } from '@shared/domain/problem';
import { NOTES_LINE_MAX_CHARS, type Mode, type ProblemView, type WorkState } from '@shared/ipc/channels/problems';
import { ErrorBanner } from '../../components/ErrorBanner';
import { Spinner } from '../../components/Spinner';
import { VoiceSelect } from '../../components/review/VoiceSelect';
import { AidsPanel } from './AidsPanel';
import { ConfidencePicker } from './ConfidencePicker';
import type { CodeReplacement } from './editor/CodeEditor';
import { LazyCodeEditor } from './editor/LazyCodeEditor';
import type { RunKind } from './use-test-runs';

export type SubmissionProps = {
  problem: ProblemView;
  mode: Mode;
  work: WorkState;
  codeReplacement: CodeReplacement;
  locked: boolean;
  planChars: number;
  running: RunKind | null;
  confidenceError?: string;
  /** The confidence the last stored attempt had, once the form was cleared for the next one. */
  lastConfidence?: number | null;
  /** Why the last Submit or run did not go through, shown beside the buttons (where the learner is looking). */
  actionError?: string;
  onDismissActionError: () => void;
  voiceKey: string | undefined;
  onVoice: (key: string) => void;
  onCode: (code: string) => void;
  onNotes: (notes: string) => void;
  onConfidence: (value: number) => void;
  onLogged: (work: WorkState) => void;
  onRun: () => void;
  onSubmit: () => void;
  onGoToPlan: () => void;
};

/**
 * The submission area, top to bottom (docs/product.md, "Problems"): code editor; freeform notes; confidence 1 to 5; reference and pitfalls
 * disclosures (and hints); the run-tests button with a live spinner. Interview mode leaves out the aids.
 */
export function SubmissionArea(p: SubmissionProps) {
  const id = useId();
  const language = p.problem.language === 'python' ? 'Python' : 'Rust';
  const lockMessage = `The editor is locked until your plan has at least ${PLAN_GATE_CHARS} characters (now ${p.planChars}).`;
  // Practice submits from Verify; in interview mode the phases are notes, not gates (main enforces both).
  const canSubmit = p.mode === 'interview' || p.work.phase === 'verify';
  const [tabMoves, setTabMoves] = useState(false);
  return (
    <section className="card submission" aria-labelledby={`${id}-title`} data-testid="submission">
      <div className="row">
        <h2 id={`${id}-title`}>Solution</h2>
        <span className="chip">{language}</span>
      </div>

      {p.locked ? (
        <div className="banner banner-warn lock-banner" data-testid="editor-lock">
          <span className="banner-text">{lockMessage} Plan before you code.</span>
          <button type="button" className="btn btn-small" onClick={p.onGoToPlan}>
            Go to Plan
          </button>
        </div>
      ) : null}
      <div className={`editor-frame ${p.locked ? 'is-locked' : ''}`} data-locked={p.locked}>
        <LazyCodeEditor
          value={p.work.code}
          replacement={p.codeReplacement}
          language={p.problem.language}
          readOnly={p.locked}
          readOnlyMessage={lockMessage}
          onChange={p.onCode}
          onRunShortcut={p.onRun}
          ariaLabel={`${language} solution code`}
          ariaDescribedBy={`${id}-keys`}
          onTabMovesFocus={setTabMoves}
        />
      </div>
      <p className="hint editor-keys" id={`${id}-keys`} data-testid="editor-keys" aria-live="polite">
        {tabMoves ? (
          <>
            <strong>Tab moves focus</strong> out of the editor. <kbd className="kbd">Ctrl+M</kbd> (
            <kbd className="kbd">⌘⇧M</kbd> on a Mac) makes Tab indent again.
          </>
        ) : (
          <>
            Tab indents. To leave the editor with the keyboard press <kbd className="kbd">Esc</kbd> then{' '}
            <kbd className="kbd">Tab</kbd>, or <kbd className="kbd">Ctrl+M</kbd> (<kbd className="kbd">⌘⇧M</kbd> on a
            Mac) to make Tab move focus.
          </>
        )}
      </p>

      <div className="field">
        <label htmlFor={`${id}-notes`}>Notes</label>
        <input
          id={`${id}-notes`}
          type="text"
          value={p.work.notes}
          maxLength={NOTES_LINE_MAX_CHARS}
          placeholder="One line for future you: what was hard, what you would do differently"
          onChange={(e) => p.onNotes(e.target.value)}
          data-testid="notes-line"
        />
      </div>

      <ConfidencePicker
        value={p.work.confidence}
        onChange={p.onConfidence}
        error={p.confidenceError}
        hint={
          p.lastConfidence && p.work.confidence === null
            ? `Your last attempt was stored with confidence ${p.lastConfidence}. Choose again for this one.`
            : undefined
        }
      />

      {p.mode === 'practice' ? (
        <AidsPanel
          slug={p.problem.slug}
          phase={p.work.phase}
          hintCount={p.problem.hint_count}
          work={p.work}
          onLogged={p.onLogged}
        />
      ) : null}

      <div className="submit-bar">
        <VoiceSelect value={p.voiceKey} onChange={p.onVoice} />
        <div className="row submit-actions">
          <button
            type="button"
            className="btn"
            onClick={p.onRun}
            disabled={p.locked || p.running !== null}
            aria-keyshortcuts="Control+Enter"
            data-testid="run-tests"
          >
            {p.running === 'run' ? <Spinner label="Running the tests" /> : <span aria-hidden="true">▶</span>}
            {p.running === 'run' ? 'Running tests…' : 'Run tests'}
            <kbd className="kbd">Ctrl+Enter</kbd>
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={p.onSubmit}
            disabled={p.locked || p.running !== null || !canSubmit}
            aria-describedby={p.actionError ? `${id}-action-error` : undefined}
            data-testid="submit"
          >
            {p.running === 'submit' ? <Spinner label="Submitting" /> : null}
            {p.running === 'submit' ? 'Running and storing…' : 'Submit attempt'}
          </button>
        </div>
        {!canSubmit && !p.locked ? (
          <span className="hint">Submit opens in the Verify phase; you can run the tests any time.</span>
        ) : null}
        {p.actionError ? (
          <div className="submit-error" id={`${id}-action-error`} data-testid="submit-error">
            <ErrorBanner message={p.actionError} onDismiss={p.onDismissActionError} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
