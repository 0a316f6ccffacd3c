import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AsyncView } from '../../components/AsyncView';
import { EmptyState } from '../../components/EmptyState';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageHeader } from '../../components/PageHeader';
import { api, errorMessage } from '../../lib/api';
import { useChannel } from '../../lib/use-channel';
import { STAGE_LABEL, TYPE_LABEL } from './labels';

/** The flat list with stage chips (the spec's fallback form of the pipeline board). */
export function WritingsPage() {
  const list = useChannel('writings:list', {});
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const piece = await api.call('writings:create', { title });
      void navigate(`/writings/${piece.id}`);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <PageHeader title="Writings" subtitle="From idea to published post. The words are yours." />
      <form className="row card" onSubmit={(e) => void create(e)} aria-label="New piece">
        <input
          type="text"
          placeholder="Working title of a new piece"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          aria-label="Title"
          style={{ flex: 1, width: 'auto' }}
        />
        <button className="btn btn-primary" type="submit" disabled={busy}>
          New piece
        </button>
      </form>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
      <div className="section">
        <AsyncView state={list}>
          {({ writings }) =>
            writings.length === 0 ? (
              <EmptyState title="No pieces yet">Start with a working title above; it begins as an idea.</EmptyState>
            ) : (
              <div className="card">
                <ul className="list">
                  {writings.map((w) => (
                    <li key={w.id} className="row">
                      <Link to={`/writings/${w.id}`} style={{ flex: 1 }}>
                        {w.title}
                      </Link>
                      {w.type ? <span className="chip">{TYPE_LABEL[w.type]}</span> : null}
                      <span className="chip chip-accent">{STAGE_LABEL[w.stage]}</span>
                      <span className="muted">{w.wordCount} words</span>
                    </li>
                  ))}
                </ul>
              </div>
            )
          }
        </AsyncView>
      </div>
    </div>
  );
}
