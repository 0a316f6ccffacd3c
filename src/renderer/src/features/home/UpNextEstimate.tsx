import { useChannelQuery } from '../../lib/query';

/** Up next's personal estimate for a track section ("about 9 h for you"), once main has one. */
export function UpNextEstimate({ trackSlug, position }: { trackSlug: string; position: number }) {
  const estimates = useChannelQuery('progress:time-estimates', { track_slug: trackSlug });
  const label = estimates.data?.sections.find((s) => s.position === position)?.label;
  if (!label) return null;
  return (
    <span
      className="chip chip-accent"
      data-testid="up-next-estimate"
      title="Scaled from how long sections of this kind have taken you (see Progress → Time calibration)"
    >
      {label}
    </span>
  );
}
