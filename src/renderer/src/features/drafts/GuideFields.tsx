import { LinesField } from './LinesField';
import type { ReadingGuide } from '@shared/ipc/channels/drafts';

/** A reading guide's fields: title, what to look for (one per line) and the three self-check questions. */
export function GuideFields({ value, onChange, disabled }: { value: ReadingGuide; onChange: (v: ReadingGuide) => void; disabled: boolean }) {
  return (
    <fieldset className="draft-fields" disabled={disabled}>
      <label className="field">
        <span>Title</span>
        <input type="text" value={value.title} onChange={(e) => onChange({ ...value, title: e.target.value })} />
      </label>
      <LinesField
        label="What to look for (one per line)"
        rows={4}
        value={value.look_for}
        parse={(text) => text.split('\n').filter((l) => l.trim())}
        onChange={(look_for) => onChange({ ...value, look_for })}
      />
      {value.self_check.map((q, i) => (
        <label key={i} className="field">
          <span>Self-check question {i + 1}</span>
          <input
            type="text"
            value={q}
            onChange={(e) => onChange({ ...value, self_check: value.self_check.map((old, j) => (j === i ? e.target.value : old)) })}
          />
        </label>
      ))}
    </fieldset>
  );
}
