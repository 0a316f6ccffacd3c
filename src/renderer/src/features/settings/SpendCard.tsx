import { useState } from 'react';
import { QueryView } from '../../components/QueryView';
import { useChannelQuery, useSetChannelData } from '../../lib/query';
import type { SpendSummary, SpendTotals } from '../../../../shared/ipc/channels/spend';
import { SpendCaps } from './SpendCaps';
import { SpendPrices } from './SpendPrices';
import { usd, when } from './spend-format';
import './model-settings.css';

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
      <p className="hint" style={{ margin: 0 }}>
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
          <p className="muted" style={{ margin: 0 }}>
            No language-model calls yet. Every call will be listed here with its tag, tokens and cost.
          </p>
        ) : (
          <table className="table spend-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Tag</th>
                <th scope="col">Model</th>
                <th scope="col" className="num">
                  Tokens in / out
                </th>
                <th scope="col" className="num">
                  Cost
                </th>
                <th scope="col">Outcome</th>
              </tr>
            </thead>
            <tbody>
              {summary.recent.map((r) => (
                <tr key={r.id}>
                  <td>{when(r.created_at)}</td>
                  <td>{r.tag}</td>
                  <td className="mono">{r.model}</td>
                  <td className="num">
                    {r.tokens_in.toLocaleString()} / {r.tokens_out.toLocaleString()}
                  </td>
                  <td className="num">{usd(r.cost_usd)}</td>
                  <td>
                    <span className={`chip ${r.outcome === 'ok' ? 'chip-success' : 'chip-danger'}`}>
                      {r.outcome.replace(/_/g, ' ')}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
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
