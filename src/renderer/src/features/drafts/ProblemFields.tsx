import type { GeneratedProblem } from '../../../../shared/ipc/channels/drafts';
import { LazyDraftCodeEditor } from './LazyDraftCodeEditor';

const lines = (v: string[]) => v.join('\n');
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
        <label className="field grow">
          <span>Axes (one per line)</span>
          <textarea rows={2} className="mono" value={lines(value.axes)} onChange={(e) => set('axes', unlines(e.target.value) as GeneratedProblem['axes'])} />
        </label>
        <label className="field grow">
          <span>Domain tags (one per line)</span>
          <textarea rows={2} value={lines(value.domain_tags)} onChange={(e) => set('domain_tags', unlines(e.target.value))} />
        </label>
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
      <label className="field">
        <span>Hints (one per line)</span>
        <textarea rows={3} value={lines(value.hints)} onChange={(e) => set('hints', unlines(e.target.value))} />
      </label>
      <label className="field">
        <span>Pitfalls (Markdown)</span>
        <textarea rows={3} value={value.pitfalls_md} onChange={(e) => set('pitfalls_md', e.target.value)} />
      </label>
    </fieldset>
  );
}
