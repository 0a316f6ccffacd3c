import { useCallback, useEffect, useState } from 'react';
import { useChannelQuery } from '../../lib/query';

export type BoardView = 'board' | 'list';

/** Below this width five columns no longer fit; the flat list is shown whatever was chosen. */
export const NARROW_QUERY = '(max-width: 899px)';

/**
 * No preference channel exists for the renderer, so the choice is kept in this browser's storage, one key per
 * profile (profiles share a machine; each keeps its own view).
 */
export const viewKey = (profileId: string) => `workbench:writings-view:${profileId}`;

function readView(key: string | null): BoardView {
  if (!key) return 'board';
  try {
    return localStorage.getItem(key) === 'list' ? 'list' : 'board';
  } catch {
    return 'board';
  }
}

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => typeof matchMedia === 'function' && matchMedia(NARROW_QUERY).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(NARROW_QUERY);
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

/** The view the profile chose, the view in force (the list on narrow windows), and a way to choose. */
export function useBoardView(): { chosen: BoardView; shown: BoardView; narrow: boolean; choose: (v: BoardView) => void } {
  const profiles = useChannelQuery('profiles:list', {}, { staleTime: 60_000 });
  const key = profiles.data ? viewKey(profiles.data.current_id) : null;
  const [chosen, setChosen] = useState<BoardView>(() => readView(key));
  useEffect(() => setChosen(readView(key)), [key]);
  const narrow = useNarrow();
  const choose = useCallback(
    (view: BoardView) => {
      setChosen(view);
      if (!key) return;
      try {
        localStorage.setItem(key, view);
      } catch {
        // Storage full or disabled: the choice holds for this visit only.
      }
    },
    [key],
  );
  return { chosen, shown: narrow ? 'list' : chosen, narrow, choose };
}
