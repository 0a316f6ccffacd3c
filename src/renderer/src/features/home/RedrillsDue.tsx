import { Link } from 'react-router';

/** How many problems are due for a spaced re-drill today; hidden when none are. */
export function RedrillsDue({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="card redrills-due" data-testid="redrills-due">
      <span>
        <strong>{count}</strong> {count === 1 ? 'problem is' : 'problems are'} due for a re-drill today.
      </span>{' '}
      <Link to="/problems?filter=due">Open them</Link> · <Link to="/progress">See your re-drills</Link>
    </p>
  );
}
