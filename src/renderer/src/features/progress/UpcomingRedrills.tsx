import { Link } from 'react-router';
import type { Progress } from '@shared/ipc/channels/progress';

const RATING_WORDS: Record<string, string> = {
  again: 'failed or needed the reference',
  hard: 'passed with help',
  good: 'passed cleanly',
  easy: 'passed fast and sure',
};

/** The problems coming back soonest: what, when, and how the last attempt went. */
export function UpcomingRedrills({ items }: { items: Progress['redrills']['upcoming'] }) {
  if (items.length === 0) return <p className="muted">No problem is scheduled yet: submit one and it comes back here.</p>;
  return (
    <table className="upcoming" aria-label="Problems coming back for a re-drill">
      <thead>
        <tr>
          <th scope="col">Problem</th>
          <th scope="col">Due</th>
          <th scope="col">Last time</th>
        </tr>
      </thead>
      <tbody>
        {items.map((i) => {
          const due = new Date(i.due);
          return (
            <tr key={i.slug} data-testid={`upcoming-${i.slug}`}>
              <th scope="row">
                <Link to={`/problem/${i.slug}`}>{i.title}</Link>
              </th>
              <td data-due={i.due}>{i.due_now ? 'due now' : due.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' })}</td>
              <td>{RATING_WORDS[i.last_rating] ?? i.last_rating}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
