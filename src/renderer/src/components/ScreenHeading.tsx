import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { screenTitle, takeNavigationFocus } from '../lib/screen-focus';

/**
 * The screen's h1: it names the window (document.title is the heading, then the app) and, after a navigation,
 * takes focus so a screen reader announces the new screen (see lib/screen-focus). PageHeader shows one; a screen
 * whose visible title is something else (the writing editor's title field) renders one for screen readers only.
 */
export function ScreenHeading({ title, className }: { title: string; className?: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = screenTitle(title);
    // pathname too: the shell resets the title on every navigation, even to a screen with the same heading.
  }, [title, pathname]);
  useEffect(() => {
    const h1 = heading.current;
    if (h1 && takeNavigationFocus(pathname, h1.closest('main'))) h1.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <h1 ref={heading} tabIndex={-1} className={className}>
      {title}
    </h1>
  );
}
