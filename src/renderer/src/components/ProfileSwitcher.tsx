import { useId } from 'react';
import { Link } from 'react-router';
import { useChannelMutation, useChannelQuery } from '../lib/query';
import './profile-switcher.css';

/**
 * The current profile at the foot of the sidebar, with a switcher: it was visible only
 * inside Settings. Switching starts the page over, as Settings does: every cached answer belongs to the old
 * profile.
 */
export function ProfileSwitcher() {
  const id = useId();
  const profiles = useChannelQuery('profiles:list', {});
  const switchProfile = useChannelMutation('profiles:switch', { onSuccess: () => window.location.reload() });
  const data = profiles.data;
  if (!data) return null;
  const current = data.profiles.find((p) => p.id === data.current_id);
  return (
    <div className="profile-switcher" data-testid="profile-switcher">
      <label htmlFor={`${id}-profile`} className="profile-switcher-label">
        Profile
      </label>
      {data.profiles.length > 1 ? (
        <select
          id={`${id}-profile`}
          value={data.current_id}
          disabled={switchProfile.isPending}
          onChange={(e) => switchProfile.mutate({ id: e.target.value })}
          data-testid="profile-select"
        >
          {data.profiles.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      ) : (
        <output id={`${id}-profile`} className="profile-switcher-name" data-testid="profile-name">
          {current?.name}
        </output>
      )}
      {switchProfile.error ? (
        <p className="profile-switcher-error" role="alert">
          {switchProfile.error.message}
        </p>
      ) : null}
      <Link to="/settings" className="profile-switcher-manage">
        Manage profiles
      </Link>
    </div>
  );
}
