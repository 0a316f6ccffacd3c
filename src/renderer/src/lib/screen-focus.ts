/**
 * What a screen reader hears after navigating: the shell marks each navigation, and the next screen heading to
 * appear for that address takes focus (the heading is read out, and Tab continues from the top of the screen),
 * as accessible single-page apps do. The first load marks nothing: focus starts where the browser puts it.
 */
let pending: string | null = null;

export const APP_NAME = 'Workbench';

/** The window title for a screen: its heading, then the app. */
export const screenTitle = (heading: string): string => (heading ? `${heading} - ${APP_NAME}` : APP_NAME);

/** Called by the shell when the address changed by navigation. */
export function markNavigation(pathname: string): void {
  pending = pathname;
}

/**
 * Called by a screen heading once it is shown: true (once) when it should take focus. Not when the navigation
 * was to another address since, nor when the learner already moved focus into the new screen themselves.
 */
export function takeNavigationFocus(pathname: string, main: Element | null): boolean {
  if (pending !== pathname) return false;
  pending = null;
  const active = document.activeElement;
  const inScreen = active !== null && active !== main && active !== document.body && (main?.contains(active) ?? false);
  return !inScreen;
}
