/** A whole number of seconds within a range (timeouts); the caller checks it on save and says what is wrong. */
export function SecondsInput(props: {
  id: string;
  min: number;
  max: number;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <input
      id={props.id}
      type="number"
      min={props.min}
      max={props.max}
      step={1}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}
