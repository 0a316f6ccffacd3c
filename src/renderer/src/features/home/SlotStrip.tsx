import { Link } from 'react-router';
import type { Slot } from '@shared/ipc/channels/home';

const ICON: Record<Slot['key'], string> = { drill: '⟨⟩', read: '☰', write: '✎', reflect: '↻' };

/** Today's four habits, each done or pending from what really happened today. */
export function SlotStrip({ slots }: { slots: Slot[] }) {
  const done = slots.filter((s) => s.done).length;
  return (
    <section aria-labelledby="slots-heading" className="slots">
      <div className="slots-head">
        <h2 id="slots-heading" className="eyebrow">
          Today
        </h2>
        <span className="muted">
          {done} of {slots.length} done
        </span>
      </div>
      <ul className="slot-list">
        {slots.map((slot) => (
          <li key={slot.key}>
            <Link to={slot.url} className={`slot ${slot.done ? 'slot-done' : ''}`} data-testid={`slot-${slot.key}`}>
              <span className="slot-icon" aria-hidden="true">
                {slot.done ? '✓' : ICON[slot.key]}
              </span>
              <span className="slot-text">
                <span className="slot-label">
                  {slot.label}
                  <span className="visually-hidden">{slot.done ? ': done' : ': pending'}</span>
                </span>
                <span className="slot-detail">{slot.detail}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
