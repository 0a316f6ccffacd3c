import type { Segment } from './suggestion-changes';

/**
 * The suggestion shown as changes to the selection: kept text plain, each change as struck-out and new words
 * with its own Keep/Refuse toggle, so the writer takes the rewrite piece by piece instead of all or nothing.
 */
export function SuggestionChanges({
  segments,
  rejected,
  onToggle,
}: {
  segments: readonly Segment[];
  rejected: ReadonlySet<number>;
  onToggle: (id: number) => void;
}) {
  const count = segments.filter((s) => s.kind === 'change').length;
  if (count === 0) return <p className="muted">The suggestion is the same as your text.</p>;
  return (
    <div className="assist-diff assist-changes" data-testid="assist-changes" aria-label="Suggested changes">
      {segments.map((s, i) => {
        if (s.kind === 'same') return <span key={i}>{s.text}</span>;
        const refused = rejected.has(s.id);
        return (
          <span key={i} className={`assist-change${refused ? ' refused' : ''}`} data-testid="assist-change">
            {s.removed ? <del>{s.removed}</del> : null}
            {s.added ? <ins>{s.added}</ins> : null}
            <button
              type="button"
              className="assist-change-toggle"
              aria-pressed={!refused}
              aria-label={`${refused ? 'Take' : 'Refuse'} change ${s.id + 1} of ${count}: ${describe(s)}`}
              title={refused ? 'Refused: your words stay. Click to take the change.' : 'Taken. Click to keep your words.'}
              onClick={() => onToggle(s.id)}
            >
              {refused ? '↺' : '✓'}
            </button>
          </span>
        );
      })}
    </div>
  );
}

function describe(s: Extract<Segment, { kind: 'change' }>): string {
  const quote = (t: string) => `“${t.trim().replace(/\s+/g, ' ').slice(0, 40)}”`;
  if (!s.added.trim()) return `remove ${quote(s.removed)}`;
  if (!s.removed.trim()) return `add ${quote(s.added)}`;
  return `${quote(s.removed)} to ${quote(s.added)}`;
}
