import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { LoadingState } from '../components/Spinner';
import { HomePage } from '../features/home/HomePage';

/**
 * Code splitting (issue 17 item 14): home is the start screen and ships in the main script; every other screen
 * is its own chunk, fetched the first time it is opened, so home does not download the writings board and editor,
 * the problem page, KaTeX, drag-and-drop or Monaco (Monaco is split again below the editor screens). While a
 * screen's chunk loads, the route shows the same loading state a screen shows while its data loads. A chunk that
 * fails to load (the host was updated and restarted) is caught by the shell's ErrorBoundary with "Try again".
 */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ReactElement {
  const Screen = lazy(async () => ({ default: (await load())[name] }));
  return (
    <Suspense fallback={<LoadingState label="Loading screen…" />}>
      <Screen />
    </Suspense>
  );
}

/** The spec's paths plus /problems, /reflections, /review and /settings. */
export const ROUTES: Array<{ path: string; element: ReactElement }> = [
  { path: '/', element: <HomePage /> },
  { path: '/tracks', element: screen(() => import('../features/tracks/TracksPage'), 'TracksPage') },
  { path: '/tracks/:slug', element: screen(() => import('../features/tracks/TrackDetailPage'), 'TrackDetailPage') },
  { path: '/problems', element: screen(() => import('../features/problems/ProblemsPage'), 'ProblemsPage') },
  { path: '/problem/:slug', element: screen(() => import('../features/problems/ProblemPage'), 'ProblemPage') },
  { path: '/writings', element: screen(() => import('../features/writings/WritingsPage'), 'WritingsPage') },
  { path: '/writings/:id', element: screen(() => import('../features/writings/WritingEditorPage'), 'WritingEditorPage') },
  { path: '/writings/:id/export', element: screen(() => import('../features/writings/ExportPage'), 'ExportPage') },
  { path: '/news', element: screen(() => import('../features/news/NewsPage'), 'NewsPage') },
  { path: '/voices', element: screen(() => import('../features/voices/VoicesPage'), 'VoicesPage') },
  { path: '/reflections', element: screen(() => import('../features/reflections/ReflectionsPage'), 'ReflectionsPage') },
  { path: '/review', element: screen(() => import('../features/review/ReviewPage'), 'ReviewPage') },
  { path: '/progress', element: screen(() => import('../features/progress/ProgressPage'), 'ProgressPage') },
  { path: '/settings', element: screen(() => import('../features/settings/SettingsPage'), 'SettingsPage') },
  { path: '/drafts', element: screen(() => import('../features/drafts/DraftsPage'), 'DraftsPage') },
  { path: '/drafts/:id', element: screen(() => import('../features/drafts/DraftReviewPage'), 'DraftReviewPage') },
];
