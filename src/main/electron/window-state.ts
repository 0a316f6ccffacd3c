import { screen, type BrowserWindow, type Rectangle } from 'electron';
import type { AppStateRepository } from '../db/repositories/app-state';

const KEY = 'window_bounds';
const DEFAULT = { width: 1280, height: 820 };

/** Restores the last size and position, but only if it still fits on a connected display. */
export function loadBounds(state: AppStateRepository): Partial<Rectangle> & { width: number; height: number } {
  try {
    const saved = JSON.parse(state.get(KEY) ?? 'null') as Rectangle | null;
    if (!saved) return DEFAULT;
    const visible = screen.getAllDisplays().some((d) => {
      const a = d.workArea;
      return (
        saved.x >= a.x - 50 && saved.y >= a.y - 50 && saved.x + 100 <= a.x + a.width && saved.y + 100 <= a.y + a.height
      );
    });
    return visible ? saved : { width: saved.width, height: saved.height };
  } catch {
    return DEFAULT;
  }
}

export function trackBounds(win: BrowserWindow, state: AppStateRepository): void {
  let timer: NodeJS.Timeout | undefined;
  const save = () => {
    if (win.isDestroyed() || win.isMinimized() || win.isMaximized()) return;
    state.set(KEY, JSON.stringify(win.getBounds()));
  };
  const debounced = () => {
    clearTimeout(timer);
    timer = setTimeout(save, 400);
  };
  win.on('resize', debounced);
  win.on('move', debounced);
  win.on('close', save);
}
