import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/global.css';
import { bootstrapSsoTicket } from './features/auth/bootstrap';
import { prepareLanguage } from './shared/i18n/i18n';
import { initMonitoring } from './shared/monitoring/monitoring';

initMonitoring();
// Before the router reads the URL: a sign-in service ticket is stored and taken out of it.
bootstrapSsoTicket();

// English (when chosen) loads its catalogue first; Chinese is in the first load.
// The first render is a transition, so React yields to the browser between components
// instead of blocking it for the whole tree (long tasks on slow phones).
void prepareLanguage().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
