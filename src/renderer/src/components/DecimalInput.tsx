/**
 * A number typed as text (dollars, prices): the decimal keypad on touch screens, and the text kept as typed so
 * "0." or an empty "no cap" survive while editing. The caller parses it on save and says what is wrong.
 */
export function DecimalInput({
  label,
  value,
  onChange,
  placeholder,
}: {
  /** Read by screen readers; these inputs sit in table cells without a visible label of their own. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
}) {
  return (
    <input
      type="text"
      inputMode="decimal"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
