import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The server serves the back office under /console (SPA fallback there). */
export const CONSOLE_BASENAME = '/console';

export const router = createBrowserRouter(routes, { basename: CONSOLE_BASENAME });
