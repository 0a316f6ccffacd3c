import { QueryView } from '../../components/QueryView';
import type { ChannelQuery } from '../../lib/query';
import { CONFIDENCE_MEANINGS, formatDate, formatDuration, RUN_STATUS_CHIP } from './labels';

/** The learner's attempts on this problem, newest first: date, result, confidence, time. */
export function AttemptHistory({ query }: { query: ChannelQuery<'attempts:list'> }) {
  return (
    <section className="card" aria-labelledby="history-title" data-testid="attempt-history">
      <h2 id="history-title">Your attempts</h2>
      <QueryView query={query} loadingLabel="Loading your attempts…">
        {({ attempts }) =>
          attempts.length === 0 ? (
            <p className="muted">No attempts yet. Submitting stores one here, with its test result and your confidence.</p>
          ) : (
            <table className="table history-table">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Mode</th>
                  <th scope="col">Result</th>
                  <th scope="col">Confidence</th>
                  <th scope="col">Time</th>
                  <th scope="col">Aids</th>
                </tr>
              </thead>
              <tbody>
                {attempts.map((a) => (
                  <tr key={a.id} data-testid="attempt-row">
                    <td>{formatDate(a.created_at)}</td>
                    <td>{a.mode === 'interview' ? 'Interview' : 'Practice'}</td>
                    <td>
                      <span className={`chip ${RUN_STATUS_CHIP[a.status]}`}>{a.status}</span>{' '}
                      {a.tests_total > 0 ? (
                        <span className="muted">
                          {a.tests_passed}/{a.tests_total}
                        </span>
                      ) : null}
                    </td>
                    <td title={CONFIDENCE_MEANINGS[a.confidence]}>{a.confidence} / 5</td>
                    <td>{formatDuration(a.total_time_ms)}</td>
                    <td className="muted">
                      {[
                        a.hints_used ? `${a.hints_used} hint${a.hints_used === 1 ? '' : 's'}` : '',
                        a.looked_up_pitfalls ? 'pitfalls' : '',
                        a.looked_up_reference ? 'reference' : '',
                      ]
                        .filter(Boolean)
                        .join(', ') || 'none'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryView>
    </section>
  );
}
