import type { AxisEstimate } from '@shared/ipc/channels/home';

const ROW = 26;
const LABEL_W = 236;
const BAR_W = 240;

/**
 * The picker's per-axis estimates as horizontal SVG bars, so the user sees why a pick was made: the
 * focus axes are highlighted, and axes with little evidence are drawn hatched (the picker explores them).
 */
export function AxisChart({ estimates }: { estimates: AxisEstimate[] }) {
  const height = estimates.length * ROW + 8;
  const width = LABEL_W + BAR_W + 56;
  return (
    <figure className="axis-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-labelledby="axis-chart-title axis-chart-desc"
        preserveAspectRatio="xMinYMin meet"
      >
        <title id="axis-chart-title">Your estimate per assessment axis</title>
        <desc id="axis-chart-desc">
          {estimates.map((e) => `${e.title}: ${Math.round(e.estimate * 100)}%`).join('; ')}
        </desc>
        <defs>
          {(['plain', 'focus'] as const).map((tone) => (
            <pattern
              key={tone}
              id={`axis-hatch-${tone}`}
              width="6"
              height="6"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="6" height="6" className="axis-bar-thin-bg" />
              <line x1="0" y1="0" x2="0" y2="6" className={`axis-bar-thin-line axis-hatch-${tone}`} strokeWidth="3" />
            </pattern>
          ))}
        </defs>
        <line x1={LABEL_W + BAR_W / 2} x2={LABEL_W + BAR_W / 2} y1={0} y2={height} className="axis-mid" />
        {estimates.map((e, i) => {
          const y = i * ROW + 4;
          const w = Math.max(2, e.estimate * BAR_W);
          const thin = e.evidence < 1;
          return (
            <g key={e.axis} className={e.focus ? 'axis-row axis-focus' : 'axis-row'}>
              <text x={LABEL_W - 10} y={y + 13} textAnchor="end" className="axis-label">
                {e.title}
              </text>
              <rect x={LABEL_W} y={y + 2} width={BAR_W} height={16} rx={4} className="axis-track" />
              <rect
                x={LABEL_W}
                y={y + 2}
                width={w}
                height={16}
                rx={4}
                className="axis-bar"
                // Inline style, because the stylesheet's fill would override a fill attribute.
                style={thin ? { fill: `url(#axis-hatch-${e.focus ? 'focus' : 'plain'})`, opacity: 1 } : undefined}
              />
              <text x={LABEL_W + BAR_W + 8} y={y + 14} className="axis-value">
                {Math.round(e.estimate * 100)}%
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="muted axis-legend">
        <span className="legend-swatch legend-focus" aria-hidden="true" /> focus now
        <span className="legend-swatch legend-thin" aria-hidden="true" /> little evidence yet (50% is the starting guess)
      </figcaption>
    </figure>
  );
}
