import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { DraftKind } from '@shared/ipc/channels/drafts';
import type { AxisId } from '@shared/domain/axes';
import { ErrorBanner } from '../../components/ErrorBanner';
import { NoModelNotice, useModelConfigured } from '../../components/NoModelNotice';
import { useChannelMutation, useChannelQuery } from '../../lib/query';
import { KIND_LABEL } from './labels';

/** Asks the model for a draft: a reading guide for a track section, an exercise, or a debugging problem. */
export function GenerateForm() {
  const navigate = useNavigate();
  const [kind, setKind] = useState<DraftKind>('debugging_problem');
  const [from, setFrom] = useState<'axis' | 'problem'>('axis');
  const [slug, setSlug] = useState('');
  const [axis, setAxis] = useState('');
  const [language, setLanguage] = useState<'python' | 'rust'>('python');
  const [trackSlug, setTrackSlug] = useState('');
  const [sectionUrl, setSectionUrl] = useState('');
  const modelConfigured = useModelConfigured();
  const problems = useChannelQuery('problems:list', {});
  const home = useChannelQuery('home:get', { tz_offset_minutes: new Date().getTimezoneOffset() });
  const tracks = useChannelQuery('tracks:list', {});
  const track = useChannelQuery('tracks:get', { slug: trackSlug }, { enabled: trackSlug !== '' });
  const generate = useChannelMutation('drafts:generate', {
    invalidates: ['drafts:list'],
    onSuccess: (draft) => void navigate(`/drafts/${draft.id}`),
  });
  // The picker's weakest estimate is the default axis ("from a weak axis").
  const weakest = [...(home.data?.estimates ?? [])].sort((a, b) => a.estimate - b.estimate)[0]?.axis ?? '';
  const chosenAxis = axis || weakest;

  function submit(e: FormEvent) {
    e.preventDefault();
    generate.reset();
    if (kind === 'reading_guide') generate.mutate({ kind, section_url: sectionUrl });
    else if (kind === 'debugging_problem') generate.mutate({ kind, slug });
    else if (from === 'problem') generate.mutate({ kind, slug });
    else generate.mutate({ kind, axis: chosenAxis as AxisId, language });
  }

  const needsProblem = kind === 'debugging_problem' || (kind === 'exercise' && from === 'problem');
  return (
    <form className="card generate-form" onSubmit={submit} aria-label="Generate a draft">
      <h2 className="eyebrow">Generate a draft</h2>
      <div className="row generate-row">
        <label className="field">
          <span>Kind</span>
          <select value={kind} onChange={(e) => setKind(e.target.value as DraftKind)}>
            {(['debugging_problem', 'exercise', 'reading_guide'] as const).map((k) => (
              <option key={k} value={k}>
                {KIND_LABEL[k]}
              </option>
            ))}
          </select>
        </label>
        {kind === 'exercise' ? (
          <label className="field">
            <span>From</span>
            <select value={from} onChange={(e) => setFrom(e.target.value as 'axis' | 'problem')}>
              <option value="axis">a weak axis</option>
              <option value="problem">a problem</option>
            </select>
          </label>
        ) : null}
        {needsProblem ? (
          <label className="field">
            <span>Problem</span>
            <select value={slug} onChange={(e) => setSlug(e.target.value)} required>
              <option value="">Choose a problem…</option>
              {problems.data?.problems.map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.title}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {kind === 'exercise' && from === 'axis' ? (
          <>
            <label className="field">
              <span>Axis</span>
              <select value={chosenAxis} onChange={(e) => setAxis(e.target.value)} required>
                {home.data?.estimates.map((a) => (
                  <option key={a.axis} value={a.axis}>
                    {a.title} ({Math.round(a.estimate * 100)}%)
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>Language</span>
              <select value={language} onChange={(e) => setLanguage(e.target.value as 'python' | 'rust')}>
                <option value="python">Python</option>
                <option value="rust">Rust</option>
              </select>
            </label>
          </>
        ) : null}
        {kind === 'reading_guide' ? (
          <>
            <label className="field">
              <span>Track</span>
              <select value={trackSlug} onChange={(e) => { setTrackSlug(e.target.value); setSectionUrl(''); }} required>
                <option value="">Choose a track…</option>
                {tracks.data?.tracks.map((t) => (
                  <option key={t.slug} value={t.slug}>
                    {t.title}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>Section</span>
              <select value={sectionUrl} onChange={(e) => setSectionUrl(e.target.value)} required disabled={!track.data}>
                <option value="">Choose a section…</option>
                {track.data?.chapters.flatMap((c) => c.sections).map((s) => (
                  <option key={s.position} value={s.url}>
                    {s.title}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={generate.isPending || modelConfigured === false}>
          {generate.isPending ? 'Generating and checking…' : 'Generate'}
        </button>
      </div>
      <p className="hint">
        Problems are run before they are saved: the reference must pass and the starter must fail a test, or nothing is stored.
      </p>
      <NoModelNotice configured={modelConfigured} what="Generating a draft" />
      {generate.error ? <ErrorBanner message={generate.error.message} /> : null}
    </form>
  );
}
