import { useState } from 'react';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { ReflectionPrompt } from '../../components/ReflectionPrompt';
import { TRACK_VIEWS, useActions, useChannelMutation, useChannelQuery } from '../../lib/query';
import { Alternatives } from './Alternatives';
import { AxisChart } from './AxisChart';
import { SlotStrip } from './SlotStrip';
import { RedrillsDue } from './RedrillsDue';
import { TrackProgressCard } from './TrackProgressCard';
import { UpNextCard } from './UpNextCard';
import { WelcomeCard } from './WelcomeCard';
import { homeInput, longDay, refetchHomeOnMount } from './first-screen';
import './home.css';

export function HomePage() {
  const [companion, setCompanion] = useState<{ title: string; url: string } | null>(null);
  const home = useChannelQuery('home:get', homeInput(), { refetchOnMount: refetchHomeOnMount });
  const complete = useChannelMutation('tracks:complete-section', {
    // The time given with it changes the estimates and Progress's time calibration too.
    invalidates: [...TRACK_VIEWS, 'progress:time-estimates', 'progress:get'],
    onSuccess: (out) => setCompanion(out.companion_offer),
  });
  const clearActive = useChannelMutation('tracks:clear-active', { invalidates: TRACK_VIEWS });
  const skipCompanion = useChannelMutation('tracks:skip-companion', { invalidates: TRACK_VIEWS });
  const actions = useActions(complete, clearActive, skipCompanion);

  return (
    <div className="home">
      <PageHeader title="Home" subtitle={longDay(new Date())} />
      {actions.error ? <ErrorBanner message={actions.error.message} onDismiss={actions.clear} /> : null}
      <QueryView query={home} loadingLabel="Choosing your next step…">
        {(data) => (
          <div className="stack home-stack">
            {data.reflection_prompt ? (
              <ReflectionPrompt
                key={`${data.reflection_prompt.slug}:${data.reflection_prompt.idx}`}
                prompt={data.reflection_prompt}
                companion={companion}
                onDone={() => setCompanion(null)}
              />
            ) : null}
            {/* No evidence on any axis and no track: a new user, welcomed before the first pick. */}
            {!data.active_track && data.estimates.every((e) => e.attempts === 0) ? <WelcomeCard /> : null}
            <UpNextCard
              next={data.next}
              busy={actions.busy}
              onMarkDone={
                data.next.track
                  ? (minutes) =>
                      actions.run(complete, {
                        slug: data.next.track!.slug,
                        idx: data.next.track!.position,
                        ...(minutes !== undefined ? { minutes } : {}),
                      })
                  : undefined
              }
              onSkip={() => {
                const slug = data.next.url.replace(/^\/problem\//, '');
                actions.run(skipCompanion, { problem_slug: slug });
              }}
            />
            <RedrillsDue count={data.due_redrills} />
            {data.active_track ? (
              <TrackProgressCard
                track={data.active_track}
                busy={actions.busy}
                onClear={() => actions.run(clearActive, {})}
              />
            ) : (
              <SlotStrip slots={data.slots} />
            )}
            <div className="home-columns">
              <Alternatives
                items={data.alternatives}
                all={data.candidates}
                trackActive={Boolean(data.active_track && !data.active_track.exhausted)}
              />
              <section className="card" aria-labelledby="axes-heading">
                <h2 id="axes-heading" className="eyebrow">
                  Your axes
                </h2>
                <p className="muted home-card-intro">
                  The picker works on your weakest axes and explores the ones it knows little about.
                </p>
                <AxisChart estimates={data.estimates} />
              </section>
            </div>
          </div>
        )}
      </QueryView>
    </div>
  );
}
