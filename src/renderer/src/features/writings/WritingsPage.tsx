import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { useChannelMutation, useChannelQuery } from '../../lib/query';
import { STAGE_LABEL, TYPE_LABEL } from './labels';

/** The flat list with stage chips (the spec's fallback form of the pipeline board). */
export function WritingsPage() {
  const list = useChannelQuery('writings:list', {});
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const createPiece = useChannelMutation('writings:create', {
    invalidates: ['writings:list'],
    onSuccess: (piece) => void navigate(`/writings/${piece.id}`),
  });

  function create(event: FormEvent) {
    event.preventDefault();
    createPiece.mutate({ title });
  }

  return (
    <div>
      <PageHeader title="Writings" subtitle="From idea to published post. The words are yours." />
      <form className="row card" onSubmit={create} aria-label="New piece">
        <input
          type="text"
          placeholder="Working title of a new piece"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          aria-label="Title"
          className="grow"
        />
        <button className="btn btn-primary" type="submit" disabled={createPiece.isPending}>
          New piece
        </button>
      </form>
      {createPiece.error ? <ErrorBanner message={createPiece.error.message} onDismiss={createPiece.reset} /> : null}
      <div className="section">
        <QueryView query={list}>
          {({ writings }) =>
            writings.length === 0 ? (
              <EmptyState title="No pieces yet">Start with a working title above; it begins as an idea.</EmptyState>
            ) : (
              <div className="card">
                <ul className="list">
                  {writings.map((w) => (
                    <li key={w.id} className="row">
                      <Link to={`/writings/${w.id}`} className="grow">
                        {w.title}
                      </Link>
                      {w.type ? <span className="chip">{TYPE_LABEL[w.type]}</span> : null}
                      <span className="chip chip-accent">{STAGE_LABEL[w.stage]}</span>
                      <span className="muted">{w.word_count} words</span>
                    </li>
                  ))}
                </ul>
              </div>
            )
          }
        </QueryView>
      </div>
    </div>
  );
}
