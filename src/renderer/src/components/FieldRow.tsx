import type { ReactNode } from 'react';

/** Under a field whose value comes from the environment: why it cannot be edited and how to change that. */
export function EnvNote({ name }: { name: string }) {
  return (
    <span className="hint">
      Set by <code>{name}</code> in the environment, which wins over this field. Unset it and restart to edit here.
    </span>
  );
}

/**
 * A labelled settings field: the label, the control, and under it either what the field is for or, when an
 * environment variable decides the value, which one (the control is then shown disabled by the caller).
 */
export function FieldRow({
  id,
  label,
  hint,
  envVar,
  children,
}: {
  /** The control's id, so the label points at it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The variable that sets this value, or null/undefined when the saved setting applies. */
  envVar?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {envVar ? <EnvNote name={envVar} /> : hint ? <span className="hint">{hint}</span> : null}
    </div>
  );
}
