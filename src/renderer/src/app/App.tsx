import type { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { NotFoundScreen } from '../components/NotFoundScreen';
import { createQueryClient, QueryProvider } from '../lib/query';
import { APP_NAME, markNavigation } from '../lib/screen-focus';
import { ErrorBoundary } from './ErrorBoundary';
import { Notices } from './Notices';
import { RecoveryGate } from './RecoveryGate';
import { ROUTES } from './routes';
import { useNavForm } from './nav-rail';
import { Sidebar } from './Sidebar';
import { useShortcuts } from './use-shortcuts';

function Shell() {
  useShortcuts();
  const location = useLocation();
  const nav = useNavForm();
  const shownPath = useRef(location.pathname);
  // A layout effect runs before the new screen's heading (a passive effect) names the window and takes focus:
  // until then the window says only the app's name, never the last screen's.
  useLayoutEffect(() => {
    document.title = APP_NAME;
    // The first load is not a navigation (and StrictMode's second run of this effect is not one either).
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    markNavigation(location.pathname);
  }, [location.pathname]);
  return (
    <div className={`app${nav.form === 'rail' ? ' app-rail' : ''}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar form={nav.form} onToggle={nav.toggle} />
      <main id="main" className="main" tabIndex={-1}>
        <Notices />
        <ErrorBoundary resetKey={location.pathname}>
          <RecoveryGate>
            <Routes>
              {ROUTES.map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
              <Route
                path="*"
                element={
                  <NotFoundScreen pageTitle="Page not found" title="Nothing here" backTo="/" backLabel="Go home">
                    This page does not exist.
                  </NotFoundScreen>
                }
              />
            </Routes>
          </RecoveryGate>
        </ErrorBoundary>
      </main>
    </div>
  );
}

/** `client`: the cache main.tsx made before rendering, to start the first screen's request early. */
export function App({ client }: { client?: QueryClient } = {}) {
  // One cache for the app's life; switching profiles reloads the page, which starts a fresh one.
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryProvider client={queryClient}>
      <BrowserRouter>
        <Shell />
      </BrowserRouter>
    </QueryProvider>
  );
}
