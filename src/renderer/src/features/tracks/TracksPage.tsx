import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AsyncView } from '../../components/AsyncView';
import { EmptyState } from '../../components/EmptyState';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageHeader } from '../../components/PageHeader';
import { api, errorMessage } from '../../lib/api';
import { useChannel } from '../../lib/use-channel';
import type { SectionStatus, TrackSummary } from '../../../../shared/ipc/channels/tracks';
import { ImportManifestButton } from './ImportManifestButton';
import { TrackMeter } from './TrackMeter';
import './tracks.css';

function statusesOf(t: TrackSummary): SectionStatus[] {
  const done = new Set(t.progress?.completed_sections ?? []);
  return Array.from({ length: t.section_count }, (_, i) =>
    done.has(i) ? 'done' : t.progress && i === t.progress.cursor ? 'current' : 'remaining',
  );
}

export function TracksPage() {
  const list = useChannel('tracks:list', {});
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const { reload } = list;

  // A track imported from the native menu (or another window) shows up without a restart.
  useEffect(() => api.on('tracks:changed', () => void reload()), [reload]);

  async function run(slug: string, action: () => Promise<unknown>) {
    setBusy(slug);
    setError(undefined);
    try {
      await action();
      await reload();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <div>
      <PageHeader
        title="Tracks"
        subtitle="Curricula layered over the problems and readings. While a track is active, it leads your day."
        actions={<ImportManifestButton onImported={() => void reload()} />}
      />
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
      <AsyncView state={list} loadingLabel="Loading tracks…">
        {({ tracks, active_slug }) =>
          tracks.length === 0 ? (
            <EmptyState title="No tracks yet">
              Import a manifest (a YAML dependency graph of a curriculum) to create your first track.
            </EmptyState>
          ) : (
            <>
              <p className="muted tracks-status" role="status">
                {active_slug
                  ? `Active: ${tracks.find((t) => t.slug === active_slug)?.title ?? active_slug}. Activating another track keeps this one's progress.`
                  : 'No track is active: Home picks by your weakest axes.'}
              </p>
              <ul className="track-list">
                {tracks.map((t) => (
                  <li key={t.slug} className={`card track-card ${t.is_active ? 'track-card-active' : ''}`}>
                    <div className="track-card-head">
                      <h2 className="track-card-title">
                        <Link to={`/tracks/${t.slug}`}>{t.title}</Link>
                      </h2>
                      {t.is_active ? <span className="chip chip-accent">Active</span> : null}
                      {t.progress && !t.is_active ? <span className="chip">In progress</span> : null}
                    </div>
                    <p className="track-card-desc">{t.description}</p>
                    <p className="muted track-card-facts">
                      {t.chapter_count} chapters · {t.section_count} sections · about {Math.round(t.total_minutes / 60)} h
                      {t.progress ? ` · ${t.progress.completed_count} done` : ''}
                    </p>
                    <TrackMeter compact chapters={[{ title: t.title, statuses: statusesOf(t) }]} />
                    <div className="row track-card-actions">
                      {t.is_active ? (
                        <button
                          type="button"
                          className="btn"
                          disabled={busy !== undefined}
                          onClick={() => void run(t.slug, () => api.call('tracks:clear-active', {}))}
                        >
                          Opt out
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="btn btn-primary"
                          disabled={busy !== undefined}
                          aria-busy={busy === t.slug}
                          onClick={() => void run(t.slug, () => api.call('tracks:activate', { slug: t.slug }))}
                        >
                          {t.progress ? 'Resume track' : 'Opt in'}
                        </button>
                      )}
                      <Link className="btn btn-ghost" to={`/tracks/${t.slug}`}>
                        Details
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </AsyncView>
    </div>
  );
}
