import { useState } from 'react';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * A textarea edited as a list, one item a line. The text keeps what the learner types (a new empty line, a space at
 * the end) while the list it stands for is what changes: parsing on every keystroke and showing the parsed list
 * would swallow each Enter. A list changed from outside (the draft reloaded) replaces the text.
 */
export function LinesField({
  label,
  value,
  parse,
  onChange,
  rows,
  className,
  grow = false,
}: {
  label: string;
  value: readonly string[];
  parse: (text: string) => string[];
  onChange: (list: string[]) => void;
  rows: number;
  className?: string;
  /** Shares a row with other fields, taking the room left. */
  grow?: boolean;
}) {
  const [text, setText] = useState(value.join('\n'));
  const shown = sameList(parse(text), value) ? text : value.join('\n');
  return (
    <label className={grow ? 'field grow' : 'field'}>
      <span>{label}</span>
      <textarea
        rows={rows}
        className={className}
        value={shown}
        onChange={(e) => {
          setText(e.target.value);
          onChange(parse(e.target.value));
        }}
      />
    </label>
  );
}
