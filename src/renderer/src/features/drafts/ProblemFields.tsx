import type { GeneratedProblem } from '@shared/ipc/channels/drafts';
import { LazyDraftCodeEditor } from './LazyDraftCodeEditor';
import { LinesField } from './LinesField';

const unlines = (v: string) => v.split('\n').map((l) => l.trim()).filter(Boolean);

/** Every field of a generated problem, editable: text for prose, Monaco for code. */
export function ProblemFields({ value, onChange, disabled }: { value: GeneratedProblem; onChange: (v: GeneratedProblem) => void; disabled: boolean }) {
  const set = <K extends keyof GeneratedProblem>(key: K, v: GeneratedProblem[K]) => onChange({ ...value, [key]: v });
  return (
    <fieldset className="draft-fields" disabled={disabled}>
      <div className="row generate-row">
        <label className="field grow">
          <span>Title</span>
          <input type="text" value={value.title} onChange={(e) => set('title', e.target.value)} />
        </label>
        <label className="field">
          <span>Slug</span>
          <input type="text" className="mono" value={value.slug} onChange={(e) => set('slug', e.target.value)} />
        </label>
        <label className="field">
          <span>Difficulty</span>
          <select value={value.difficulty} onChange={(e) => set('difficulty', e.target.value as GeneratedProblem['difficulty'])}>
            <option value="easy">easy</option>
            <option value="medium">medium</option>
            <option value="hard">hard</option>
          </select>
        </label>
      </div>
      <div className="row generate-row">
        <LinesField
          label="Axes (one per line)"
          grow
          rows={2}
          className="mono"
          value={value.axes}
          parse={unlines}
          onChange={(list) => set('axes', list as GeneratedProblem['axes'])}
        />
        <LinesField grow label="Domain tags (one per line)" rows={2} value={value.domain_tags} parse={unlines} onChange={(list) => set('domain_tags', list)} />
      </div>
      <label className="field">
        <span>Statement (Markdown)</span>
        <textarea rows={5} value={value.statement_md} onChange={(e) => set('statement_md', e.target.value)} />
      </label>
      {(['starter', 'tests', 'reference'] as const).map((key) => (
        <div key={key} className="field">
          <span>{key === 'starter' ? 'Starter (what the learner gets)' : key === 'tests' ? 'Tests' : 'Reference solution'}</span>
          <LazyDraftCodeEditor value={value[key]} language={value.language} onChange={(v) => set(key, v)} ariaLabel={`${key} code`} />
        </div>
      ))}
      <LinesField label="Hints (one per line)" rows={3} value={value.hints} parse={unlines} onChange={(list) => set('hints', list)} />
      <label className="field">
        <span>Pitfalls (Markdown)</span>
        <textarea rows={3} value={value.pitfalls_md} onChange={(e) => set('pitfalls_md', e.target.value)} />
      </label>
    </fieldset>
  );
}
