import { useState, type FormEvent } from 'react';
import { DataTable, type Column } from '../../components/DataTable';
import { DecimalInput } from '../../components/DecimalInput';
import { ErrorBanner } from '../../components/ErrorBanner';
import { api, errorMessage } from '../../lib/api';
import type { ModelPrice } from '@shared/ipc/channels/spend';
import { SaveRow } from './SettingsFormParts';
import type { SpendEditorProps } from './spend-format';

type Row = { model: string; input: string; output: string; source: 'content' | 'override' | 'new' };

/** The per-model price table (USD per million tokens). Edited rows are stored as this profile's overrides. */
export function SpendPrices({
  summary,
  onSaved,
  justSaved,
  onEdit,
}: SpendEditorProps) {
  const [rows, setRows] = useState<Row[]>(() =>
    summary.prices.map((p) => ({
      model: p.model,
      input: String(p.input_per_mtok),
      output: String(p.output_per_mtok),
      source: p.source,
    })),
  );
  const [error, setError] = useState<string>();

  const edit = (index: number, patch: Partial<Row>) => {
    onEdit();
    setRows((rs) => rs.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  };

  const priceColumn = (field: 'input' | 'output'): Column<Row> => ({
    key: field,
    header: field === 'input' ? 'Input' : 'Output',
    cell: (r, i) => (
      <DecimalInput
        label={`${r.model || 'New model'} ${field} price`}
        value={r[field]}
        onChange={(text) => edit(i, { [field]: text })}
      />
    ),
  });
  const columns: Array<Column<Row>> = [
    {
      key: 'model',
      header: 'Model',
      cell: (r, i) =>
        r.source === 'new' ? (
          <input
            type="text"
            className="model-name"
            aria-label="Model name"
            placeholder="model name"
            value={r.model}
            onChange={(e) => edit(i, { model: e.target.value })}
          />
        ) : (
          <span className="mono">{r.model}</span>
        ),
    },
    priceColumn('input'),
    priceColumn('output'),
    {
      key: 'source',
      header: 'Source',
      cell: (r, i) => (
        <>
          {r.source === 'content' ? <span className="chip">Bundled</span> : null}
          {r.source === 'override' ? <span className="chip chip-accent">Yours</span> : null}
          {r.source !== 'content' ? (
            // Removing your row of a bundled model brings the bundled price back after saving.
            <button
              type="button"
              className="btn btn-small btn-ghost"
              aria-label={`Remove ${r.model || 'new model'} price`}
              onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
            >
              Remove
            </button>
          ) : null}
        </>
      ),
    },
  ];

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const prices: ModelPrice[] = [];
    for (const r of rows) {
      if (!r.model.trim() && !r.input.trim() && !r.output.trim()) continue;
      const input = Number(r.input);
      const output = Number(r.output);
      if (!r.model.trim()) return setError('Every price row needs a model name; remove empty rows.');
      if (
        !Number.isFinite(input) ||
        input < 0 ||
        !Number.isFinite(output) ||
        output < 0 ||
        !r.input.trim() ||
        !r.output.trim()
      )
        return setError(`Prices for ${r.model} must be dollars per million tokens, e.g. 0.15.`);
      prices.push({ model: r.model.trim(), input_per_mtok: input, output_per_mtok: output });
    }
    try {
      const next = await api.call('spend:set-prices', { prices });
      onSaved(next);
      setRows(
        next.prices.map((p) => ({
          model: p.model,
          input: String(p.input_per_mtok),
          output: String(p.output_per_mtok),
          source: p.source,
        })),
      );
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} className="stack spend-section" aria-labelledby="spend-prices-heading">
      <h3 id="spend-prices-heading">Prices (US$ per million tokens)</h3>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
      <DataTable columns={columns} rows={rows} rowKey={(r, i) => `${r.source}-${i}`} className="spend-table" />
      <p className="hint flush">
        Models not listed (local servers) cost $0. A dated model such as gpt-4o-mini-2024-07-18 uses its family’s price.
      </p>
      <SaveRow saveLabel="Save prices" savedLabel="Prices saved" saved={justSaved}>
        <button
          type="button"
          className="btn"
          onClick={() => setRows((rs) => [...rs, { model: '', input: '', output: '', source: 'new' }])}
        >
          Add a model
        </button>
      </SaveRow>
    </form>
  );
}
