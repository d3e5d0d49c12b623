import { StrictMode } from 'react';
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
void prepareLanguage().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
