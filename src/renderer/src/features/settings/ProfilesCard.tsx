import { useState, type FormEvent } from 'react';
import { ErrorBanner } from '../../components/ErrorBanner';
import { QueryView } from '../../components/QueryView';
import { useActions, useChannelMutation, useChannelQuery } from '../../lib/query';

/** List, create and switch profiles. Each profile sees only its own rows. */
export function ProfilesCard() {
  const profiles = useChannelQuery('profiles:list', {});
  const [name, setName] = useState('');
  const createProfile = useChannelMutation('profiles:create', {
    invalidates: ['profiles:list'],
    onSuccess: () => setName(''),
  });
  // Every cached answer belongs to the old profile: start the page over rather than invalidate them one by one.
  const switchProfile = useChannelMutation('profiles:switch', { onSuccess: () => window.location.reload() });
  const { error, clear, run } = useActions(createProfile, switchProfile);

  function create(event: FormEvent) {
    event.preventDefault();
    run(createProfile, { name });
  }

  return (
    <section className="card" aria-labelledby="profiles-heading">
      <h2 id="profiles-heading">Profiles</h2>
      {error ? <ErrorBanner message={error.message} onDismiss={clear} /> : null}
      <QueryView query={profiles}>
        {({ profiles: list, current_id: currentId }) => (
          <ul className="list">
            {list.map((p) => (
              <li key={p.id} className="row">
                <span className="grow">{p.name}</span>
                {p.id === currentId ? (
                  <span className="chip chip-success">Current</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={() => run(switchProfile, { id: p.id })}
                  >
                    Switch to {p.name}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <form className="row gap-above" onSubmit={create}>
        <input
          type="text"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="New profile name"
          aria-label="New profile name"
          className="grow"
        />
        <button type="submit" className="btn">
          Add profile
        </button>
      </form>
    </section>
  );
}
