import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { setTransport } from '../../src/renderer/src/lib/api';
import { createQueryClient, QueryProvider } from '../../src/renderer/src/lib/query';
import { memoryTransport } from '../../src/renderer/src/lib/transport';
import { createTestApp } from './test-app';

export type TestApp = ReturnType<typeof createTestApp>;

/**
 * Renders screens in jsdom against a real app (temp SQLite, bundled content) through the in-memory
 * transport: the same router the Electron and HTTP transports use, without a network. `seed` runs before
 * the first render so screens load real rows.
 */
export async function renderWithApp(
  routes: Array<{ path: string; element: ReactElement }>,
  options: {
    at?: string | ((app: TestApp) => string);
    seed?: (app: TestApp) => Promise<void>;
    /** The environment the app is started with (e.g. WORKBENCH_PYTHON, to see an override on screen). */
    env?: Record<string, string | undefined>;
  } = {},
) {
  const app = createTestApp({ env: options.env });
  setTransport(memoryTransport(app.router));
  await options.seed?.(app);
  const at = typeof options.at === 'function' ? options.at(app) : (options.at ?? routes[0]!.path);
  // A fresh cache per test (nothing leaks between tests) with retries off, so a failure shows at once.
  const view = render(
    <QueryProvider client={createQueryClient({ retry: false })}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
  return { app, view };
}
