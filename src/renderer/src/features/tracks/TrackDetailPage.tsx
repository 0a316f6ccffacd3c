import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AsyncView } from '../../components/AsyncView';
import { EmptyState } from '../../components/EmptyState';
import { ErrorBanner } from '../../components/ErrorBanner';
import { Markdown } from '../../components/Markdown';
import { PageHeader } from '../../components/PageHeader';
import { api, errorMessage } from '../../lib/api';
import { useChannel } from '../../lib/use-channel';
import type { ReflectionPrompt as Prompt } from '../../../../shared/ipc/channels/tracks';
import { ReflectionPrompt } from '../reflections/ReflectionPrompt';
import { SectionRow } from './SectionRow';
import { MeterLegend, TrackMeter } from './TrackMeter';
import './tracks.css';

type AfterComplete = { prompt: Prompt; companion: { title: string; url: string } | null };

export function TrackDetailPage() {
  const { slug = '' } = useParams();
  const detail = useChannel('tracks:get', { slug });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [after, setAfter] = useState<AfterComplete>();

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      await detail.reload();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  if (detail.error && detail.data === undefined) {
    // A mistyped or removed track: say so and offer the way back, rather than only "Try again".
    return (
      <div>
        <PageHeader title="Track not available" />
        <EmptyState
          title={detail.error}
          action={
            <div className="row" style={{ justifyContent: 'center' }}>
              <Link className="btn btn-primary" to="/tracks">
                Back to Tracks
              </Link>
              <button type="button" className="btn" onClick={() => void detail.reload()}>
                Try again
              </button>
            </div>
          }
        />
      </div>
    );
  }

  return (
    <AsyncView state={detail} loadingLabel="Loading track…">
      {(t) => {
        const total = t.section_count;
        const done = t.active_track?.completed_sections.filter((i) => i < total).length ?? 0;
        const position = t.active_track && t.active_track.cursor < total ? `Section ${t.active_track.cursor + 1} of ${total}` : null;
        return (
          <div className="track-detail">
            <p className="breadcrumb">
              <Link to="/tracks">Tracks</Link> / {t.title}
            </p>
            <PageHeader
              title={t.title}
              subtitle={t.description}
              actions={
                t.is_active ? (
                  <>
                    <span className="chip chip-accent">Active</span>
                    <button type="button" className="btn" disabled={busy} onClick={() => void run(async () => void (await api.call('tracks:clear-active', {})))}>
                      Clear active track
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={busy}
                    onClick={() => void run(async () => void (await api.call('tracks:activate', { slug: t.slug })))}
                  >
                    {t.active_track ? 'Resume track' : 'Make active'}
                  </button>
                )
              }
            />
            {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
            {after ? (
              <ReflectionPrompt
                key={`${after.prompt.slug}:${after.prompt.idx}`}
                prompt={after.prompt}
                companion={after.companion}
                onDone={() => {
                  setAfter(undefined);
                  void detail.reload();
                }}
              />
            ) : null}
            <section className="card track-overview" aria-label="Progress">
              <div className="track-overview-head">
                <strong>
                  {done} of {total} sections done
                </strong>
                {position ? <span className="muted">{position}</span> : null}
                <a className="source-link" href={t.source_url} target="_blank" rel="noopener noreferrer">
                  Source curriculum ↗
                </a>
              </div>
              <TrackMeter chapters={t.chapters.map((c) => ({ title: c.title, statuses: c.sections.map((s) => s.status) }))} />
              <MeterLegend />
            </section>
            <div className="track-detail-columns">
              <div className="stack">
                {t.chapters.map((chapter, ci) => (
                  <section key={ci} className="card chapter" aria-labelledby={`chapter-${ci}`}>
                    <h2 id={`chapter-${ci}`} className="chapter-title">
                      {/^chapter\b/i.test(chapter.title) ? null : <span className="muted">Chapter {ci + 1} </span>}
                      {chapter.title}
                    </h2>
                    <ol className="section-list">
                      {chapter.sections.map((s) => (
                        <SectionRow
                          key={s.position}
                          section={s}
                          busy={busy}
                          onComplete={() =>
                            void run(async () => {
                              const out = await api.call('tracks:complete-section', { slug: t.slug, idx: s.position });
                              setAfter({ prompt: out.reflection_prompt, companion: out.companion_offer });
                            })
                          }
                          onCompanion={(optedIn) =>
                            void run(async () => void (await api.call('tracks:set-companion', { slug: t.slug, idx: s.position, opted_in: optedIn })))
                          }
                        />
                      ))}
                    </ol>
                  </section>
                ))}
              </div>
              {t.body_md.trim() ? (
                <aside className="card track-notes" aria-label="Track notes">
                  <Markdown source={t.body_md} />
                </aside>
              ) : null}
            </div>
          </div>
        );
      }}
    </AsyncView>
  );
}
