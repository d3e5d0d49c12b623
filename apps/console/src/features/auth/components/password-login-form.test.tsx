import { authEndpoints, encodePassword, Messages, systemEndpoints } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/stores/session-store';
import { DEMO_SESSION, renderApp } from '../../../test/render-app';
import { demoStaffAlive, demoStaffSignIn } from '../../../test/staff-answers';

const LOGIN = authEndpoints.staffLogin;

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('登录名', {}, { timeout: 30_000 }), username);
  await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: /登\s*录/ }));
}

// Signing in renders the whole dashboard: slow on a busy machine.
describe('password sign-in form', { timeout: 120_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows both required messages and calls nothing when the fields are empty', async () => {
    const server = mockServer(answer(LOGIN, demoStaffSignIn));
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /登\s*录/ }, { timeout: 30_000 }));

    expect(await screen.findByText(Messages.LOGIN_NAME_REQUIRED)).toBeInTheDocument();
    expect(await screen.findByText(Messages.PASSWORD_REQUIRED)).toBeInTheDocument();
    expect(server.callsTo(LOGIN)).toHaveLength(0);
  });

  it('sends the encoded password, signed, and enters the dashboard', async () => {
    const server = mockServer(
      answer(LOGIN, demoStaffSignIn),
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(systemEndpoints.health, {
        status: 'ok',
        ready: true,
        database: 'up',
        redis: 'off',
        storage: 'up',
        driver: 'pglite',
        version: '0.1.0',
        uptimeSeconds: 5,
      }),
    );
    renderApp('/login');
    await fillAndSubmit('admin', 'Admin12345');

    await waitFor(() => expect(useSessionStore.getState().token).toBe(DEMO_SESSION.token));
    const login = server.callsTo(LOGIN)[0];
    expect(login?.endpoint.method).toBe('POST');
    expect(login?.input).toEqual({ username: 'admin', password: encodePassword('Admin12345') });
    expect(login?.query.get('sign')).toMatch(/^[0-9a-f]{64}$/);
    expect(login?.headers['permission-tenant-en']).toBe('53');
    expect(
      await screen.findByText('你好，平台管理员', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(useSessionStore.getState().staff?.username).toBe('admin');
  });

  it("shows the server's message when the sign-in fails, and stays signed out", async () => {
    mockServer(answer(LOGIN, new MockFailure(401, '登录名或密码错误')));
    renderApp('/login');
    await fillAndSubmit('admin', 'wrong-password1');

    expect(await screen.findByRole('alert')).toHaveTextContent('登录名或密码错误');
    expect(useSessionStore.getState().token).toBeNull();
    expect(screen.getByLabelText('登录名')).toBeInTheDocument();
  });

  it('says the network failed when no response comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderApp('/login');
    await fillAndSubmit('admin', 'Admin12345');

    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.NETWORK_ERROR_DESCRIPTION);
  });
});
