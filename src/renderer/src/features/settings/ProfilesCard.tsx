import { useState, type FormEvent } from 'react';
import { AsyncView } from '../../components/AsyncView';
import { ErrorBanner } from '../../components/ErrorBanner';
import { api, errorMessage } from '../../lib/api';
import { useChannel } from '../../lib/use-channel';

/** List, create and switch profiles. Each profile sees only its own rows. */
export function ProfilesCard() {
  const profiles = useChannel('profiles:list', {});
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  async function run(action: () => Promise<unknown>) {
    setError(undefined);
    try {
      await action();
      await profiles.reload();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  function create(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      await api.call('profiles:create', { name });
      setName('');
    });
  }

  return (
    <section className="card" aria-labelledby="profiles-heading">
      <h2 id="profiles-heading">Profiles</h2>
      {error ? <ErrorBanner message={error} onDismiss={() => setError(undefined)} /> : null}
      <AsyncView state={profiles}>
        {({ profiles: list, currentId }) => (
          <ul className="list">
            {list.map((p) => (
              <li key={p.id} className="row">
                <span style={{ flex: 1 }}>{p.name}</span>
                {p.id === currentId ? (
                  <span className="chip chip-success">Current</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() =>
                      void run(() => api.call('profiles:switch', { id: p.id }).then(() => window.location.reload()))
                    }
                  >
                    Switch to {p.name}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
      <form className="row" onSubmit={create} style={{ marginTop: 12 }}>
        <input
          type="text"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="New profile name"
          aria-label="New profile name"
          style={{ flex: 1, width: 'auto' }}
        />
        <button type="submit" className="btn">
          Add profile
        </button>
      </form>
    </section>
  );
}
