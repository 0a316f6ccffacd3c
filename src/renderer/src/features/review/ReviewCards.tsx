import { Markdown } from '../../components/Markdown';
import { PHASES } from '../../../../shared/domain/problem';
import {
  OVERALL_SCORE_MAX,
  RUBRIC_CRITERIA,
  RUBRIC_SCORE_MAX,
  type Review,
} from '../../../../shared/ipc/channels/reviews';
import { CRITERION_LABELS, PHASE_LABELS, scoreTone } from './labels';

function Part({ label, text, empty }: { label: string; text: string; empty: string }) {
  return (
    <div className="review-part">
      <div className="review-part-label">{label}</div>
      {text ? <Markdown source={text} /> : <p className="muted review-part-empty">{empty}</p>}
    </div>
  );
}

export function ScoreBadge({ score }: { score: number }) {
  return (
    <span
      className={`review-score chip chip-${scoreTone(score)}`}
      aria-label={`Overall score ${score} out of ${OVERALL_SCORE_MAX}`}
    >
      <strong>{score.toFixed(1)}</strong>&nbsp;/ {OVERALL_SCORE_MAX}
    </span>
  );
}

/** A ready review: summary, one card per reviewed phase (in phase order), and the interview rubric if any. */
export function ReviewCards({ review }: { review: Review }) {
  const phases = PHASES.filter((p) => review.perPhase?.[p]);
  return (
    <div className="stack review-body">
      {review.thinNotes ? (
        <div className="banner banner-info" data-testid="thin-notes">
          <span className="banner-text">
            Your notes were too thin for a specific review. Write down what you explored, planned and checked in each
            phase, and the next review can point at your own reasoning.
          </span>
        </div>
      ) : null}
      {review.summary ? <Markdown source={review.summary} className="review-summary" /> : null}
      <div className="review-phases" data-testid="review-phases">
        {phases.map((phase) => {
          const entry = review.perPhase![phase]!;
          return (
            <article
              className="review-phase"
              key={phase}
              data-phase={phase}
              aria-label={`${PHASE_LABELS[phase]} phase`}
            >
              <h4>{PHASE_LABELS[phase]}</h4>
              <Part label="Strength" text={entry.strength} empty="Nothing specific enough to name." />
              <Part label="Gap" text={entry.gap} empty="No specific defect named." />
              <Part label="Question for you" text={entry.question} empty="No open question." />
            </article>
          );
        })}
      </div>
      {review.rubric ? (
        <section aria-labelledby={`rubric-${review.id}`} className="review-rubric" data-testid="review-rubric">
          <h4 id={`rubric-${review.id}`}>Interview rubric</h4>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Criterion</th>
                <th scope="col">Score</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {RUBRIC_CRITERIA.map((c) => {
                const entry = review.rubric![c];
                return (
                  <tr key={c}>
                    <td>{CRITERION_LABELS[c]}</td>
                    <td className="review-rubric-score">
                      <span className="review-dots" aria-label={`${entry.score} out of ${RUBRIC_SCORE_MAX}`}>
                        {Array.from({ length: RUBRIC_SCORE_MAX }, (_, i) => (
                          <span key={i} className={i < entry.score ? 'dot dot-on' : 'dot'} aria-hidden="true" />
                        ))}
                      </span>
                      <span className="muted">
                        {entry.score}/{RUBRIC_SCORE_MAX}
                      </span>
                    </td>
                    <td>{entry.reason}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
