import type { ChannelOutput } from '@shared/ipc/contract';
import { DataTable, type Column } from '../../components/DataTable';
import { QueryView } from '../../components/QueryView';
import type { ChannelQuery } from '../../lib/query';
import { confidenceLabel } from '@shared/domain/confidence';
import { formatDate, formatDuration, RUN_STATUS_CHIP } from './labels';

type Attempt = ChannelOutput<'attempts:list'>['attempts'][number];

const aidsUsed = (a: Attempt): string =>
  [
    a.hints_used ? `${a.hints_used} hint${a.hints_used === 1 ? '' : 's'}` : '',
    a.looked_up_pitfalls ? 'pitfalls' : '',
    a.looked_up_reference ? 'reference' : '',
  ]
    .filter(Boolean)
    .join(', ') || 'none';

const columns = (onOpen: (id: string) => void, openId: string | undefined): Array<Column<Attempt>> => [
  {
    key: 'date',
    header: 'Date',
    cell: (a) => (
      <button
        type="button"
        className="link-button"
        onClick={() => onOpen(a.id)}
        aria-pressed={openId === a.id}
        aria-label={`Open the attempt of ${formatDate(a.created_at)}`}
        data-testid="open-attempt"
      >
        {formatDate(a.created_at)}
      </button>
    ),
  },
  { key: 'mode', header: 'Mode', cell: (a) => (a.mode === 'interview' ? 'Interview' : 'Practice') },
  {
    key: 'result',
    header: 'Result',
    cell: (a) => (
      <>
        <span className={`chip ${RUN_STATUS_CHIP[a.status]}`}>{a.status}</span>{' '}
        {a.tests_total > 0 ? (
          <span className="muted">
            {a.tests_passed}/{a.tests_total}
          </span>
        ) : null}
      </>
    ),
  },
  {
    key: 'confidence',
    header: 'Confidence',
    cell: (a) => `${a.confidence} / 5`,
    title: (a) => confidenceLabel(a.confidence),
  },
  { key: 'time', header: 'Time', cell: (a) => formatDuration(a.total_time_ms) },
  { key: 'aids', header: 'Aids', cell: aidsUsed, className: 'muted' },
];

/** The learner's attempts on this problem, newest first: date, result, confidence, time; a date opens one. */
export function AttemptHistory({
  query,
  onOpen,
  openId,
}: {
  query: ChannelQuery<'attempts:list'>;
  onOpen: (id: string) => void;
  openId?: string | undefined;
}) {
  return (
    <section className="card" aria-labelledby="history-title" data-testid="attempt-history">
      <h2 id="history-title">Your attempts</h2>
      <QueryView query={query} loadingLabel="Loading your attempts…">
        {({ attempts }) =>
          attempts.length === 0 ? (
            <p className="muted">No attempts yet. Submitting stores one here, with its test result and your confidence.</p>
          ) : (
            <DataTable
              columns={columns(onOpen, openId)}
              rows={attempts}
              rowKey={(a) => a.id}
              rowTestId={() => 'attempt-row'}
              className="history-table"
            />
          )
        }
      </QueryView>
    </section>
  );
}
