import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PHASES } from '@shared/domain/problem';
import { planChars as countPlan, planGateLocked, submitBlocker } from '@shared/domain/attempt-rules';
import { DEFAULT_VOICE_KEY } from '@shared/domain/voice';
import type { Mode, ProblemView, WorkState } from '@shared/ipc/channels/problems';
import { ErrorBanner } from '../../components/ErrorBanner';
import { Markdown } from '../../components/Markdown';
import { PageHeader } from '../../components/PageHeader';
import {
  DraftDebuggingBanner,
  DraftDebuggingButton,
  GeneratedMark,
  useDraftDebugging,
} from '../../components/drafts/ProblemDraftActions';
import { ReviewPanel } from '../../components/review/ReviewPanel';
import { api, errorMessage } from '../../lib/api';
import { ATTEMPT_VIEWS, useChannelQuery, useInvalidate } from '../../lib/query';
import { AttemptHistory } from './AttemptHistory';
import { AttemptView } from './AttemptView';
import { PreviousAttemptLink } from './PreviousAttemptLink';
import { ConfirmDialog } from './ConfirmDialog';
import { InterviewTimer } from './InterviewTimer';
import { PhasePanel } from './PhasePanel';
import { PhaseStepper } from './PhaseStepper';
import { RunResultView } from './RunResultView';
import { SaveIndicator } from './SaveIndicator';
import { SubmissionArea } from './SubmissionArea';
import { UnsandboxedNotice } from '../../components/UnsandboxedNotice';
import { useProblemWork } from './use-problem-work';
import { useTestRuns } from './use-test-runs';
import { guardText } from './guard-text';
import { useAxisTitles } from './use-axis-titles';

