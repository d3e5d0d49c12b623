import { launchEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { LaunchWelcome } from './launch-welcome';

function serveVerify() {
  return mockServer(
    answer(launchEndpoints.verify, {
      kind: 'community',
      userId: 1,
      userName: '张小明',
      accountType: 2,
      schoolId: 1,
      schoolName: '好多AI实验小学',
      worksClassId: 1,
      courseClassName: '三年级AI创作班',
      aiToolSubTypes: [12],
      inviteCode: 'HDAI3001',
    }),
  );
}

function open(entry: { pathname: string; search?: string; state?: unknown }) {
  const router = createMemoryRouter([{ path: '*', element: <LaunchWelcome /> }], {
    initialEntries: [entry],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('the studio redeems the launch ticket it was opened with', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('from a tile of this site: the ticket came in the navigation state, not the address', async () => {
    const server = serveVerify();
    const router = open({ pathname: '/ai/music', state: { launchCode: 'tile-code' } });
    expect(await screen.findByText(/张小明/)).toHaveTextContent('三年级AI创作班');
    expect(server.callsTo(launchEndpoints.verify).map((call) => call.input)).toEqual([
      { code: 'tile-code' },
    ]);
    // A reload does not redeem it again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/ai/music');
  });

  it('from elsewhere: the long signed address is shortened on arrival', async () => {
    const server = serveVerify();
    const router = open({
      pathname: '/ai/agent',
      search: '?appId=a&code=far-code&nonce=n&timestamp=1&sign=s&lesson=7',
    });
    expect(await screen.findByText(/张小明/)).toBeInTheDocument();
    expect(server.callsTo(launchEndpoints.verify).map((call) => call.input)).toEqual([
      { code: 'far-code' },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?lesson=7'));
  });
});
