import type { Progress } from '@shared/ipc/channels/progress';

const W = 180;
const H = 56;
const PAD = 4;

/** One small line per axis with evidence (small multiples read better than thirteen lines on one chart). */
export function AxisHistoryChart({ history }: { history: Progress['axis_history'] }) {
  const shown = history.filter((h) => h.points.some((p) => p.attempts > 0));
  const months = history[0]?.points.map((p) => p.month) ?? [];
  const x = (i: number) => PAD + (i / Math.max(1, months.length - 1)) * (W - 2 * PAD);
  const y = (e: number) => PAD + (1 - e) * (H - 2 * PAD);
  // Nothing to draw: the section's sentence above already says no axis has evidence yet.
  if (shown.length === 0) return null;
  return (
    <div>
      <ul className="axis-grid">
        {shown.map((h) => {
          const last = h.points[h.points.length - 1]!;
          const path = h.points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.estimate).toFixed(1)}`).join(' ');
          return (
            <li key={h.axis} className="axis-cell">
              <div className="axis-head">
                <span>{h.title}</span>
                <strong>{Math.round(last.estimate * 100)}%</strong>
              </div>
              <svg
                viewBox={`0 0 ${W} ${H}`}
                role="img"
                aria-label={`${h.title}: from ${Math.round(h.points[0]!.estimate * 100)}% to ${Math.round(last.estimate * 100)}% over the last ${months.length} months`}
              >
                <line className="grid" x1={PAD} x2={W - PAD} y1={y(0.5)} y2={y(0.5)} />
                <path className="line" d={path} />
              </svg>
            </li>
          );
        })}
      </ul>
      <details className="chart-table">
        <summary>Table: estimates by month</summary>
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Axis</th>
                {months.map((m) => (
                  <th key={m} scope="col">
                    {m}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((h) => (
                <tr key={h.axis}>
                  <th scope="row">{h.title}</th>
                  {h.points.map((p) => (
                    <td key={p.month}>{Math.round(p.estimate * 100)}%</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
