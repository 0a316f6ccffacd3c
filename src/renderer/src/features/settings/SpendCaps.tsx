import { useState, type FormEvent } from 'react';
import { DataTable, type Column } from '../../components/DataTable';
import { DecimalInput } from '../../components/DecimalInput';
import { ErrorBanner } from '../../components/ErrorBanner';
import { api, errorMessage } from '../../lib/api';
import type { CapPair } from '@shared/ipc/channels/spend';
import { spendTagLabel } from '@shared/domain/spend-labels';
import { SaveRow } from './SettingsFormParts';
import { capText, parseCap, usd, type SpendEditorProps } from './spend-format';

type Row = { key: string; label: string; daily: string; weekly: string; today: number; week: number };


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
      daily: capText(summary.caps.overall.daily_usd),
      weekly: capText(summary.caps.overall.weekly_usd),
      today: summary.today.cost_usd,
      week: summary.week.cost_usd,
    },
    ...summary.by_tag.map((t) => ({
      key: t.tag,
      label: spendTagLabel(t.tag),
      daily: capText(summary.caps.per_tag[t.tag]?.daily_usd ?? null),
      weekly: capText(summary.caps.per_tag[t.tag]?.weekly_usd ?? null),
      today: t.today.cost_usd,
      week: t.week.cost_usd,
    })),
  ];
  const [rows, setRows] = useState<Row[]>(initial);
  const [error, setError] = useState<string>();

  const edit = (key: string, field: 'daily' | 'weekly', value: string) => {
    onEdit();
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  };

  const capColumn = (field: 'daily' | 'weekly', header: string): Column<Row> => ({
    key: field,
    header,
    cell: (r) => (
      <DecimalInput
        label={`${r.label} ${field} cap in dollars`}
        placeholder="no cap"
        value={r[field]}
        onChange={(text) => edit(r.key, field, text)}
      />
    ),
  });
  const columns: Array<Column<Row>> = [
    {
      key: 'tag',
      header: 'Used for',
      rowHeader: true,
      cell: (r) => r.label,
      className: (r) => (r.key === '*overall' ? 'row-label row-label-strong' : 'row-label'),
    },
    { key: 'today', header: 'Today', numeric: true, cell: (r) => usd(r.today) },
    { key: 'week', header: 'This week', numeric: true, cell: (r) => usd(r.week) },
    capColumn('daily', 'Daily cap ($)'),
    capColumn('weekly', 'Weekly cap ($)'),
  ];

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const pairs: Record<string, CapPair> = {};
    for (const r of rows) {
      const daily = parseCap(r.daily, `${r.label}, daily cap`);
      const weekly = parseCap(r.weekly, `${r.label}, weekly cap`);
      if ('error' in daily) return setError(daily.error);
      if ('error' in weekly) return setError(weekly.error);
      pairs[r.key] = { daily_usd: daily.value, weekly_usd: weekly.value };
    }
    const { ['*overall']: overall, ...perTag } = pairs;
    // Tags with no cap at all are left out so the stored preference stays small.
    const kept = Object.fromEntries(
      Object.entries(perTag).filter(([, p]) => p.daily_usd !== null || p.weekly_usd !== null),
    );
    try {
      onSaved(await api.call('spend:set-caps', { caps: { overall: overall!, per_tag: kept } }));
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} className="stack spend-section" aria-labelledby="spend-caps-heading">
      <h3 id="spend-caps-heading">Spend by tag and caps</h3>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.key}
        rowTestId={(r) => `spend-row-${r.key}`}
        className="spend-table"
      />
      <p className="hint flush">
        Caps are checked before every call, using the most the call could cost; over a cap the call is not made and the
        review says which cap stopped it. Leave a cap empty for none.
      </p>
      <SaveRow saveLabel="Save caps" savedLabel="Caps saved" saved={justSaved} />
    </form>
  );
}
