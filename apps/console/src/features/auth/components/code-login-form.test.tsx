import { authEndpoints, captchaEndpoints, Messages } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../shared/stores/session-store';
import { DEMO_SESSION, renderApp } from '../../../test/render-app';
import { demoStaffAlive, demoStaffSignIn } from '../../../test/staff-answers';

async function openCodeTab() {
  const user = userEvent.setup({ delay: null });
  renderApp('/login');
  await user.click(
    await screen.findByRole('tab', { name: Messages.CODE_LOGIN }, { timeout: 30_000 }),
  );
  return user;
}

describe('code sign-in form', { timeout: 180_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a valid mobile before sending a code, then counts down', async () => {
    const server = mockServer(answer(captchaEndpoints.omsStaffCode, null));
    const user = await openCodeTab();
    const getCode = screen.getByRole('button', { name: '获取验证码' });
    expect(getCode).toBeDisabled();

    await user.type(screen.getByLabelText('手机号'), '1370000');
    expect(getCode).toBeDisabled();
    await user.type(screen.getByLabelText('手机号'), '0000');
    await user.click(getCode);

    await waitFor(() => expect(server.callsTo(captchaEndpoints.omsStaffCode)).toHaveLength(1));
    expect(server.callsTo(captchaEndpoints.omsStaffCode)[0]?.input).toEqual({
      mobile: '13700000000',
    });
    expect(
      await screen.findByRole('button', { name: /秒后重新获取/ }, { timeout: 20_000 }),
    ).toBeDisabled();
  });

  it('signs in with mobile, code and the device trace id', async () => {
    const server = mockServer(
      answer(authEndpoints.omsCodeLogin, demoStaffSignIn),
      answer(authEndpoints.checkAlive, demoStaffAlive),
    );
    const user = await openCodeTab();
    const submit = screen.getByRole('button', { name: /登\s*录/ });
    await user.type(screen.getByLabelText('手机号'), '13700000000');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.click(submit);

    await waitFor(() => expect(useSessionStore.getState().token).toBe(DEMO_SESSION.token), {
      timeout: 20_000,
    });
    const input = server.callsTo(authEndpoints.omsCodeLogin)[0]?.input;
    expect(input).toMatchObject({ mobile: '13700000000', captcha: '123456' });
    expect(input?.traceId).toMatch(/.{8,}/);
  });

  it("shows the server's refusal above the fields", async () => {
    mockServer(answer(authEndpoints.omsCodeLogin, new MockFailure(400, '验证码错误或已过期')));
    const user = await openCodeTab();
    await user.type(screen.getByLabelText('手机号'), '13700000000');
    await user.type(screen.getByLabelText('验证码'), '000000');
    await user.click(screen.getByRole('button', { name: /登\s*录/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误或已过期');
    expect(useSessionStore.getState().token).toBeNull();
  });
});
