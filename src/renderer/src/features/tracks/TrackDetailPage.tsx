import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorBanner } from '../../components/ErrorBanner';
import { Markdown } from '../../components/Markdown';
import { MissingSlugScreen } from '../../components/NotFoundScreen';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { ReflectionPrompt } from '../../components/ReflectionPrompt';
import { TRACK_VIEWS, useActions, useChannelMutation, useChannelQuery } from '../../lib/query';
import { SlugSchema } from '@shared/domain/common';
import type { ReflectionPrompt as Prompt } from '@shared/ipc/channels/tracks';
import { RetiredSections } from './RetiredSections';
import { SectionRow } from './SectionRow';
import { MeterLegend, TrackMeter } from './TrackMeter';
import './tracks.css';

type AfterComplete = { prompt: Prompt; companion: { title: string; url: string } | null };

export function TrackDetailPage() {
  const { slug = '' } = useParams();
  // An address that cannot be a slug never reaches main: to the user it is as missing as an unknown track.
  if (!SlugSchema.safeParse(slug).success) return <MissingSlugScreen kind="track" slug={slug} />;
  return <TrackDetail key={slug} slug={slug} />;
}

const TIME_VIEWS = ['progress:time-estimates', 'progress:get'] as const;

function TrackDetail({ slug }: { slug: string }) {
  const [after, setAfter] = useState<AfterComplete>();
  const detail = useChannelQuery('tracks:get', { slug });
  const activate = useChannelMutation('tracks:activate', { invalidates: TRACK_VIEWS });
  const clearActive = useChannelMutation('tracks:clear-active', { invalidates: TRACK_VIEWS });
  const complete = useChannelMutation('tracks:complete-section', {
    invalidates: [...TRACK_VIEWS, ...TIME_VIEWS],
    onSuccess: (out) => setAfter({ prompt: out.reflection_prompt, companion: out.companion_offer }),
  });
  const companion = useChannelMutation('tracks:set-companion', { invalidates: TRACK_VIEWS });
  // Time calibration: main measures and scales; the page shows and records the first start.
  const estimates = useChannelQuery('progress:time-estimates', { track_slug: slug });
  const start = useChannelMutation('tracks:start-section', { invalidates: TIME_VIEWS });
  const correct = useChannelMutation('tracks:correct-section-time', { invalidates: TIME_VIEWS });
  const { busy, error, clear, run } = useActions(activate, clearActive, complete, companion, correct);
  const estimateAt = new Map(estimates.data?.sections.map((s) => [s.position, s]));

  return (
    <QueryView
      query={detail}
      loadingLabel="Loading track…"
      // A mistyped or removed track: say so and offer the way back (a retry cannot help).
      notFound={<MissingSlugScreen kind="track" slug={slug} />}
    >
      {(t) => {
        const total = t.section_count;
        const done = t.active_track?.completed_sections.filter((i) => i < total).length ?? 0;
        const position =
          t.active_track && t.active_track.cursor < total ? `Section ${t.active_track.cursor + 1} of ${total}` : null;
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
                    <button type="button" className="btn" disabled={busy} onClick={() => run(clearActive, {})}>
                      Clear active track
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    className="btn btn-primary"
                    disabled={busy}
                    onClick={() => run(activate, { slug: t.slug })}
                  >
                    {t.active_track ? 'Resume track' : 'Make active'}
                  </button>
                )
              }
            />
            {error ? <ErrorBanner message={error.message} onDismiss={clear} /> : null}
            {after ? (
              <ReflectionPrompt
                key={`${after.prompt.slug}:${after.prompt.idx}`}
                prompt={after.prompt}
                companion={after.companion}
                onDone={() => setAfter(undefined)}
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
              <TrackMeter
                chapters={t.chapters.map((c) => ({ title: c.title, statuses: c.sections.map((s) => s.status) }))}
              />
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
                          trackSlug={t.slug}
                          section={s}
                          busy={busy}
                          onComplete={(minutes) =>
                            run(complete, { slug: t.slug, idx: s.position, ...(minutes !== undefined ? { minutes } : {}) })
                          }
                          onCompanion={(optedIn) =>
                            run(companion, { slug: t.slug, idx: s.position, opted_in: optedIn })
                          }
                          estimate={estimateAt.get(s.position)}
                          onStart={() => start.mutate({ slug: t.slug, idx: s.position })}
                          onCorrectTime={(minutes) => run(correct, { slug: t.slug, idx: s.position, minutes })}
                        />
                      ))}
                    </ol>
                  </section>
                ))}
                <RetiredSections sections={t.retired_sections} />
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
    </QueryView>
  );
}
