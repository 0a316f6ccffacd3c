import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../lib/api';
import { NAV_ITEMS } from './nav';

/** Ctrl/Cmd + digit jumps between areas; the native menu's navigate events land here too. */
export function useShortcuts(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      const item = NAV_ITEMS.find((i) => i.key === event.key);
      if (!item) return;
      event.preventDefault();
      void navigate(item.path);
    };
    window.addEventListener('keydown', onKey);
    const off = api.on('app:navigate', ({ path }) => void navigate(path));
    return () => {
      window.removeEventListener('keydown', onKey);
      off();
    };
  }, [navigate]);
}
