import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { LoadingState } from '../components/Spinner';
import { HomePage } from '../features/home/HomePage';

/**
 * Code splitting (issue 17 item 14): home is the start screen and ships in the main script; every other screen
 * is its own chunk, fetched the first time it is opened, so home does not download the writings board and editor,
 * the problem page, KaTeX, drag-and-drop or Monaco (Monaco is split again below the editor screens). While a
 * screen's chunk loads, the route shows the same loading state a screen shows while its data loads. A chunk that
 * fails to load (the host was updated and restarted, or stopped) is caught by the shell's ErrorBoundary, whose
 * "Try again" fetches it again.
 */
export function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ReactElement {
  // React.lazy keeps a failed import for good; after a failure the next render (ErrorBoundary's "Try again")
  // gets a fresh lazy component, so the chunk is fetched again instead of failing the same way.
  const create = (): ComponentType =>
    lazy<ComponentType>(() =>
      load().then(
        (module): { default: ComponentType } => ({ default: module[name] }),
        (err: unknown) => {
          current = create();
          throw err;
        },
      ),
    );
  let current = create();
  function LazyScreen() {
    const Screen = current;
    return <Screen />;
  }
  return (
    <Suspense fallback={<LoadingState label="Loading screen…" />}>
      <LazyScreen />
    </Suspense>
  );
}

/** The spec's paths plus /problems, /reflections, /review and /settings. */
export const ROUTES: Array<{ path: string; element: ReactElement }> = [
  { path: '/', element: <HomePage /> },
  { path: '/tracks', element: lazyScreen(() => import('../features/tracks/TracksPage'), 'TracksPage') },
  { path: '/tracks/:slug', element: lazyScreen(() => import('../features/tracks/TrackDetailPage'), 'TrackDetailPage') },
  { path: '/problems', element: lazyScreen(() => import('../features/problems/ProblemsPage'), 'ProblemsPage') },
  { path: '/problem/:slug', element: lazyScreen(() => import('../features/problems/ProblemPage'), 'ProblemPage') },
  { path: '/writings', element: lazyScreen(() => import('../features/writings/WritingsPage'), 'WritingsPage') },
  { path: '/writings/:id', element: lazyScreen(() => import('../features/writings/WritingEditorPage'), 'WritingEditorPage') },
  { path: '/writings/:id/export', element: lazyScreen(() => import('../features/writings/ExportPage'), 'ExportPage') },
  { path: '/news', element: lazyScreen(() => import('../features/news/NewsPage'), 'NewsPage') },
  { path: '/voices', element: lazyScreen(() => import('../features/voices/VoicesPage'), 'VoicesPage') },
  { path: '/reflections', element: lazyScreen(() => import('../features/reflections/ReflectionsPage'), 'ReflectionsPage') },
  { path: '/review', element: lazyScreen(() => import('../features/review/ReviewPage'), 'ReviewPage') },
  { path: '/progress', element: lazyScreen(() => import('../features/progress/ProgressPage'), 'ProgressPage') },
  { path: '/settings', element: lazyScreen(() => import('../features/settings/SettingsPage'), 'SettingsPage') },
  { path: '/drafts', element: lazyScreen(() => import('../features/drafts/DraftsPage'), 'DraftsPage') },
  { path: '/drafts/:id', element: lazyScreen(() => import('../features/drafts/DraftReviewPage'), 'DraftReviewPage') },
];
