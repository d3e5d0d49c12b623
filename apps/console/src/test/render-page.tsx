import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../shared/api';
import { useSessionStore, type TStaffSession } from '../shared/stores/session-store';
import { DEMO_SESSION } from './render-app';

/**
 * One page, without the shell and the lazy routes (quicker than renderApp): signed in as
 * the given staff member (the super administrator by default), at `path`, with the other
 * paths rendering their path (so a test can see where a link went).
 */
export function renderPage(
  page: ReactNode,
  options: { path?: string; session?: TStaffSession } = {},
) {
  useSessionStore.getState().signIn(options.session ?? DEMO_SESSION);
  const path = options.path ?? '/page';
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <p>at another page</p> },
    ],
    { initialEntries: [path] },
  );
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
