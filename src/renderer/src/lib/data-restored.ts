import { closeCalls } from './api';

/** What a call from the page says in the moment between a restore and the reload (it is not shown for long). */
export const RESTORED_RELOADING = 'Your data was restored; the page is reloading to show it.';

/**
 * Main replaced every row (a restore or an import, from any window, tab or the File menu): everything this page
 * holds is from before. The page starts over so every screen asks again; and first it stops calling main, so the
 * screens' leave-saves during the reload (a problem's work in progress on pagehide, an editor's last flush) cannot
 * write the pre-restore state over the restored data.
 */
export function startOverWithRestoredData(reload: () => void = () => window.location.reload()): void {
  closeCalls(RESTORED_RELOADING);
  reload();
}
