import { useEffect, useState } from 'react';
import { api } from '../lib/api';

/** Shows messages pushed by main (for example the outcome of File > Import manifest...). */
export function Notices() {
  const [notice, setNotice] = useState<{ kind: 'info' | 'error'; message: string } | undefined>();
  useEffect(() => api.on('app:notice', setNotice), []);
  if (!notice) return null;
  return (
    <div className={`banner ${notice.kind === 'error' ? 'banner-error' : 'banner-info'} notice`} role="status">
      <span className="banner-text">{notice.message}</span>
      <button
        type="button"
        className="btn btn-small btn-ghost"
        aria-label="Dismiss"
        onClick={() => setNotice(undefined)}
      >
        ✕
      </button>
    </div>
  );
}
