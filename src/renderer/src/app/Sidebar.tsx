import { NavLink } from 'react-router';
import { NAV_ITEMS } from './nav';
import type { NavForm } from './nav-rail';
import { DraftsBadge } from '../features/drafts/DraftsBadge';
import { ProfileSwitcher } from '../components/ProfileSwitcher';

const isMac = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);

/**
 * The main navigation, full (icon and label) or folded to an icon rail. In the rail each label stays in the
 * link, visually hidden, so a screen reader reads the same names; the tooltip shows it to the eye.
 */
export function Sidebar({ form, onToggle }: { form: NavForm; onToggle: () => void }) {
  const rail = form === 'rail';
  return (
    <nav className={`sidebar${rail ? ' sidebar-rail' : ''}`} aria-label="Main" data-form={form}>
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          W
        </span>
        <span className="brand-name">Workbench</span>
        <button
          type="button"
          className="nav-toggle"
          onClick={onToggle}
          aria-expanded={!rail}
          aria-controls="main-nav-list"
          aria-label={rail ? 'Show navigation labels' : 'Fold navigation to icons'}
          title={rail ? 'Show navigation labels' : 'Fold navigation to icons'}
          data-testid="nav-toggle"
        >
          <span aria-hidden="true">{rail ? '»' : '«'}</span>
        </button>
      </div>
      <ul id="main-nav-list">
        {NAV_ITEMS.map((item) => (
          <li key={item.path}>
            <NavLink
              to={item.path}
              end={item.path === '/'}
              className={({ isActive }) => `nav-link${isActive ? ' active' : ''}`}
              title={`${item.label} (${isMac ? '⌘' : 'Ctrl+'}${item.key})`}
            >
              <span className="nav-icon" aria-hidden="true">
                {item.icon}
              </span>
              <span className="nav-label">{item.label}</span>
              {item.path === '/drafts' ? <DraftsBadge /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
      {rail ? null : <ProfileSwitcher />}
    </nav>
  );
}
