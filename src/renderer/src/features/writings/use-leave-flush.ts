import { useEffect, useRef } from 'react';

/**
 * Saves what is not acknowledged yet whenever the page may go away: leaving the route (unmount), the tab or
 * window hidden (the last moment a browser reliably runs code before closing it), pagehide, and before the
 * window unloads. In a browser tab with unsaved text the browser's own "leave this page?" question also
 * appears, so a close cannot race the save; in the desktop app (no such question) the save goes over IPC,
 * which main receives even as the window closes.
 */
export function useLeaveFlush(flush: () => void, dirty: () => boolean): void {
  const latest = useRef({ flush, dirty });
  useEffect(() => {
    latest.current = { flush, dirty };
  });
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden' && latest.current.dirty()) latest.current.flush();
    };
    const onPageHide = () => {
      if (latest.current.dirty()) latest.current.flush();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current.dirty()) return;
      latest.current.flush();
      if (!window.api) event.preventDefault();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
      // Leaving the route: the save outlives the screen (the request is already on its way).
      if (latest.current.dirty()) latest.current.flush();
    };
  }, []);
}
