import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { LoadingState } from '../components/Spinner';
import { HomePage } from '../features/home/HomePage';

/**
 * Code splitting: home is the start screen and ships in the main script; every other screen
 * is its own chunk, fetched the first time it is opened, so home does not download the writings board and editor,
 * the problem page, KaTeX, drag-and-drop or Monaco (Monaco is split again below the editor screens). While a
 * screen's chunk loads, the route shows the same loading state a screen shows while its data loads. A chunk that
 * fails to load (the host was updated and restarted, or stopped) is caught by the shell's ErrorBoundary, whose
 * "Try again" fetches it again.
 *
 * Not React.lazy + Suspense: React 19 holds back revealing a suspended boundary until 300 ms after its fallback
 * was shown, so every first visit to a screen took at least 300 ms even with its chunk cached (the board's bench:
 * 348 ms for an empty board, 320 ms of it before the screen could ask for its data). Here the screen renders as
 * soon as its module is there, and directly, with no loading state, once it has been loaded.
 */
export function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ReactElement {
  let loaded: ComponentType | undefined;
  let pending: Promise<unknown> | undefined;
  // One fetch at a time; a failed one is forgotten, so the next mount (after "Try again") fetches again.
  const fetchScreen = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module[name];
      },
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    ));
  function LazyScreen() {
    const [, setLoaded] = useState(false);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (loaded) return;
      let live = true;
      fetchScreen().then(
        () => live && setLoaded(true),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, []);
    // Thrown while rendering so the shell's ErrorBoundary shows it, as for any screen that fails.
    if (failure) throw failure.error;
    if (!loaded) return <LoadingState label="Loading screen…" />;
    const Screen = loaded;
    return <Screen />;
  }
  return <LazyScreen />;
}

/** The spec's paths plus /problems, /reflections, /review and /settings. */
export const ROUTES: Array<{ path: string; element: ReactElement }> = [
  { path: '/', element: <HomePage /> },
  { path: '/tracks', element: lazyScreen(() => import('../features/tracks/TracksPage'), 'TracksPage') },
  { path: '/tracks/:slug', element: lazyScreen(() => import('../features/tracks/TrackDetailPage'), 'TrackDetailPage') },
  { path: '/problems', element: lazyScreen(() => import('../features/problems/ProblemsPage'), 'ProblemsPage') },
  { path: '/problem/:slug', element: lazyScreen(() => import('../features/problems/ProblemPage'), 'ProblemPage') },
  { path: '/writings', element: lazyScreen(() => import('../features/writings/WritingsPage'), 'WritingsPage') },
  {
    path: '/writings/:id',
    element: lazyScreen(() => import('../features/writings/WritingEditorPage'), 'WritingEditorPage'),
  },
  { path: '/writings/:id/export', element: lazyScreen(() => import('../features/writings/ExportPage'), 'ExportPage') },
  { path: '/news', element: lazyScreen(() => import('../features/news/NewsPage'), 'NewsPage') },
  { path: '/voices', element: lazyScreen(() => import('../features/voices/VoicesPage'), 'VoicesPage') },
  {
    path: '/reflections',
    element: lazyScreen(() => import('../features/reflections/ReflectionsPage'), 'ReflectionsPage'),
  },
  { path: '/review', element: lazyScreen(() => import('../features/review/ReviewPage'), 'ReviewPage') },
  { path: '/progress', element: lazyScreen(() => import('../features/progress/ProgressPage'), 'ProgressPage') },
  { path: '/settings', element: lazyScreen(() => import('../features/settings/SettingsPage'), 'SettingsPage') },
  { path: '/settings/data', element: lazyScreen(() => import('../features/data/DataPage'), 'DataPage') },
  { path: '/drafts', element: lazyScreen(() => import('../features/drafts/DraftsPage'), 'DraftsPage') },
  { path: '/drafts/:id', element: lazyScreen(() => import('../features/drafts/DraftReviewPage'), 'DraftReviewPage') },
];
