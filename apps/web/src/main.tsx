import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/global.css';
import { bootstrapSsoTicket } from './features/auth/bootstrap';
import { queryClient } from './shared/api/query-client';
import { keepOwnViewCookie, showsOwnView } from './shared/config/own-view';
import { prepareLanguage } from './shared/i18n/i18n';
import { initMonitoring } from './shared/monitoring/monitoring';

initMonitoring();
// Before the router reads the URL: a sign-in service ticket is stored and taken out of it.
bootstrapSsoTicket();

/** What the server rendered the page with (src/server/entry-server.tsx), when it did. */
interface TServerState {
  mobile: boolean;
  queries: DehydratedState;
}

function serverState(): TServerState | null {
  const text = document.getElementById('server-state')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as TServerState;
  } catch {
    return null;
  }
}

// English (when chosen) loads its catalogue first; Chinese is in the first load.
// The first render is a transition, so React yields to the browser between components
// instead of blocking it for the whole tree (long tasks on slow phones).
void prepareLanguage().then(() => {
  keepOwnViewCookie();
  const container = document.getElementById('root')!;
  const server = serverState();
  // The server renders a page as a visitor sees it in Chinese; for anyone else (whose
  // cookie had not told the server yet) it is rendered anew: React replaces its HTML.
  if (server && !showsOwnView()) {
    hydrate(queryClient, server.queries);
    // React listens from here on: a click on the page before its part is hydrated is
    // replayed then. The page's own lazyPage marks #root no longer aria-busy.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App serverMobile={server.mobile} />
        </StrictMode>,
      );
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
