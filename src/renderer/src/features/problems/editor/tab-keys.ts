/** What a key press inside the code editor means for leaving it with the keyboard. */
export type TabKeyAction = 'toggle' | 'leave' | 'arm' | 'none';

export type KeyLike = { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean };

/**
 * VS Code's convention, so keyboard users are never trapped once Tab indents:
 * - Ctrl+M (Windows, Linux) or Cmd+Shift+M (macOS) toggles "Tab moves focus";
 * - Escape, then Tab (or Shift+Tab), leaves the editor once without changing the mode.
 * `armed` says whether the previous key was Escape.
 */
export function tabKeyAction(e: KeyLike, armed: boolean): TabKeyAction {
  const m = e.key === 'm' || e.key === 'M';
  if (m && !e.altKey && ((e.ctrlKey && !e.metaKey && !e.shiftKey) || (e.metaKey && e.shiftKey && !e.ctrlKey))) {
    return 'toggle';
  }
  if (e.key === 'Escape') return 'arm';
  if (e.key === 'Tab' && armed && !e.ctrlKey && !e.metaKey && !e.altKey) return 'leave';
  // Modifier keys alone (Shift before Shift+Tab) keep the Escape armed.
  if (e.key === 'Shift' && armed) return 'arm';
  return 'none';
}
