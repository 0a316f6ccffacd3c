/** Under a field whose value comes from the environment: why it cannot be edited and how to change that. */
export function EnvNote({ name }: { name: string }) {
  return (
    <span className="hint">
      Set by <code>{name}</code> in the environment, which wins over this field. Unset it and restart to edit here.
    </span>
  );
}
