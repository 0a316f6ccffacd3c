import type { EvidenceRef, RemovedPoint } from '@shared/ipc/channels/reviews';
import { PHASE_LABELS } from './labels';

/**
 * The grounding of a strength, gap or rubric reason, as the app found it in what the user wrote. /review does
 * not show the attempt's code, so the quoted line is shown here (with its line number) instead of a jump link.
 */
export function PointEvidence({ evidence }: { evidence: EvidenceRef | null | undefined }) {
  if (!evidence) return null;
  const where =
    evidence.source === 'code'
      ? evidence.line !== null
        ? `Your code, line ${evidence.line}`
        : 'Your code'
      : evidence.source === 'test'
        ? 'Test'
        : evidence.where === 'notes' || !evidence.where
          ? 'Your notes'
          : `Your ${PHASE_LABELS[evidence.where]?.toLowerCase() ?? evidence.where} notes`;
  return (
    <div className="review-evidence" data-testid="review-evidence" data-source={evidence.source}>
      <span className="review-evidence-where">{where}</span>
      {evidence.source === 'notes' ? (
        <q className="review-evidence-quote">{evidence.quote}</q>
      ) : (
        <code className="review-evidence-quote">{evidence.quote}</code>
      )}
    </div>
  );
}

const FIELD_NAMES: Record<RemovedPoint['field'], string> = {
  strength: 'strength',
  gap: 'gap',
  question: 'question',
};

/** Says that the reviewer's point was removed and why, where the point would have been. */
export function RemovedNote({ point }: { point: RemovedPoint }) {
  return (
    <p className="review-removed" data-testid="removed-point">
      The reviewer’s {FIELD_NAMES[point.field]} was removed: {point.reason}.
    </p>
  );
}

/** What the app changed about the reviewer's answer (score capped, repair not sent), above the cards. */
export function ReviewNotices({ notices }: { notices: readonly string[] | undefined }) {
  if (!notices?.length) return null;
  return (
    <div className="banner banner-info" data-testid="review-notices">
      <ul className="banner-text review-notices">
        {notices.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </div>
  );
}
