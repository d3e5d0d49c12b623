import { getRuntimeConfig } from '@haoduo/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/global.css';
import './shared/i18n';
import { initMonitoring } from './shared/monitoring/sentry';

initMonitoring(getRuntimeConfig());

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
