import type { SpendSummary } from '@shared/ipc/channels/spend';

/** What both spend editors (caps, prices) take from the Spend card. */
export type SpendEditorProps = {
  summary: SpendSummary;
  onSaved: (s: SpendSummary) => void;
  justSaved: boolean;
  onEdit: () => void;
};

/** Dollars with enough precision for sub-cent model calls. */
export function usd(value: number): string {
  if (value === 0) return '$0.00';
  if (value < 0.01) return `$${value.toFixed(4)}`;
  return `$${value.toFixed(2)}`;
}

export const capText = (value: number | null): string => (value === null ? '' : String(value));

/** '' means no cap; anything else must be a non-negative number of dollars. */
export function parseCap(text: string, label: string): { value: number | null } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const n = Number(trimmed.replace(/^\$/, ''));
  if (!Number.isFinite(n) || n < 0)
    return { error: `${label}: enter dollars such as 2.50, or leave it empty for no cap.` };
  return { value: n };
}

export const when = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
