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

/**
 * A text setting that the environment can override: while it does, the field shows the effective value,
 * disabled, with the variable's name under it; otherwise the saved value, editable, with its hint.
 */
export function EnvTextField(props: {
  id: string;
  label: string;
  /** The saved value being edited. */
  value: string;
  /** The value in force (what the environment set, when it did). */
  effective: string;
  envVar: string | null;
  placeholder: string;
  hint: ReactNode;
  onChange: (value: string) => void;
  type?: 'text' | 'url';
  /** Paths and commands: no spell check, no autocomplete. */
  literal?: boolean;
}) {
  const fromEnv = props.envVar !== null;
  return (
    <FieldRow id={props.id} label={props.label} envVar={props.envVar} hint={props.hint}>
      <input
        id={props.id}
        type={props.type ?? 'text'}
        spellCheck={props.literal ? false : undefined}
        autoComplete={props.literal ? 'off' : undefined}
        value={fromEnv ? props.effective : props.value}
        disabled={fromEnv}
        placeholder={props.placeholder}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </FieldRow>
  );
}
