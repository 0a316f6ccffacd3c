import type { SectionStatus } from '@shared/ipc/channels/tracks';

/**
 * A picture of progress: one cell per section, grouped by chapter, coloured done / current / remaining.
 * Used on the track list (compact) and the detail page (with chapter labels and counts).
 */
export function TrackMeter({
  chapters,
  compact = false,
}: {
  chapters: Array<{ title: string; statuses: SectionStatus[] }>;
  compact?: boolean;
}) {
  const all = chapters.flatMap((c) => c.statuses);
  const done = all.filter((s) => s === 'done').length;
  return (
    <div
      className={`track-meter ${compact ? 'track-meter-compact' : ''}`}
      role="img"
      aria-label={`${done} of ${all.length} sections done`}
    >
      {chapters.map((chapter, ci) => {
        const chapterDone = chapter.statuses.filter((s) => s === 'done').length;
        return (
          <div key={ci} className="meter-chapter" title={`${chapter.title}: ${chapterDone} of ${chapter.statuses.length} done`}>
            {!compact ? (
              <div className="meter-chapter-label">
                <span className="meter-chapter-title">{chapter.title}</span>
                <span className="muted">
                  {chapterDone}/{chapter.statuses.length}
                </span>
              </div>
            ) : null}
            <div className="meter-cells">
              {chapter.statuses.map((s, si) => (
                <span key={si} className={`meter-cell meter-${s}`} />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

export function MeterLegend() {
  return (
    <p className="meter-legend muted">
      <span className="meter-cell meter-done" aria-hidden="true" /> done
      <span className="meter-cell meter-current" aria-hidden="true" /> current
      <span className="meter-cell meter-remaining" aria-hidden="true" /> remaining
    </p>
  );
}
