import { useState } from 'react';
import { AsyncView } from '../../components/AsyncView';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageHeader } from '../../components/PageHeader';
import { api, errorMessage } from '../../lib/api';
import { useChannel } from '../../lib/use-channel';
import { ReflectionPrompt } from '../reflections/ReflectionPrompt';
import { Alternatives } from './Alternatives';
import { AxisChart } from './AxisChart';
import { SlotStrip } from './SlotStrip';
import { TrackProgressCard } from './TrackProgressCard';
import { UpNextCard } from './UpNextCard';
import './home.css';

const today = () =>
  new Date().toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' });

export function HomePage() {
  // The offset lets main count "today" in the user's own time zone.
  const home = useChannel('home:get', { tzOffsetMinutes: new Date().getTimezoneOffset() });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [companion, setCompanion] = useState<{ title: string; url: string } | null>(null);

  async function act(run: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await run();
      await home.reload();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="home">
      <PageHeader title="Home" subtitle={today()} />
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
      <AsyncView state={home} loadingLabel="Choosing your next step…">
        {(data) => (
          <div className="stack home-stack">
            {data.reflection_prompt ? (
              <ReflectionPrompt
                key={`${data.reflection_prompt.slug}:${data.reflection_prompt.idx}`}
                prompt={data.reflection_prompt}
                companion={companion}
                onDone={() => {
                  setCompanion(null);
                  void home.reload();
                }}
              />
            ) : null}
            <UpNextCard
              next={data.next}
              busy={busy}
              onMarkDone={
                data.next.track
                  ? () => {
                      const t = data.next.track!;
                      void act(async () => {
                        const out = await api.call('tracks:complete-section', { slug: t.slug, idx: t.position });
                        setCompanion(out.companion_offer);
                      });
                    }
                  : undefined
              }
            />
            {data.active_track ? (
              <TrackProgressCard
                track={data.active_track}
                busy={busy}
                onClear={() => void act(async () => void (await api.call('tracks:clear-active', {})))}
              />
            ) : (
              <SlotStrip slots={data.slots} />
            )}
            <div className="home-columns">
              <Alternatives items={data.alternatives} trackActive={Boolean(data.active_track && !data.active_track.exhausted)} />
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
      </AsyncView>
    </div>
  );
}
