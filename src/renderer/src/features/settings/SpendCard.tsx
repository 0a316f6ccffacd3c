import { useState } from 'react';
import { DataTable, type Column } from '../../components/DataTable';
import { QueryView } from '../../components/QueryView';
import { useChannelQuery, useSetChannelData } from '../../lib/query';
import type { SpendSummary, SpendTotals } from '@shared/ipc/channels/spend';
import { callOutcomeLabel, spendTagLabel } from '@shared/domain/spend-labels';
import { SpendCaps } from './SpendCaps';
import { SpendPrices } from './SpendPrices';
import { usd, when } from './spend-format';
import './model-settings.css';

type Call = SpendSummary['recent'][number];

const RECENT_COLUMNS: Array<Column<Call>> = [
  { key: 'when', header: 'When', cell: (r) => when(r.created_at) },
  { key: 'tag', header: 'Used for', cell: (r) => <span title={r.tag}>{spendTagLabel(r.tag)}</span> },
  { key: 'model', header: 'Model', cell: (r) => r.model, className: 'mono' },
  {
    key: 'tokens',
    header: 'Tokens in / out',
    numeric: true,
    cell: (r) => `${r.tokens_in.toLocaleString()} / ${r.tokens_out.toLocaleString()}`,
  },
  { key: 'cost', header: 'Cost', numeric: true, cell: (r) => usd(r.cost_usd) },
  {
    key: 'outcome',
    header: 'Outcome',
    cell: (r) => (
      <span className={`chip ${r.outcome === 'ok' ? 'chip-success' : 'chip-danger'}`}>{callOutcomeLabel(r.outcome)}</span>
    ),
  },
];

function Total({ label, totals, testId }: { label: string; totals: SpendTotals; testId: string }) {
  return (
    <div className="spend-total" data-testid={testId}>
      <div className="spend-total-label">{label}</div>
      <div className="spend-total-value">{usd(totals.cost_usd)}</div>
      <div className="hint">
        {totals.calls} {totals.calls === 1 ? 'call' : 'calls'} · {totals.tokens_in.toLocaleString()} in /{' '}
        {totals.tokens_out.toLocaleString()} out tokens
      </div>
    </div>
  );
}

function SpendView({ summary, onChange }: { summary: SpendSummary; onChange: (s: SpendSummary) => void }) {
  // Which form was just saved; kept here because a save remounts the forms with the stored values.
  const [saved, setSaved] = useState<'caps' | 'prices'>();
  return (
    <div className="stack">
      <div className="spend-totals">
        <Total label="Today" totals={summary.today} testId="spend-today" />
        <Total label="This week" totals={summary.week} testId="spend-week" />
      </div>
      <p className="hint flush">
        Days and weeks are counted in UTC (weeks start on Monday): daily caps reset {when(summary.day_resets_at)}, weekly
        caps {when(summary.week_resets_at)}.
      </p>
      <SpendCaps
        key={JSON.stringify(summary.caps) + summary.today.calls}
        summary={summary}
        onSaved={(next) => {
          onChange(next);
          setSaved('caps');
        }}
        justSaved={saved === 'caps'}
        onEdit={() => setSaved(undefined)}
      />
      <SpendPrices
        key={JSON.stringify(summary.prices)}
        summary={summary}
        onSaved={(next) => {
          onChange(next);
          setSaved('prices');
        }}
        justSaved={saved === 'prices'}
        onEdit={() => setSaved(undefined)}
      />
      <section className="stack spend-section" aria-labelledby="spend-recent-heading">
        <h3 id="spend-recent-heading">Recent calls</h3>
        {summary.recent.length === 0 ? (
          <p className="muted flush">
            No language-model calls yet. Every call will be listed here with its tag, tokens and cost.
          </p>
        ) : (
          <DataTable columns={RECENT_COLUMNS} rows={summary.recent} rowKey={(r) => r.id} className="spend-table" />
        )}
      </section>
    </div>
  );
}

/** Settings → Spend: today, this week, per tag, caps and the price table. */
export function SpendCard() {
  const state = useChannelQuery('spend:summary', {});
  // A save answers with the new summary: it becomes the cached one (no second request, no loading flash).
  const onChange = useSetChannelData('spend:summary', {});
  return (
    <section className="card" aria-labelledby="spend-heading">
      <h2 id="spend-heading">Spend</h2>
      <QueryView query={state} loadingLabel="Loading spend…">
        {(summary) => <SpendView summary={summary} onChange={onChange} />}
      </QueryView>
    </section>
  );
}
