import { Link } from 'react-router';
import type { Reflection } from '@shared/ipc/channels/reflections';
import { TurnIntoIdea } from './TurnIntoIdea';

const HOLDS = { yes: 'still holds', partly: 'partly holds', no: 'no longer holds' } as const;
const date = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

export function HistoryList({ reflections }: { reflections: Reflection[] }) {
  return (
    <div className="card">
      <ul className="list">
      {reflections.map((r) => (
        <li key={r.id} className="history-item">
          <div className="meta-row">
            <strong className="history-title">{r.section_title}</strong>
            <span aria-hidden="true">·</span>
            <Link to={`/tracks/${r.track_slug}`}>{r.track_title}</Link>
            <span aria-hidden="true">·</span>
            <span>{date(r.created_at)}</span>
          </div>
          <p className="flush pre-wrap">{r.text}</p>
          {r.answers.length ? (
            <ul className="history-answers">
              {r.answers.map((a) => (
                <li key={a.due_day}>
                  Day {a.due_day}: {HOLDS[a.still_holds]}
                  {a.would_change ? ` — “${a.would_change}”` : ''}
                </li>
              ))}
            </ul>
          ) : null}
          <TurnIntoIdea reflectionId={r.id} />
        </li>
      ))}
      </ul>
    </div>
  );
}
