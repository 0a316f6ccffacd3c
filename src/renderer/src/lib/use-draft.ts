import { useCallback, useEffect, useRef, useState } from 'react';
import { useChannelQuery } from './query';

/** A draft longer than this is not kept (a field's own limit is far below; this bounds what storage holds). */
export const DRAFT_MAX_CHARS = 100_000;

/**
 * Where a field's unsaved text is kept in this browser's storage: one key per profile and field, so profiles
 * sharing a machine never see each other's drafts.
 */
export const draftKey = (profileId: string, field: string) => `workbench:draft:${profileId}:${field}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, text: string): void {
  try {
    if (text === '' || text.length > DRAFT_MAX_CHARS) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
  } catch {
    // Storage full or disabled: the text stays in the field for this visit; only the reload safety net is lost.
  }
}

/**
 * The text of a free-text field that is not saved as you type (a reflection, an answer, a title): kept as a
 * draft across a reload, until `clear` is called once the text is saved. The draft lives in the renderer's
 * localStorage on purpose: it is the user's unsent keystrokes on this machine, not data the app has accepted,
 * so it does not go through main, and it survives a reload or a crash of the page without a round trip.
 * `initial` is what the field shows with no draft (for example text saved earlier).
 */
export function useDraft(field: string, initial = ''): { text: string; setText: (text: string) => void; clear: () => void } {
  const profiles = useChannelQuery('profiles:list', {}, { staleTime: 60_000 });
  const key = profiles.data ? draftKey(profiles.data.current_id, field) : null;
  const [text, setTextState] = useState(() => initial);
  const typed = useRef<string | null>(null);

  // Once the profile is known, a stored draft replaces the initial text; what was typed before that is kept.
  useEffect(() => {
    if (!key) return;
    if (typed.current !== null) return write(key, typed.current === initial ? '' : typed.current);
    const stored = read(key);
    if (stored !== null) setTextState(stored);
  }, [key, initial]);

  const setText = useCallback(
    (next: string) => {
      typed.current = next;
      setTextState(next);
      if (key) write(key, next === initial ? '' : next);
    },
    [key, initial],
  );
  const clear = useCallback(() => {
    if (key) write(key, '');
  }, [key]);
  return { text, setText, clear };
}
