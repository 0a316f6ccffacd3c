/**
 * Where the language-model review of a stored attempt appears (the reviews feature renders into it).
 * Until that panel is wired in, the slot says plainly what will show here.
 */
export function ReviewSlot({ attemptId, voiceKey }: { attemptId: string; voiceKey: string }) {
  return (
    <section className="card review-slot" data-testid="review-slot" data-attempt-id={attemptId} data-voice={voiceKey}>
      <h2>Review</h2>
      <p className="muted">The review of this attempt, in the voice you chose, appears here.</p>
    </section>
  );
}
