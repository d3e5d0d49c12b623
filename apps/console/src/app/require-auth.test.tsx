import { Messages } from '@haoduo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../shared/stores/session-store';
import { envelope, mockFetch } from '../test/fetch-mock';
import { DEMO_SESSION, renderApp } from '../test/render-app';

const HEALTH = {
  status: 'ok',
  database: 'up',
  driver: 'pglite',
  version: '0.1.0',
  uptimeSeconds: 90,
};

describe('route guard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a signed-out visitor of the dashboard to the sign-in page', async () => {
    mockFetch({});
    const { router } = renderApp('/');
    expect(await screen.findByLabelText('登录名')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-out visitor of an area to sign in, then back to that area', async () => {
    mockFetch({
      'POST /api/v1/auth/login': () => envelope({ ...DEMO_SESSION, accountType: null }),
      'GET /api/v1/auth/check-alive': () => envelope({ alive: true }),
    });
    const { router } = renderApp('/schools');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('登录名'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'Admin12345');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));

    expect(await screen.findByRole('heading', { name: '学校管理' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/schools');
  });

  it('lets a signed-in staff member in, with the health of the server', async () => {
    const calls = mockFetch({
      'GET /api/v1/auth/check-alive': () => envelope({ alive: true }),
      'GET /api/health': () => envelope(HEALTH),
    });
    renderApp('/', { signedIn: true });
    expect(await screen.findByTestId('database-status')).toHaveTextContent('正常');
    expect(screen.getByText('PGlite')).toBeInTheDocument();
    expect(screen.getByText('1 分钟 30 秒')).toBeInTheDocument();
    const alive = calls.find((call) => call.path === '/api/v1/auth/check-alive');
    expect(alive?.headers.get('authorization')).toBe(`Bearer ${DEMO_SESSION.token}`);
  });

  it('shows the database as down when the server says so', async () => {
    mockFetch({
      'GET /api/v1/auth/check-alive': () => envelope({ alive: true }),
      'GET /api/health': () => envelope({ ...HEALTH, status: 'degraded', database: 'down' }),
    });
    renderApp('/', { signedIn: true });
    expect(await screen.findByTestId('database-status')).toHaveTextContent('异常');
  });

  it('signs out and returns to sign-in when the token is no longer valid (401)', async () => {
    mockFetch({
      'GET /api/v1/auth/check-alive': () => envelope(null, 401, Messages.LOGIN_REQUIRED),
      'GET /api/health': () => envelope(HEALTH),
    });
    const { router } = renderApp('/teachers', { signedIn: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().token).toBeNull();
    expect(await screen.findByLabelText('登录名')).toBeInTheDocument();
  });

  it('logs out: revokes the token on the server and returns to sign-in', async () => {
    const calls = mockFetch({
      'GET /api/v1/auth/check-alive': () => envelope({ alive: true }),
      'GET /api/health': () => envelope(HEALTH),
      'POST /api/v1/auth/logout': () => envelope(null),
    });
    const { router } = renderApp('/', { signedIn: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /退出登录/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const logout = calls.find((call) => call.path === '/api/v1/auth/logout');
    expect(logout?.headers.get('authorization')).toBe(`Bearer ${DEMO_SESSION.token}`);
    expect(useSessionStore.getState().token).toBeNull();
  });
});
