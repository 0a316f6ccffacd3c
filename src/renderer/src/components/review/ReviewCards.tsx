import { DataTable, type Column } from '../DataTable';
import { Markdown } from '../Markdown';
import { PHASES } from '@shared/domain/problem';
import {
  OVERALL_SCORE_MAX,
  RUBRIC_CRITERIA,
  RUBRIC_SCORE_MAX,
  type Review,
} from '@shared/ipc/channels/reviews';
import { CRITERION_LABELS, PHASE_LABELS, scoreTone } from './labels';
import { PointEvidence, RemovedNote, ReviewNotices } from './ReviewEvidence';
import type { EvidenceRef, RemovedPoint } from '@shared/ipc/channels/reviews';

function Part({
  label,
  text,
  empty,
  evidence,
  removed,
}: {
  label: string;
  text: string;
  empty: string;
  evidence?: EvidenceRef | null;
  removed?: RemovedPoint;
}) {
  return (
    <div className="review-part">
      <div className="review-part-label">{label}</div>
      {text ? (
        <Markdown source={text} />
      ) : removed ? (
        <RemovedNote point={removed} />
      ) : (
        <p className="muted review-part-empty">{empty}</p>
      )}
      {text ? <PointEvidence evidence={evidence} /> : null}
    </div>
  );
}

type RubricRow = {
  criterion: (typeof RUBRIC_CRITERIA)[number];
  score: number | null;
  reason: string;
  reason_removed?: string | undefined;
};

/**
 * A grade is shown only beside the reason main accepted. A criterion without one (main sends `score: null`;
 * a blank reason from an older review reads the same) says "not graded" and why, never a bare number.
 */
const isGraded = (r: RubricRow): r is RubricRow & { score: number } => r.score !== null && r.reason.trim() !== '';

const RUBRIC_COLUMNS: Array<Column<RubricRow>> = [
  { key: 'criterion', header: 'Criterion', cell: (r) => CRITERION_LABELS[r.criterion] },
  {
    key: 'score',
    header: 'Score',
    className: 'review-rubric-score',
    cell: (r) =>
      isGraded(r) ? (
        <>
          <span className="review-dots" aria-label={`${r.score} out of ${RUBRIC_SCORE_MAX}`}>
            {Array.from({ length: RUBRIC_SCORE_MAX }, (_, i) => (
              <span key={i} className={i < r.score ? 'dot dot-on' : 'dot'} aria-hidden="true" />
            ))}
          </span>
          <span className="muted">
            {r.score}/{RUBRIC_SCORE_MAX}
          </span>
        </>
      ) : (
        <span className="muted review-not-graded">Not graded</span>
      ),
  },
  {
    key: 'why',
    header: 'Why',
    cell: (r) =>
      isGraded(r) ? (
        r.reason
      ) : (
        <span className="review-removed" data-testid="rubric-not-graded">
          not graded: {r.reason_removed ?? 'the reviewer gave no reason'}
        </span>
      ),
  },
];

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
  const phases = PHASES.filter((p) => review.per_phase?.[p]);
  return (
    <div className="stack review-body">
      {review.thin_notes ? (
        <div className="banner banner-info" data-testid="thin-notes">
          <span className="banner-text">
            Your notes were too thin for a specific review. Write down what you explored, planned and checked in each
            phase, and the next review can point at your own reasoning.
          </span>
        </div>
      ) : null}
      <ReviewNotices notices={review.notices} />
      {review.summary ? <Markdown source={review.summary} className="review-summary" /> : null}
      <div className="review-phases" data-testid="review-phases">
        {phases.map((phase) => {
          const entry = review.per_phase![phase]!;
          return (
            <article
              className="review-phase"
              key={phase}
              data-phase={phase}
              aria-label={`${PHASE_LABELS[phase]} phase`}
            >
              <h4>{PHASE_LABELS[phase]}</h4>
              <Part
                label="Strength"
                text={entry.strength}
                empty="Nothing specific enough to name."
                evidence={entry.strength_evidence}
                removed={entry.removed?.find((r) => r.field === 'strength')}
              />
              <Part
                label="Gap"
                text={entry.gap}
                empty="No specific defect named."
                evidence={entry.gap_evidence}
                removed={entry.removed?.find((r) => r.field === 'gap')}
              />
              <Part
                label="Question for you"
                text={entry.question}
                empty="No open question."
                removed={entry.removed?.find((r) => r.field === 'question')}
              />
            </article>
          );
        })}
      </div>
      {review.rubric ? (
        <section aria-labelledby={`rubric-${review.id}`} className="review-rubric" data-testid="review-rubric">
          <h4 id={`rubric-${review.id}`}>Interview rubric</h4>
          <DataTable
            columns={RUBRIC_COLUMNS}
            rows={RUBRIC_CRITERIA.map((criterion) => ({ criterion, ...review.rubric![criterion] }))}
            rowKey={(r) => r.criterion}
          />
        </section>
      ) : null}
    </div>
  );
}
