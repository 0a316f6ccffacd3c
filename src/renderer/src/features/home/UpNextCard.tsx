import type { NextAction } from '@shared/ipc/channels/home';
import { KIND_LABEL, START_LABEL } from './labels';
import { StartLink } from '../../components/StartLink';
import { useChannelMutation } from '../../lib/query';
import { UpNextEstimate } from './UpNextEstimate';
import { formatMinutes } from '../../lib/format-duration';
import { MarkSectionDone } from '../../components/MarkSectionDone';

/** The day's pick under the spec's "Up next" heading, with its why and a start button. */
export function UpNextCard({
  next,
  onMarkDone,
  onSkip,
  busy,
}: {
  next: NextAction;
  /** `minutes`: how long the section took, as the learner says when marking it done (undefined: not given). */
  onMarkDone?: (minutes: number | undefined) => void;
  /** A companion problem can be skipped; main withdraws the opt-in, so it stays skipped. */
  onSkip?: () => void;
  busy?: boolean;
}) {
  // Opening a track section records its first start (time calibration).
  const start = useChannelMutation('tracks:start-section', { invalidates: ['progress:time-estimates', 'progress:get'] });
  const track = next.kind === 'track_section' ? next.track : null;
  return (
    <section className="card up-next" aria-labelledby="up-next-heading">
      <h2 id="up-next-heading" className="eyebrow">
        Up next
      </h2>
      <div className="up-next-title-row">
        <h3 className="up-next-title">{next.title}</h3>
        <span className="chip chip-accent">{KIND_LABEL[next.kind]}</span>
        {next.duration_min ? <span className="chip">{formatMinutes(next.duration_min)}</span> : null}
        {track ? <UpNextEstimate trackSlug={track.slug} position={track.position} /> : null}
      </div>
      <p className="up-next-why">{next.why}</p>
      <div className="row">
        <StartLink
          url={next.url}
          external={next.external}
          onStart={track ? () => start.mutate({ slug: track.slug, idx: track.position }) : undefined}
        >
          {START_LABEL[next.kind]}
        </StartLink>
        {next.kind === 'track_section' && track && onMarkDone ? (
          <MarkSectionDone
            slug={track.slug}
            idx={track.position}
            title={next.title}
            busy={Boolean(busy)}
            className="btn"
            label="✓ Mark section done"
            onDone={onMarkDone}
          />
        ) : null}
        {next.kind === 'companion_problem' && onSkip ? (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={onSkip}
            disabled={busy}
            aria-busy={busy}
            data-testid="skip-companion"
          >
            Skip this problem
          </button>
        ) : null}
      </div>
    </section>
  );
}
