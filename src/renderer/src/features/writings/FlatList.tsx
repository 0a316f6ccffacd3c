import { Link } from 'react-router';
import type { WritingSummary } from '@shared/domain/writing';
import { formatCount, formatLastEdit, formatWords } from './format';
import { STAGE_LABEL, TYPE_LABEL, VENUE_LABEL } from './labels';
import { useWindowed } from './use-windowed';

/** Rows rendered at first, and added each time the end of the list scrolls near (use-windowed.ts). */
const ROWS_PER_STEP = 100;

/** The board's fallback: one list in main's order, the stage as a chip (narrow windows, or by choice). */
export function FlatList({ pieces }: { pieces: readonly WritingSummary[] }) {
  const { shown, hasMore, more, sentinelRef } = useWindowed(pieces.length, ROWS_PER_STEP);
  return (
    <div className="card flush">
      <ul className="list flat-list" data-testid="flat-list" data-count={pieces.length}>
        {pieces.slice(0, shown).map((w) => (
          <li key={w.id} className="row flat-item">
            <span className={`chip stage-chip stage-${w.stage}`}>{STAGE_LABEL[w.stage]}</span>
            <Link to={`/writings/${w.id}`} className="grow flat-title">
              {w.title}
            </Link>
            {/* Empty cells keep the columns aligned when a piece has no type or venue. */}
            <span className="flat-type">{w.type ? <span className="chip">{TYPE_LABEL[w.type]}</span> : null}</span>
            <span className="muted flat-venue">{w.venue ? VENUE_LABEL[w.venue] : null}</span>
            <span className="muted flat-num">{formatWords(w.word_count)}</span>
            <span className="muted flat-num" title={w.updated_at}>
              {formatLastEdit(w.updated_at)}
            </span>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <div ref={sentinelRef} className="board-more flat-more">
          <button type="button" className="btn btn-small" onClick={more}>
            Show {Math.min(ROWS_PER_STEP, pieces.length - shown)} more
          </button>
          <span className="muted">{formatCount(pieces.length - shown)} not shown yet</span>
        </div>
      ) : null}
    </div>
  );
}
