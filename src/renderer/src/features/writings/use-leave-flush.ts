import { useEffect, useRef } from 'react';

/**
 * Saves what is not acknowledged yet whenever the page may go away: leaving the route (unmount, a normal save),
 * and - through `flushOnLeave`, a keepalive request that outlives the page - the tab or window hidden (the last
 * moment a browser reliably runs code before closing it), pagehide, and before the window unloads. Browsers
 * cap keepalive bodies at 64 KiB; for a bigger piece the browser's own "leave this page?" question appears
 * while text is unsaved, so a close cannot silently race the save. In the desktop app the save goes over IPC,
 * which main receives even as the window closes.
 */
export function useLeaveFlush(
  flush: () => void,
  dirty: () => boolean,
  flushOnLeave: () => boolean = () => (flush(), false),
): void {
  const latest = useRef({ flush, dirty, flushOnLeave });
  useEffect(() => {
    latest.current = { flush, dirty, flushOnLeave };
  });
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden' && latest.current.dirty()) latest.current.flushOnLeave();
    };
    const onPageHide = () => {
      if (latest.current.dirty()) latest.current.flushOnLeave();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!latest.current.dirty()) return;
      const safe = latest.current.flushOnLeave();
      // A browser tab whose text is too big for a keepalive request asks before closing.
      if (!window.api && !safe) event.preventDefault();
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
