import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorBanner } from '../ErrorBanner';
import { Spinner } from '../Spinner';
import { api, errorMessage } from '../../lib/api';
import { REVIEW_VIEWS, useInvalidate } from '../../lib/query';
import { useModelConfigured } from '../NoModelNotice';
import type { Review } from '@shared/ipc/channels/reviews';
import { AnotherVoice } from './AnotherVoice';
import { ReviewCards, ScoreBadge } from './ReviewCards';
import './review.css';

type State =
  | { kind: 'loading' }
  | { kind: 'generating' }
  | { kind: 'review'; review: Review }
  | { kind: 'error'; message: string };

/**
 * The review of a stored attempt in one voice. It shows an existing review at once and otherwise asks main
 * to generate it (spinner meanwhile). Failed and no-model reviews are states, not errors: the attempt is
 * saved, and Retry / Generate runs the review again.
 */
export function ReviewPanel({
  attemptId,
  voiceKey: chosenVoice,
  onReview,
}: {
  attemptId: string;
  voiceKey: string;
  /** Told each time the shown review changes (a list beside it keeps its status badge in step). */
  onReview?: (review: Review) => void;
}) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const reported = useRef(onReview);
  useEffect(() => {
    reported.current = onReview;
  });
  const shown = state.kind === 'review' ? state.review : null;
  useEffect(() => {
    if (shown) reported.current?.(shown);
  }, [shown]);
  const ticket = useRef(0);
  // The voice shown: the one chosen at submission, until the learner asks for another lens below.
  const [voiceKey, setVoiceKey] = useState(chosenVoice);
  const invalidate = useInvalidate();
  useEffect(() => setVoiceKey(chosenVoice), [chosenVoice, attemptId]);

  const load = useCallback(async () => {
    const mine = ++ticket.current;
    const settle = (next: State) => {
      if (mine === ticket.current) setState(next);
    };
    setState({ kind: 'loading' });
    try {
      const existing = await api.call('reviews:for-attempt', { attempt_id: attemptId, voice_key: voiceKey });
      if (existing.review && existing.review.status !== 'pending')
        return settle({ kind: 'review', review: existing.review });
      settle({ kind: 'generating' });
      settle({ kind: 'review', review: await api.call('reviews:generate', { attempt_id: attemptId, voice_key: voiceKey }) });
      void invalidate(REVIEW_VIEWS);
    } catch (err) {
      settle({ kind: 'error', message: errorMessage(err) });
    }
  }, [attemptId, invalidate, voiceKey]);

  useEffect(() => {
    void load();
  }, [load]);

  const retry = async (reviewId: string) => {
    const mine = ++ticket.current;
    setState({ kind: 'generating' });
    try {
      const review = await api.call('reviews:retry', { review_id: reviewId });
      void invalidate(REVIEW_VIEWS);
      if (mine === ticket.current) setState({ kind: 'review', review });
    } catch (err) {
      if (mine === ticket.current) setState({ kind: 'error', message: errorMessage(err) });
    }
  };

  return (
    <section
      className="card review-panel"
      aria-labelledby={`review-${attemptId}`}
      aria-busy={state.kind === 'generating'}
      data-testid="review-panel"
    >
      <header className="review-head">
        <h3 id={`review-${attemptId}`}>
          Review
          {state.kind === 'review' ? <span className="muted review-voice"> · {state.review.voice_name}</span> : null}
        </h3>
        {state.kind === 'review' && state.review.status === 'ready' && state.review.overall_score !== null ? (
          <ScoreBadge score={state.review.overall_score} />
        ) : null}
      </header>
      <Body state={state} onRetry={(id) => void retry(id)} onReload={() => void load()} />
      {state.kind === 'review' && state.review.status === 'ready' ? (
        <AnotherVoice current={voiceKey} onPick={setVoiceKey} />
      ) : null}
    </section>
  );
}

function Body({ state, onRetry, onReload }: { state: State; onRetry: (id: string) => void; onReload: () => void }) {
  switch (state.kind) {
    case 'loading':
      return <Spinner label="Loading the review" showLabel />;
    case 'generating':
      return (
        <div className="review-waiting" data-testid="review-generating">
          <Spinner label="Writing your review. This usually takes a few seconds." showLabel />
        </div>
      );
    case 'error':
      return <ErrorBanner message={state.message} onRetry={onReload} />;
    case 'review':
      return <ReviewStatus review={state.review} onRetry={onRetry} />;
  }
}

function ReviewStatus({ review, onRetry }: { review: Review; onRetry: (id: string) => void }) {
  if (review.status === 'ready') {
    return (
      <>
        <ReviewCards review={review} />
        {review.model ? (
          <p className="hint review-meta">
            Written by {review.model} in the {review.voice_name} voice.
          </p>
        ) : null}
      </>
    );
  }
  if (review.status === 'no_model') return <NoModel review={review} onRetry={onRetry} />;
  if (review.status === 'failed') {
    return (
      <div className="banner banner-error" role="alert" data-testid="review-failed">
        <span className="banner-text">
          <strong>The review could not be written.</strong> {review.failure_reason ?? ''} Your attempt is saved.
        </span>
        <button type="button" className="btn btn-small" onClick={() => onRetry(review.id)}>
          Retry
        </button>
      </div>
    );
  }
  return <Spinner label="The review is still being written" showLabel />;
}

/**
 * A review stored as no_model says so only while that is still true: once a model is set
 * up, the same review offers to be written now instead of telling the user to configure what they already have.
 */
function NoModel({ review, onRetry }: { review: Review; onRetry: (id: string) => void }) {
  const configured = useModelConfigured() === true;
  return (
    <div className="banner banner-warn review-no-model" data-testid="review-no-model" data-configured={configured}>
      {configured ? (
        <span className="banner-text">
          <strong>Not reviewed yet:</strong> this attempt was submitted before a language model was set up. Your
          attempt is saved; generate the review now.
        </span>
      ) : (
        <span className="banner-text">
          <strong>No language model is configured,</strong> so this attempt has not been reviewed. Your attempt is
          saved. <Link to="/settings">Set up a model in Settings</Link>, then generate the review.
        </span>
      )}
      <button type="button" className="btn btn-small" onClick={() => onRetry(review.id)}>
        Generate review
      </button>
    </div>
  );
}
