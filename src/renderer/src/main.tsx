// The global stylesheet comes first so that each screen's own stylesheet, imported through App, wins over the
// shared classes it refines (.card, .button): CSS order follows import order in the bundle.
import './styles/global.css';
import './styles/nav-rail.css';
import './styles/elements.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchFirstScreen } from './features/home/first-screen';
import { createQueryClient } from './lib/query';

const client = createQueryClient();
prefetchFirstScreen(client, window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
