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

/** A staff member who is not a super administrator, holding only the given permissions. */
export function staffSession(permissions: string[]): TStaffSession {
  return {
    token: 'token-2',
    refreshToken: 'refresh-2',
    staff: { id: 3, username: '13700000003', name: '校管理员', staffType: 3, permissions },
  };
}

/** The whole console at one path (no basename), with a fresh query client. */
export function renderApp(
  path: string,
  options: { signedIn?: boolean; session?: TStaffSession } = {},
) {
  if (options.session) useSessionStore.getState().signIn(options.session);
  else if (options.signedIn) useSessionStore.getState().signIn(DEMO_SESSION);
  else useSessionStore.getState().signOut();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
