import { useState } from 'react';
import { Link } from 'react-router';
import type { Stage, Venue, Writing, WritingType } from '@shared/domain/writing';
import { venueLimitReason } from '@shared/domain/writing-rules';
import { ErrorBanner } from '../../components/ErrorBanner';
import { ScreenHeading } from '../../components/ScreenHeading';
import { useActions, useChannelMutation } from '../../lib/query';
import { StageOptions, TypeOptions, VenueOptions } from './WritingOptions';
import { PIECE_VIEWS } from './views';
import { SourceLink } from './assist/SourceLink';

/**
 * The piece's title, type, venue and stage, each saved when changed. Main enforces the rules (stage moves,
 * the venue a type may have, published_url only once published) and its reason is shown when it refuses;
 * the controls then show the stored value again.
 */
export function PieceHeader({ piece }: { piece: Writing }) {
  const update = useChannelMutation('writings:update', { invalidates: PIECE_VIEWS });
  const setStage = useChannelMutation('writings:set-stage', { invalidates: PIECE_VIEWS });
  const actions = useActions(update, setStage);
  const [title, setTitle] = useState(piece.title);
  const [url, setUrl] = useState(piece.published_url ?? '');
  const [status, setStatus] = useState(piece.epistemic_status ?? '');
  const commitStatus = () => {
    if (status.trim() === (piece.epistemic_status ?? '')) return;
    actions.run(update, { id: piece.id, epistemic_status: status });
  };

  const commitTitle = () => {
    if (title.trim() === piece.title) return;
    actions.run(update, { id: piece.id, title });
  };
  const published = piece.stage === 'published' || piece.published_at !== null;

  return (
    <div className="piece-header">
      {/* The title field is what the eye sees; this names the screen for the window and screen readers. */}
      <ScreenHeading title={piece.title} className="visually-hidden" />
      <div className="piece-header-row">
        <input
          className="piece-title-input"
          type="text"
          aria-label="Title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          onBlur={commitTitle}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commitTitle();
            }
            if (e.key === 'Escape') setTitle(piece.title);
          }}
        />
      </div>
      <SourceLink source={piece.source_ref} />
      <div className="piece-header-row piece-fields">
        <label className="inline-field">
          <span>Type</span>
          <select
            value={piece.type ?? ''}
            onChange={(e) => {
              const type = e.target.value === '' ? null : (e.target.value as WritingType);
              actions.run(update, { id: piece.id, type });
            }}
          >
            <TypeOptions none="Not decided" />
          </select>
        </label>
        <label className="inline-field">
          <span>Venue</span>
          <select
            value={piece.venue ?? ''}
            title={venueLimitReason(piece.type) ?? undefined}
            onChange={(e) => {
              const venue = e.target.value === '' ? null : (e.target.value as Venue);
              actions.run(update, { id: piece.id, venue });
            }}
          >
            <VenueOptions type={piece.type} none="Not decided" current={piece.venue} />
          </select>
        </label>
        <label className="inline-field">
          <span>Stage</span>
          <select
            value={piece.stage}
            data-testid="stage-select"
            onChange={(e) => actions.run(setStage, { id: piece.id, stage: e.target.value as Stage })}
          >
            <StageOptions from={piece.stage} />
          </select>
        </label>
        {published ? (
          <form
            className="inline-field grow"
            onSubmit={(e) => {
              e.preventDefault();
              actions.run(update, { id: piece.id, published_url: url.trim() === '' ? null : url.trim() });
            }}
          >
            <span>Published at</span>
            <input type="url" value={url} placeholder="https://…" aria-label="Published URL" onChange={(e) => setUrl(e.target.value)} />
            <button type="submit" className="btn btn-small">
              Save link
            </button>
          </form>
        ) : null}
        <label className="inline-field grow">
          <span>Epistemic status</span>
          <input
            type="text"
            value={status}
            placeholder="How sure are you?"
            title="Exported at the top of forum posts, as a collapsible block"
            onChange={(e) => setStatus(e.target.value)}
            onBlur={commitStatus}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commitStatus();
            }}
          />
        </label>
        <Link className="btn btn-small" to={`/writings/${piece.id}/export?venue=${piece.venue ?? 'personal'}`}>
          Export…
        </Link>
      </div>
      {actions.error ? <ErrorBanner message={actions.error.message} onDismiss={actions.clear} /> : null}
    </div>
  );
}
