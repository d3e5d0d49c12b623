import { authEndpoints, Messages, systemEndpoints, type TOutputOf } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../shared/stores/session-store';
import { DEMO_SESSION, renderApp } from '../test/render-app';
import { demoStaffAlive, demoStaffSignIn } from '../test/staff-answers';

const HEALTH: TOutputOf<typeof systemEndpoints.health> = {
  status: 'ok',
  ready: true,
  database: 'up',
  redis: 'off',
  storage: 'up',
  driver: 'pglite',
  version: '0.1.0',
  uptimeSeconds: 90,
};

describe('route guard', { timeout: 120_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a signed-out visitor of the dashboard to the sign-in page', async () => {
    mockServer();
    const { router } = renderApp('/');
    expect(await screen.findByLabelText('登录名')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-out visitor of an area to sign in, then back to that area', async () => {
    mockServer(
      answer(authEndpoints.staffLogin, demoStaffSignIn),
      answer(authEndpoints.checkAlive, demoStaffAlive),
    );
    const { router } = renderApp('/schools');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('登录名'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'Admin12345');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));

    expect(await screen.findByRole('heading', { name: '学校管理' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/schools');
  });

  it('lets a signed-in staff member in, with the health of the server', async () => {
    const server = mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(systemEndpoints.health, HEALTH),
    );
    renderApp('/', { signedIn: true });
    expect(await screen.findByTestId('database-status', {}, { timeout: 20_000 })).toHaveTextContent(
      '正常',
    );
    expect(screen.getByText('PGlite')).toBeInTheDocument();
    expect(screen.getByText('1 分钟 30 秒')).toBeInTheDocument();
    const alive = server.callsTo(authEndpoints.checkAlive)[0];
    expect(alive?.headers.authorization).toBe(`Bearer ${DEMO_SESSION.token}`);
  });

  it('shows the database as down when the server says so', async () => {
    mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(systemEndpoints.health, {
        ...HEALTH,
        status: 'degraded',
        ready: false,
        database: 'down',
      }),
    );
    renderApp('/', { signedIn: true });
    expect(await screen.findByTestId('database-status', {}, { timeout: 20_000 })).toHaveTextContent(
      '异常',
    );
  });

  it('signs out and returns to sign-in when the token is no longer valid (401)', async () => {
    mockServer(
      answer(authEndpoints.checkAlive, new MockFailure(401, Messages.LOGIN_REQUIRED)),
      answer(systemEndpoints.health, HEALTH),
    );
    const { router } = renderApp('/teachers', { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().token).toBeNull();
    expect(await screen.findByLabelText('登录名')).toBeInTheDocument();
  });

  it('logs out: revokes the token on the server and returns to sign-in', async () => {
    const server = mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(systemEndpoints.health, HEALTH),
      answer(authEndpoints.logout, null),
    );
    const { router } = renderApp('/', { signedIn: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /退出登录/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const logout = server.callsTo(authEndpoints.logout)[0];
    expect(logout?.headers.authorization).toBe(`Bearer ${DEMO_SESSION.token}`);
    expect(useSessionStore.getState().token).toBeNull();
  });
});
