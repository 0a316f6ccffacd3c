import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Venue, WritingType } from '@shared/domain/writing';
import { defaultVenue, venueLimitReason } from '@shared/domain/writing-rules';
import { ErrorBanner } from '../../components/ErrorBanner';
import { useChannelMutation } from '../../lib/query';
import { Dialog } from '../../components/Dialog';
import { TypeOptions, VenueOptions } from './WritingOptions';

/**
 * "New piece": a title, a type, and the venue the type is routed to (changeable among the venues the type
 * allows). Main checks the pair again and refuses a forum for a learning log or tutorial with the reason.
 */
export function NewPieceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog className="writings-dialog" open={open} title="New piece" onClose={onClose} testId="new-piece-dialog">
      <NewPieceForm onClose={onClose} />
    </Dialog>
  );
}

function NewPieceForm({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [type, setType] = useState<WritingType | null>(null);
  const [venue, setVenue] = useState<Venue | null>(null);
  const create = useChannelMutation('writings:create', { invalidates: ['writings:list'] });

  function chooseType(next: WritingType | null) {
    setType(next);
    // The routing intent pre-fills the venue; a choice the new type does not allow is replaced.
    setVenue(defaultVenue(next));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    create.reset();
    create.mutate(
      { title, type, venue },
      {
        onSuccess: (piece) => {
          onClose();
          void navigate(`/writings/${piece.id}`);
        },
      },
    );
  }

  const limit = venueLimitReason(type);
  return (
    <form onSubmit={submit} className="stack" aria-label="New piece">
      <label className="field">
        <span>Title</span>
        <input type="text" value={title} onChange={(e) => setTitle(e.target.value)} autoFocus />
      </label>
      <label className="field">
        <span>Type</span>
        <select
          value={type ?? ''}
          onChange={(e) => chooseType(e.target.value === '' ? null : (e.target.value as WritingType))}
        >
          <TypeOptions none="Not decided yet" />
        </select>
      </label>
      <label className="field">
        <span>Venue</span>
        <select
          value={venue ?? ''}
          onChange={(e) => setVenue(e.target.value === '' ? null : (e.target.value as Venue))}
        >
          <VenueOptions type={type} none="Not decided yet" />
        </select>
        {limit ? <span className="hint">{limit}</span> : null}
      </label>
      {create.error ? <ErrorBanner message={create.error.message} onDismiss={create.reset} /> : null}
      <div className="row dialog-actions">
        <span className="spacer" />
        <button type="button" className="btn" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          Create
        </button>
      </div>
    </form>
  );
}
