import { diffWords } from 'diff';

/** A word diff between two texts: removed words struck through, added ones marked (text only). */
export function TextDiff({ before, after, label }: { before: string; after: string; label: string }) {
  const parts = diffWords(before, after);
  return (
    <div className="assist-diff" aria-label={label} data-testid="assist-diff">
      {parts.map((p, i) =>
        p.added ? (
          <ins key={i}>{p.value}</ins>
        ) : p.removed ? (
          <del key={i}>{p.value}</del>
        ) : (
          <span key={i}>{p.value}</span>
        ),
      )}
    </div>
  );
}
