import { Link } from 'react-router';
import type { ActiveTrackView } from '@shared/ipc/channels/tracks';

/** Replaces the slot strip while a track is active ("Daily flow" in docs/product.md): "Section X of N". */
export function TrackProgressCard({
  track,
  onClear,
  busy,
}: {
  track: ActiveTrackView;
  onClear: () => void;
  busy?: boolean;
}) {
  const done = track.completed_sections.filter((i) => i < track.total_sections).length;
  const pct = track.total_sections ? Math.round((done / track.total_sections) * 100) : 0;
  const label = track.exhausted
    ? `All ${track.total_sections} sections done`
    : `Section ${track.cursor + 1} of ${track.total_sections}`;
  return (
    <section className="card track-progress" aria-label="Active track">
      <div className="track-progress-head">
        <div>
          <p className="eyebrow">Active track</p>
          <h2 className="track-progress-title title-link">
            <Link to={`/tracks/${track.slug}`}>{track.title}</Link>
          </h2>
        </div>
        <button type="button" className="btn btn-small" onClick={onClear} disabled={busy}>
          Clear active track
        </button>
      </div>
      <p className="track-progress-label" data-testid="track-position">
        <strong>{label}</strong>
        {track.current ? <span className="muted"> · {track.current.chapter_title}</span> : null}
      </p>
      <div
        className="meter"
        role="progressbar"
        aria-label={`${track.title} progress`}
        aria-valuemin={0}
        aria-valuemax={track.total_sections}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${track.total_sections} sections done`}
      >
        <span className="meter-fill" style={{ width: `${pct}%` }} />
      </div>
      <p className="muted track-progress-foot">
        {done} of {track.total_sections} done ({pct}%). Your progress is kept if you clear the track.
      </p>
    </section>
  );
}
