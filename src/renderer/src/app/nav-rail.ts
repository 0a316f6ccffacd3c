import { useCallback, useEffect, useState } from 'react';

/** Below this width the full sidebar takes too much of the window (212 px is 35% of 600): icons only by default. */
export const NARROW_WINDOW_QUERY = '(max-width: 899px)';

export type NavForm = 'full' | 'rail';

/**
 * One remembered choice per window class: folding the sidebar on a wide window should not unfold it when the
 * window is narrowed, and unfolding it once on a narrow window should not make every narrow window cramped.
 * Kept in this browser's storage: the layout belongs to the machine, not the profile.
 */
export const navFormKey = (narrow: boolean) => `workbench:nav-form:${narrow ? 'narrow' : 'wide'}`;

function readForm(narrow: boolean): NavForm {
  try {
    const stored = localStorage.getItem(navFormKey(narrow));
    if (stored === 'full' || stored === 'rail') return stored;
  } catch {
    // Storage disabled: fall back to the default for this width.
  }
  return narrow ? 'rail' : 'full';
}

function useNarrowWindow(): boolean {
  const [narrow, setNarrow] = useState(
    () => typeof matchMedia === 'function' && matchMedia(NARROW_WINDOW_QUERY).matches,
  );
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(NARROW_WINDOW_QUERY);
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

/** The sidebar's form for this window's width, and a toggle that remembers the choice for that width. */
export function useNavForm(): { form: NavForm; toggle: () => void } {
  const narrow = useNarrowWindow();
  const [form, setForm] = useState<NavForm>(() => readForm(narrow));
  useEffect(() => setForm(readForm(narrow)), [narrow]);
  const toggle = useCallback(() => {
    const next: NavForm = form === 'rail' ? 'full' : 'rail';
    setForm(next);
    try {
      localStorage.setItem(navFormKey(narrow), next);
    } catch {
      // Storage full or disabled: the choice holds until the page is reloaded.
    }
  }, [form, narrow]);
  return { form, toggle };
}