/** The problem page once the problem and the saved work are loaded. */
export function ProblemWorkspace({
  problem,
  mode,
  initial,
  onStartOver,
}: {
  problem: ProblemView;
  mode: Mode;
  initial: WorkState;
  /** Called with the fresh state after the saved work was deleted. */
  onStartOver: (fresh: WorkState) => void;
}) {
  const slug = problem.slug;
  const pw = useProblemWork(slug, mode, initial);
  const { work } = pw;
  const runs = useTestRuns(slug);
  const history = useChannelQuery('attempts:list', { slug });
  const invalidate = useInvalidate();
  const [voiceKey, setVoiceKey] = useState<string>();
  const [confidenceError, setConfidenceError] = useState<string>();
  const [askStartOver, setAskStartOver] = useState(false);
  const [startOverError, setStartOverError] = useState<string>();
  const axisTitle = useAxisTitles();
  const draftDebugging = useDraftDebugging(slug);
  const resultRef = useRef<HTMLDivElement>(null);

  // Bring a fresh result into view: it renders below the long submission area.
  useEffect(() => {
    if (runs.outcome) resultRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [runs.outcome]);

  // A stored attempt changes the history, the problem list's last result, Home's pick and the last voice.
  // Refreshed once the result is on screen, so the refetches never delay it.
  useEffect(() => {
    if (runs.outcome?.attemptId) void invalidate(ATTEMPT_VIEWS);
  }, [runs.outcome, invalidate]);

  // After a submit the form is ready for a fresh attempt: confidence and the one-line notes belonged to the
  // stored attempt (the picker says which confidence it had); the phase notes stay as working notes. Once per
  // stored attempt: nothing later (a refused submit, a re-render) clears what the learner chose since.
  const { update, adoptServer } = pw;
  const clearedFor = useRef<string | undefined>(undefined);
  const [lastConfidence, setLastConfidence] = useState<number | null>(null);
  // Read at the moment of the reset (what was submitted), not a reason for the reset to run again.
  const confidenceNow = useRef(work.confidence);
  confidenceNow.current = work.confidence;
  useEffect(() => {
    const attemptId = runs.outcome?.attemptId;
    if (!attemptId || clearedFor.current === attemptId) return;
    clearedFor.current = attemptId;
    setLastConfidence(confidenceNow.current);
    update({ confidence: null, notes: '' });
    // The interview clock stopped at this submit: main stored the time; show exactly that.
    if (mode === 'interview') {
      api.call('problems:get-work', { slug, mode }).then(adoptServer, () => undefined);
    }
  }, [runs.outcome, update, adoptServer, mode, slug]);

  const [openAttempt, setOpenAttempt] = useState<string>();
  const editorRef = useRef<HTMLDivElement>(null);
  const startAgain = (code: string) => {
    pw.replaceCode(code);
    setOpenAttempt(undefined);
    editorRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const planChars = countPlan(work.phase_notes.plan);
  const locked = planGateLocked(mode, work.phase_notes.plan);
  const phaseIndex = PHASES.indexOf(work.phase);

  const runTests = useCallback(() => {
    if (locked) return;
    runs.request('run', pw.work.code, async () => ({
      kind: 'run',
      result: await api.call('problems:run-tests', { slug, code: pw.work.code }),
    }));
  }, [locked, pw.work.code, runs, slug]);

  // Why Submit did not go through, next to the button; focus goes to what is missing.
  const [submitError, setSubmitError] = useState<string>();
  const submit = useCallback(() => {
    if (locked) return;
    const w = pw.work;
    runs.dismissError();
    const blocker = submitBlocker(w, mode);
    if (blocker) {
      setSubmitError(blocker.message);
      if (blocker.reason === 'plan') pw.goTo('plan');
      return;
    }
    if (w.confidence === null) {
      const message = 'Choose how confident you are (1 to 5) before submitting: the choice is just above.';
      setConfidenceError('Choose a confidence from 1 to 5 before submitting.');
      setSubmitError(message);
      const first = document.querySelector<HTMLInputElement>('.confidence input');
      first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      first?.focus({ preventScroll: true });
      return;
    }
    setSubmitError(undefined);
    const confidence = w.confidence;
    // Two round trips: save-work flushes the work (the server submits what it has saved), then submit sends
    // only what is decided now. The server enforces Verify and the plan gate and picks the default voice.
    runs.request('submit', w.code, async () => {
      await pw.flush();
      const done = await api.call('problems:submit', { slug, mode, notes: w.notes, confidence, voice_key: voiceKey });
      return { kind: 'submit', result: done.result, attemptId: done.attempt_id, voiceKey: done.voice_key };
    });
  }, [locked, mode, pw, runs, slug, voiceKey]);

  // Ctrl/Cmd+Enter runs the tests from anywhere on the page (the editor handles its own copy of the key).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key === 'Enter') {
        e.preventDefault();
        runTests();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [runTests]);

  const startOver = async () => {
    setAskStartOver(false);
    pw.discard();
    try {
      onStartOver(await api.call('problems:reset-work', { slug, mode }));
    } catch (err) {
      setStartOverError(errorMessage(err));
    }
  };

  const otherMode = mode === 'practice' ? 'interview' : 'practice';
  const guard = guardText(runs.pendingKind ?? 'run', work.phase);
  return (
    <div className="problem-page" data-mode={mode}>
      <PageHeader
        title={problem.title}
        subtitle={
          <span className="row">
            <span className="chip chip-accent">{problem.language === 'python' ? 'Python' : 'Rust'}</span>
            <span className={`chip difficulty-${problem.difficulty}`}>{problem.difficulty}</span>
            {problem.axes.map((a) => (
              <span key={a} className="chip">
                {axisTitle(a)}
              </span>
            ))}
            {mode === 'interview' ? <span className="chip chip-warn">Interview mode</span> : null}
            <GeneratedMark generated={problem.generated} />
          </span>
        }
        actions={
          <>
            <SaveIndicator status={pw.saveStatus} />
            {mode === 'practice' ? <DraftDebuggingButton draft={draftDebugging} /> : null}
            <button type="button" className="btn btn-small btn-ghost" onClick={() => setAskStartOver(true)}>
              Start over
            </button>
            <Link
              className="btn btn-small"
              to={`/problem/${slug}${otherMode === 'interview' ? '?mode=interview' : ''}`}
            >
              {otherMode === 'interview' ? 'Interview mode' : 'Practice mode'}
            </Link>
          </>
        }
      />
      {mode === 'practice' ? <DraftDebuggingBanner draft={draftDebugging} /> : null}
      {startOverError ? (
        <ErrorBanner
          message={`Could not start over: ${startOverError}`}
          onDismiss={() => setStartOverError(undefined)}
        />
      ) : null}
      {pw.saveStatus === 'error' && pw.saveError ? (
        <ErrorBanner message={`Your work could not be saved: ${pw.saveError}`} onRetry={() => void pw.save()} />
      ) : null}
      {mode === 'interview' ? (
        <div className="interview-bar banner banner-info" data-testid="interview-bar">
          <span className="banner-text">
            Interview mode: no plan gate, no reference, pitfalls or hints. The phases are for your notes; submit
            whenever you are ready. The clock runs until you submit.
          </span>
          {work.started_at ? <InterviewTimer startedAt={work.started_at} endedAt={work.ended_at ?? null} /> : null}
        </div>
      ) : null}

      <div className="problem-panes">
        <div className="problem-pane pane-left" data-testid="pane-statement">
          <details className="card statement" open>
            <summary>
              <h2>Problem</h2>
            </summary>
            <Markdown source={problem.statement_md} />
          </details>

          <PhaseStepper current={work.phase} reached={work.reached} times={work.phase_times_ms} onSelect={pw.goTo} />
          <PhasePanel
            phase={work.phase}
            notes={work.phase_notes[work.phase] ?? ''}
            gated={mode === 'practice'}
            onNotes={(text) => pw.update({ phase_notes: { ...pw.work.phase_notes, [work.phase]: text } })}
            onProceed={() => pw.goTo(PHASES[phaseIndex + 1] ?? work.phase)}
            onBack={() => pw.goTo(PHASES[phaseIndex - 1] ?? work.phase)}
          />
        </div>
        <div className="problem-pane pane-right" data-testid="pane-work">
          <UnsandboxedNotice />
          <div ref={editorRef} className="editor-anchor" />
          <SubmissionArea
            problem={problem}
            mode={mode}
            work={work}
            codeReplacement={pw.codeReplacement}
            locked={locked}
            planChars={planChars}
            running={runs.running}
            confidenceError={confidenceError}
            lastConfidence={lastConfidence}
            actionError={submitError ?? runs.error}
            onDismissActionError={() => {
              setSubmitError(undefined);
              runs.dismissError();
            }}
            voiceKey={voiceKey}
            onVoice={setVoiceKey}
            onCode={(code) => pw.update({ code })}
            onNotes={(notes) => pw.update({ notes })}
            onConfidence={(confidence) => {
              setConfidenceError(undefined);
              setSubmitError(undefined);
              pw.update({ confidence });
            }}
            onLogged={pw.adoptServer}
            onRun={runTests}
            onSubmit={submit}
            onGoToPlan={() => pw.goTo('plan')}
          />

          <div ref={resultRef} className="result-anchor" />
          {runs.outcome ? (
            <RunResultView
              result={runs.outcome.result}
              heading={runs.outcome.attemptId ? 'Submitted: attempt saved' : 'Test run (not saved)'}
            />
          ) : null}
          {runs.outcome?.attemptId ? (
            <PreviousAttemptLink
              attempts={history.data?.attempts}
              submittedId={runs.outcome.attemptId}
              onOpen={setOpenAttempt}
            />
          ) : null}
          {/* The review of the stored attempt, in the voice chosen when it was submitted (changing the menu
          afterwards does not order a second review). */}
          {runs.outcome?.attemptId ? (
            <ReviewPanel attemptId={runs.outcome.attemptId} voiceKey={runs.outcome.voiceKey ?? DEFAULT_VOICE_KEY} />
          ) : null}

          <AttemptHistory
            query={history}
            openId={openAttempt}
            onOpen={(id) => setOpenAttempt((current) => (current === id ? undefined : id))}
          />
          {openAttempt ? (
            <AttemptView
              key={openAttempt}
              id={openAttempt}
              onStartAgain={startAgain}
              onClose={() => setOpenAttempt(undefined)}
            />
          ) : null}
        </div>
      </div>

      <ConfirmDialog
        open={askStartOver}
        testId="start-over-dialog"
        title="Start this problem over?"
        confirmLabel="Start over"
        onConfirm={() => void startOver()}
        onCancel={() => setAskStartOver(false)}
      >
        <p>
          Your notes, code, phase times and logged aids for this {mode} session are cleared and the starter code comes
          back. Submitted attempts stay in your history.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={runs.pendingKind !== null}
        title={guard.title}
        confirmLabel={guard.confirm}
        onConfirm={runs.confirm}
        onCancel={runs.cancel}
      >
        <p>{guard.body}</p>
      </ConfirmDialog>
    </div>
  );
}
