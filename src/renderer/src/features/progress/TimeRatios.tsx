import type { Progress } from '@shared/ipc/channels/progress';

const KIND: Record<string, string> = { external_reading: 'Readings', external_exercise: 'Exercises' };

/**
 * Time calibration: your time against the authored minutes, per kind of section. A plain
 * table (a ratio per kind is not a chart's worth of data); 1.0x is "as authored".
 */
export function TimeRatios({ ratios }: { ratios: Progress['time_ratios'] }) {
  if (ratios.length === 0) return null;
  return (
    <table className="time-ratios" data-testid="time-ratios">
      <caption className="visually-hidden">Your time against the authored minutes, per kind of section</caption>
      <thead>
        <tr>
          <th scope="col">Kind of section</th>
          <th scope="col">Timed sections</th>
          <th scope="col">Your time / authored</th>
        </tr>
      </thead>
      <tbody>
        {ratios.map((r) => (
          <tr key={r.kind}>
            <th scope="row">{KIND[r.kind] ?? r.kind}</th>
            <td>{r.sections}</td>
            <td>{r.ratio.toFixed(2)}x</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
