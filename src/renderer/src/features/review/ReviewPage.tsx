import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useModelConfigured } from '../../components/NoModelNotice';
import { QueryView } from '../../components/QueryView';
import { useChannelQuery } from '../../lib/query';
import type { ReviewListItem } from '@shared/ipc/channels/reviews';
import { ReviewPanel } from '../../components/review/ReviewPanel';
import { ScoreBadge } from '../../components/review/ReviewCards';
import '../../components/review/review.css';

const when = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type Shown = Pick<ReviewListItem, 'status' | 'overall_score'>;

/** The row's badge: "No model" only while no model is set up. */
function StatusChip({ item, modelReady }: { item: Shown; modelReady: boolean }) {
  if (item.status === 'ready' && item.overall_score !== null) return <ScoreBadge score={item.overall_score} />;
  if (item.status === 'failed') return <span className="chip chip-danger">Failed</span>;
  if (item.status === 'no_model') {
    return modelReady ? <span className="chip">Not reviewed yet</span> : <span className="chip chip-warn">No model</span>;
  }
  return <span className="chip">Being written</span>;
}

function HistoryRow({
  item,
  initiallyOpen,
  modelReady,
}: {
  item: ReviewListItem;
  initiallyOpen: boolean;
  modelReady: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  // What the open panel shows wins over the list's copy, so the badge never lags a review generated here.
  const [live, setLive] = useState<Shown | null>(null);
  const shown: Shown = live && live.status !== 'pending' ? live : item;
  const panelId = `review-detail-${item.id}`;
  return (
    <li data-testid="review-history-item">
      <div className="review-history-row">
        <div className="stack stack-tight">
          {/* The problem's title heads its row, so the review panel's h3 below sits under an h2, not the h1. */}
          <h2 className="review-history-heading">
            <Link className="review-history-title" to={`/problem/${item.problem_slug}`}>
              {item.problem_title}
            </Link>
          </h2>
          <div className="review-history-meta">
            <span className="chip">{item.voice_name}</span>
            {item.mode === 'interview' ? <span className="chip chip-accent">Interview</span> : null}
            <span className={`chip ${item.passed ? 'chip-success' : 'chip-danger'}`}>
              {item.passed ? 'Tests passed' : 'Tests failed'}
            </span>
            {item.thin_notes ? <span className="chip chip-warn">Thin notes</span> : null}
            <span className="muted">{when(item.created_at)}</span>
          </div>
        </div>
        <div className="row row-end">
          <StatusChip item={shown} modelReady={modelReady} />
          <button
            type="button"
            className="btn btn-small"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Hide review' : 'Show review'}
          </button>
        </div>
        {item.summary && !open ? <p className="review-history-summary">{item.summary}</p> : null}
      </div>
      {open ? (
        <div id={panelId} className="review-history-detail">
          <ReviewPanel
            attemptId={item.attempt_id}
            voiceKey={item.voice_key}
            onReview={(r) =>
              // Only the review this row lists: the panel may switch to another voice's review.
              r.voice_key === item.voice_key ? setLive({ status: r.status, overall_score: r.overall_score }) : undefined
            }
          />
        </div>
      ) : null}
    </li>
  );
}

/** /review: every review this profile has, newest first, each linking back to its problem. */
export function ReviewPage() {
  const state = useChannelQuery('reviews:list', {});
  const modelReady = useModelConfigured() === true;
  return (
    <div className="stack">
      <PageHeader
        title="Reviews"
        subtitle="Every review of your submissions, newest first. Scores are 0–10 in every voice."
      />
      <QueryView query={state} loadingLabel="Loading your reviews…">
        {({ reviews }) =>
          reviews.length === 0 ? (
            <EmptyState
              title="No reviews yet"
              action={
                <Link className="btn btn-primary" to="/problems">
                  Pick a problem
                </Link>
              }
            >
              Submit a problem and its review appears here, with a link back to the problem.
            </EmptyState>
          ) : (
            <section className="card">
              <ul className="review-history" aria-label="Review history">
                {reviews.map((item, index) => (
                  // The newest review opens by default: it is usually the one you came here for.
                  <HistoryRow key={item.id} item={item} initiallyOpen={index === 0} modelReady={modelReady} />
                ))}
              </ul>
            </section>
          )
        }
      </QueryView>
    </div>
  );
}
