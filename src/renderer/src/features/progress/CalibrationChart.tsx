import type { Calibration } from '@shared/ipc/channels/progress';

const W = 320;
const H = 240;
const PAD = { left: 44, right: 12, top: 12, bottom: 40 };
const x = (confidence: number) => PAD.left + ((confidence - 0.5) / 5) * (W - PAD.left - PAD.right);
const y = (rate: number) => PAD.top + (1 - rate) * (H - PAD.top - PAD.bottom);
const TITLE: Record<Calibration['mode'], string> = { all: 'All attempts', practice: 'Practice', interview: 'Interview' };

/**
 * A reliability diagram: stated confidence (1..5, read as 10%..90%) against the observed pass rate. The dashed
 * diagonal is perfect calibration; a dot's size grows with its number of attempts.
 */
export function CalibrationChart({ data }: { data: Calibration }) {
  const max = Math.max(1, ...data.levels.map((l) => l.attempts));
  const summary = data.sentences.length ? data.sentences.join(' ') : 'No attempts yet.';
  return (
    <figure className="chart">
      <figcaption className="chart-title">{TITLE[data.mode]}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Reliability diagram, ${TITLE[data.mode]}. ${summary}`}>
        {[0, 0.25, 0.5, 0.75, 1].map((r) => (
          <g key={r}>
            <line className="grid" x1={PAD.left} x2={W - PAD.right} y1={y(r)} y2={y(r)} />
            <text className="axis-label" x={PAD.left - 6} y={y(r) + 4} textAnchor="end">
              {Math.round(r * 100)}%
            </text>
          </g>
        ))}
        {[1, 2, 3, 4, 5].map((c) => (
          <text key={c} className="axis-label" x={x(c)} y={H - PAD.bottom + 16} textAnchor="middle">
            {c}
          </text>
        ))}
        <text className="axis-label" x={(W + PAD.left) / 2} y={H - 6} textAnchor="middle">
          stated confidence
        </text>
        <line className="diagonal" x1={x(0.5)} y1={y(0)} x2={x(5.5)} y2={y(1)} />
        {data.levels
          .filter((l) => l.pass_rate !== null)
          .map((l) => (
            <g key={l.confidence}>
              <circle className="dot" cx={x(l.confidence)} cy={y(l.pass_rate!)} r={4 + 8 * Math.sqrt(l.attempts / max)} />
              <text className="dot-label" x={x(l.confidence)} y={y(l.pass_rate!) - 14} textAnchor="middle">
                {l.attempts}
              </text>
            </g>
          ))}
      </svg>
      <details className="chart-table">
        <summary>Table: {TITLE[data.mode].toLowerCase()}</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Confidence</th>
              <th scope="col">Attempts</th>
              <th scope="col">Passed</th>
              <th scope="col">Pass rate</th>
            </tr>
          </thead>
          <tbody>
            {data.levels.map((l) => (
              <tr key={l.confidence}>
                <th scope="row">{l.confidence}</th>
                <td>{l.attempts}</td>
                <td>{l.passed}</td>
                <td>{l.pass_rate === null ? '-' : `${Math.round(l.pass_rate * 100)}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
