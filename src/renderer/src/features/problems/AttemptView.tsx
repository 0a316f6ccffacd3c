import { useNavigate } from 'react-router';
import { PHASES } from '@shared/domain/problem';
import { ErrorBanner } from '../../components/ErrorBanner';
import { QueryView } from '../../components/QueryView';
import { ReviewPanel } from '../../components/review/ReviewPanel';
import { useChannelMutation, useChannelQuery } from '../../lib/query';
import { confidenceLabel } from '@shared/domain/confidence';
import { formatDate, formatDuration, PHASE_INFO } from './labels';
import { RunResultView } from './RunResultView';

/**
 * One past attempt opened from "Your attempts", read-only: its code, notes, phase notes and
 * times, verdict and review. "Start again from this code" copies the code into the editor; nothing else of the
 * current work changes, and the attempt itself is never edited. "Turn into a writing idea" makes a
 * learning_log idea quoting the attempt's notes, pointing back here, and opens it in the editor.
 */
export function AttemptView({
  id,
  onStartAgain,
  onClose,
}: {
  id: string;
  onStartAgain: (code: string) => void;
  onClose: () => void;
}) {
  const attempt = useChannelQuery('attempts:get', { id });
  const navigate = useNavigate();
  const toIdea = useChannelMutation('ideas:from-attempt', { invalidates: ['writings:list'] });
  return (
    <section className="card attempt-view" aria-labelledby="attempt-view-title" data-testid="attempt-view">
      <QueryView query={attempt} loadingLabel="Loading the attempt…">
        {(a) => (
          <>
            <div className="row attempt-view-head">
              <h2 id="attempt-view-title">
                {a.mode === 'interview' ? 'Interview' : 'Practice'} attempt of {formatDate(a.created_at)}
              </h2>
              <span className="chip">read-only</span>
              <span className="spacer" />
              <button
                type="button"
                className="btn btn-small btn-primary"
                onClick={() => onStartAgain(a.code)}
                data-testid="start-again"
              >
                Start again from this code
              </button>
              <button type="button" className="btn btn-small btn-ghost" onClick={onClose} data-testid="close-attempt">
                Close
              </button>
            </div>
            <dl className="attempt-facts">
              <dt>Confidence</dt>
              <dd>
                {a.confidence} / 5 <span className="muted">({confidenceLabel(a.confidence)})</span>
              </dd>
              <dt>Time</dt>
              <dd>{formatDuration(a.total_time_ms)}</dd>
              <dt>Notes</dt>
              <dd data-testid="attempt-notes">{a.notes || <span className="muted">none</span>}</dd>
            </dl>
            <div className="row">
              <button
                type="button"
                className="btn btn-small"
                disabled={toIdea.isPending}
                onClick={() =>
                  toIdea.mutate({ attempt_id: a.id }, { onSuccess: (piece) => void navigate(`/writings/${piece.id}`) })
                }
                data-testid="attempt-to-idea"
              >
                Turn into a writing idea
              </button>
              <span className="muted">
                {a.notes.trim() ? 'A learning-log idea that quotes these notes.' : 'A learning-log idea pointing back here.'}
              </span>
            </div>
            {toIdea.error ? <ErrorBanner message={toIdea.error.message} onDismiss={toIdea.reset} /> : null}
            <h3 className="gap-above">Code</h3>
            <pre className="reference-code attempt-code" data-testid="attempt-code">
              <code>{a.code}</code>
            </pre>
            <h3>Phases</h3>
            <ol className="attempt-phases" data-testid="attempt-phases">
              {PHASES.map((phase) => (
                <li key={phase}>
                  <strong>{PHASE_INFO[phase].title}</strong>{' '}
                  <span className="muted">{formatDuration(a.phase_times_ms[phase] ?? 0)}</span>
                  {a.phase_notes[phase] ? (
                    <p className="attempt-phase-notes">{a.phase_notes[phase]}</p>
                  ) : (
                    <p className="muted">No notes.</p>
                  )}
                </li>
              ))}
            </ol>
            <RunResultView result={a.result} heading="Verdict when submitted" testId="attempt-result" />
            {a.voice_key ? <ReviewPanel attemptId={a.id} voiceKey={a.voice_key} /> : null}
          </>
        )}
      </QueryView>
    </section>
  );
}
