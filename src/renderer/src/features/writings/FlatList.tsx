import { Link } from 'react-router';
import type { WritingSummary } from '../../../../shared/domain/writing';
import { formatLastEdit } from './format';
import { STAGE_LABEL, TYPE_LABEL, VENUE_LABEL } from './labels';

/** The board's fallback: one list in main's order, the stage as a chip (narrow windows, or by choice). */
export function FlatList({ pieces }: { pieces: readonly WritingSummary[] }) {
  return (
    <div className="card flush">
      <ul className="list flat-list" data-testid="flat-list">
        {pieces.map((w) => (
          <li key={w.id} className="row flat-item">
            <span className={`chip stage-chip stage-${w.stage}`}>{STAGE_LABEL[w.stage]}</span>
            <Link to={`/writings/${w.id}`} className="grow flat-title">
              {w.title}
            </Link>
            {w.type ? <span className="chip">{TYPE_LABEL[w.type]}</span> : null}
            {w.venue ? <span className="muted">{VENUE_LABEL[w.venue]}</span> : null}
            <span className="muted flat-num">{w.word_count.toLocaleString('en')} words</span>
            <span className="muted flat-num" title={w.updated_at}>
              {formatLastEdit(w.updated_at)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
