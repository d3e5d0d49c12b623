import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { createQueryClient } from '../shared/api';
import { useSessionStore, type TStaffSession } from '../shared/stores/session-store';

export const DEMO_SESSION: TStaffSession = {
  token: 'token-1',
  refreshToken: 'refresh-1',
  staff: { id: 1, username: 'admin', name: '平台管理员', staffType: 1 },
};

/** The whole console at one path (no basename), with a fresh query client. */
export function renderApp(path: string, options: { signedIn?: boolean } = {}) {
  if (options.signedIn) useSessionStore.getState().signIn(DEMO_SESSION);
  else useSessionStore.getState().signOut();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
