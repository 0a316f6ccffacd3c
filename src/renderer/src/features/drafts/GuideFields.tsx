import type { ReadingGuide } from '../../../../shared/ipc/channels/drafts';

/** A reading guide's fields: title, what to look for (one per line) and the three self-check questions. */
export function GuideFields({ value, onChange, disabled }: { value: ReadingGuide; onChange: (v: ReadingGuide) => void; disabled: boolean }) {
  return (
    <fieldset className="draft-fields" disabled={disabled}>
      <label className="field">
        <span>Title</span>
        <input type="text" value={value.title} onChange={(e) => onChange({ ...value, title: e.target.value })} />
      </label>
      <label className="field">
        <span>What to look for (one per line)</span>
        <textarea rows={4} value={value.look_for.join('\n')} onChange={(e) => onChange({ ...value, look_for: e.target.value.split('\n').filter((l) => l.trim()) })} />
      </label>
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
