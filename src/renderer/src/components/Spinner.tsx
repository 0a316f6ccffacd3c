/** An indeterminate spinner; `label` is read by screen readers and shown beside it when `showLabel`. */
export function Spinner({ label = 'Loading', showLabel = false }: { label?: string; showLabel?: boolean }) {
  return (
    <span className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className={showLabel ? '' : 'visually-hidden'}>{label}</span>
    </span>
  );
}

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="loading-state">
      <Spinner label={label} showLabel />
    </div>
  );
}
