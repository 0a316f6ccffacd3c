import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Starts an action: external http(s) links open in the system browser (Electron turns a new-window
 * request into shell.openExternal) or a new tab; internal paths navigate inside the app.
 */
export function StartLink({
  url,
  external,
  className = 'btn btn-primary',
  children,
  onStart,
}: {
  url: string;
  external: boolean;
  className?: string;
  children: ReactNode;
  /** Called when the user follows the link (a track section records its first start). */
  onStart?: () => void;
}) {
  if (external) {
    return (
      <a className={className} href={url} target="_blank" rel="noopener noreferrer" onClick={onStart}>
        {children}
        <span aria-hidden="true">↗</span>
        <span className="visually-hidden"> (opens in your browser)</span>
      </a>
    );
  }
  return (
    <Link className={className} to={url} onClick={onStart}>
      {children}
    </Link>
  );
}
