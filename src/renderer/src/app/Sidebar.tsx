import { NavLink } from 'react-router';
import { NAV_ITEMS } from './nav';
import { DraftsBadge } from '../features/drafts/DraftsBadge';
import { ProfileSwitcher } from '../components/ProfileSwitcher';

const isMac = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);

export function Sidebar() {
  return (
    <nav className="sidebar" aria-label="Main">
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          W
        </span>
        <span className="brand-name">Workbench</span>
      </div>
      <ul>
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
              <span>{item.label}</span>
              {item.path === '/drafts' ? <DraftsBadge /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
      <ProfileSwitcher />
    </nav>
  );
}
