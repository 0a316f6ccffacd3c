import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { TRACK_VIEWS, useActions, useChannelMutation, useChannelQuery } from '../../lib/query';
import type { SectionStatus, TrackSummary } from '@shared/ipc/channels/tracks';
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
  // Imports from the native menu (or another window) arrive as `tracks:changed`, which refreshes this list.
  const list = useChannelQuery('tracks:list', {});
  const activate = useChannelMutation('tracks:activate', { invalidates: TRACK_VIEWS });
  const clearActive = useChannelMutation('tracks:clear-active', { invalidates: TRACK_VIEWS });
  const { busy, error, clear, run } = useActions(activate, clearActive);

  return (
    <div>
      <PageHeader
        title="Tracks"
        subtitle="Curricula layered over the problems and readings. While a track is active, it leads your day."
        actions={<ImportManifestButton />}
      />
      {error ? <ErrorBanner message={error.message} onDismiss={clear} /> : null}
      <QueryView query={list} loadingLabel="Loading tracks…">
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
              <ul className="card-grid track-list">
                {tracks.map((t) => (
                  <li key={t.slug} className={`card card-column track-card ${t.is_active ? 'track-card-active' : ''}`}>
                    <div className="track-card-head">
                      <h2 className="track-card-title title-link">
                        <Link to={`/tracks/${t.slug}`}>{t.title}</Link>
                      </h2>
                      {t.is_active ? <span className="chip chip-accent">Active</span> : null}
                      {t.progress && !t.is_active ? <span className="chip">In progress</span> : null}
                    </div>
                    <p className="track-card-desc">{t.description}</p>
                    <p className="muted track-card-facts">
                      {t.chapter_count} chapters · {t.section_count} sections · about {Math.round(t.total_minutes / 60)}{' '}
                      h{t.progress ? ` · ${t.progress.completed_count} done` : ''}
                    </p>
                    <TrackMeter compact chapters={[{ title: t.title, statuses: statusesOf(t) }]} />
                    <div className="row track-card-actions">
                      {t.is_active ? (
                        <button type="button" className="btn" disabled={busy} onClick={() => run(clearActive, {})}>
                          Opt out
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="btn btn-primary"
                          disabled={busy}
                          aria-busy={activate.isPending && activate.variables?.slug === t.slug}
                          onClick={() => run(activate, { slug: t.slug })}
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
      </QueryView>
    </div>
  );
}
