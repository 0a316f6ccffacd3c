import type { Progress } from '@shared/ipc/channels/progress';

const W = 360;
const H = 140;
const PAD = { left: 28, right: 8, top: 16, bottom: 22 };

/** Re-drills done per month, as bars. */
export function RedrillChart({ months }: { months: Progress['redrills']['done_by_month'] }) {
  const max = Math.max(1, ...months.map((m) => m.done));
  const band = (W - PAD.left - PAD.right) / Math.max(1, months.length);
  const h = (n: number) => (n / max) * (H - PAD.top - PAD.bottom);
  const total = months.reduce((s, m) => s + m.done, 0);
  // No re-drill done in the whole window: an empty frame says nothing the "0 done" above does not.
  if (total === 0) return null;
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Re-drills done per month: ${total} in the last ${months.length} months`}>
        <line className="grid" x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} />
        <text className="axis-label" x={PAD.left - 4} y={PAD.top + 4} textAnchor="end">
          {max}
        </text>
        {months.map((m, i) => (
          <g key={m.month}>
            <rect className="bar" x={PAD.left + i * band + 2} width={band - 4} y={H - PAD.bottom - h(m.done)} height={h(m.done)} />
            <text className="axis-label" x={PAD.left + i * band + band / 2} y={H - 6} textAnchor="middle">
              {m.month.slice(5)}
            </text>
          </g>
        ))}
      </svg>
      <details className="chart-table">
        <summary>Table: re-drills by month</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Re-drills done</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.month}</th>
                <td>{m.done}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
