import { useState, type FormEvent } from 'react';
import { ErrorBanner } from '../../components/ErrorBanner';
import { api, errorMessage } from '../../lib/api';
import type { CapPair } from '../../../../shared/ipc/channels/spend';
import { capText, parseCap, usd, type SpendEditorProps } from './spend-format';

type Row = { key: string; label: string; daily: string; weekly: string; today: number; week: number };

const TAG_LABELS: Record<string, string> = { review: 'Reviews', writing_assist: 'Writing assist' };

/** Spend per tag with editable daily/weekly caps; the first row is the overall cap across every tag. */
export function SpendCaps({
  summary,
  onSaved,
  justSaved,
  onEdit,
}: SpendEditorProps) {
  const initial = (): Row[] => [
    {
      key: '*overall',
      label: 'All calls',
      daily: capText(summary.caps.overall.dailyUsd),
      weekly: capText(summary.caps.overall.weeklyUsd),
      today: summary.today.costUsd,
      week: summary.week.costUsd,
    },
    ...summary.byTag.map((t) => ({
      key: t.tag,
      label: TAG_LABELS[t.tag] ?? t.tag,
      daily: capText(summary.caps.perTag[t.tag]?.dailyUsd ?? null),
      weekly: capText(summary.caps.perTag[t.tag]?.weeklyUsd ?? null),
      today: t.today.costUsd,
      week: t.week.costUsd,
    })),
  ];
  const [rows, setRows] = useState<Row[]>(initial);
  const [error, setError] = useState<string>();

  const edit = (key: string, field: 'daily' | 'weekly', value: string) => {
    onEdit();
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const pairs: Record<string, CapPair> = {};
    for (const r of rows) {
      const daily = parseCap(r.daily, `${r.label}, daily cap`);
      const weekly = parseCap(r.weekly, `${r.label}, weekly cap`);
      if ('error' in daily) return setError(daily.error);
      if ('error' in weekly) return setError(weekly.error);
      pairs[r.key] = { dailyUsd: daily.value, weeklyUsd: weekly.value };
    }
    const { ['*overall']: overall, ...perTag } = pairs;
    // Tags with no cap at all are left out so the stored preference stays small.
    const kept = Object.fromEntries(
      Object.entries(perTag).filter(([, p]) => p.dailyUsd !== null || p.weeklyUsd !== null),
    );
    try {
      onSaved(await api.call('spend:set-caps', { caps: { overall: overall!, perTag: kept } }));
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} className="stack spend-section" aria-labelledby="spend-caps-heading">
      <h3 id="spend-caps-heading">Spend by tag and caps</h3>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
      <table className="table spend-table">
        <thead>
          <tr>
            <th scope="col">Tag</th>
            <th scope="col" className="num">
              Today
            </th>
            <th scope="col" className="num">
              This week
            </th>
            <th scope="col">Daily cap ($)</th>
            <th scope="col">Weekly cap ($)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-testid={`spend-row-${r.key}`}>
              <th scope="row" style={{ fontWeight: r.key === '*overall' ? 650 : 500, color: 'var(--text)' }}>
                {r.label}
              </th>
              <td className="num">{usd(r.today)}</td>
              <td className="num">{usd(r.week)}</td>
              <td>
                <input
                  type="text"
                  inputMode="decimal"
                  aria-label={`${r.label} daily cap in dollars`}
                  placeholder="no cap"
                  value={r.daily}
                  onChange={(e) => edit(r.key, 'daily', e.target.value)}
                />
              </td>
              <td>
                <input
                  type="text"
                  inputMode="decimal"
                  aria-label={`${r.label} weekly cap in dollars`}
                  placeholder="no cap"
                  value={r.weekly}
                  onChange={(e) => edit(r.key, 'weekly', e.target.value)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint" style={{ margin: 0 }}>
        Caps are checked before every call, using the most the call could cost; over a cap the call is not made and the
        review says which cap stopped it. Leave a cap empty for none.
      </p>
      <div className="row">
        <button type="submit" className="btn btn-primary">
          Save caps
        </button>
        {justSaved ? (
          <span className="chip chip-success" role="status">
            Caps saved
          </span>
        ) : null}
      </div>
    </form>
  );
}
