import { useCallback, useEffect, useState } from 'react';

/**
 * How many items of a long list to render: the first `step`, then `step` more each time the end of what is shown
 * comes within `margin` of the viewport (an IntersectionObserver on a sentinel after the last item), or when the
 * sentinel's "Show more" button is pressed (the keyboard's way, and the fallback where there is no observer).
 *
 * A board of 2,000 pieces rendered every card (and dnd-kit registered every one as draggable, copying its map of
 * draggables on each registration): the first render took over a second. The columns and the flat list render a
 * screenful or three and grow as they are scrolled; counts in the column headings stay the full counts.
 */
export function useWindowed(total: number, step: number, margin = '800px') {
  const [shown, setShown] = useState(step);
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const more = useCallback(() => setShown((n) => n + step), [step]);
  const hasMore = total > shown;
  // Re-observed after each growth: if the sentinel is still near the viewport (a tall window), it grows again.
  useEffect(() => {
    if (!sentinel || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, hasMore, shown, margin, more]);
  return { shown: Math.min(shown, total), hasMore, more, sentinelRef: setSentinel };
}
