import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { captchaEndpoints, userEndpoints } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { renderInApp } from '../../../test/render';
import { ResetPasswordModal } from './reset-password-modal';

vi.setConfig({ testTimeout: 60_000 });
// Messages and dialogs may take a few seconds to show in a busy test run.
configure({ asyncUtilTimeout: 5_000 });

const SMS = captchaEndpoints.resetCode;
const VOICE = captchaEndpoints.resetVoiceCode;
const RESET = userEndpoints.resetPassword;

function api() {
  return mockServer(
    answer(SMS, null),
    answer(VOICE, null),
    answer(userEndpoints.resetToken, ({ input }) =>
      input.captcha === '246810'
        ? { token: 'reset-tok' }
        : new MockFailure(400, '验证码错误或已过期，请重新获取'),
    ),
    answer(RESET, null),
  );
}

describe('重置密码', () => {
  it('step 0: mobile and code messages, 请先填写手机号 for a voice code without a mobile', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api();
    renderInApp(<ResetPasswordModal open onClose={vi.fn()} />);
    expect(await screen.findByRole('dialog', { name: '重置密码' })).toBeInTheDocument();
    for (const step of ['确认账号', '重置密码', '完成']) {
      expect(screen.getAllByText(step).length).toBeGreaterThan(0);
    }

    await user.click(screen.getByRole('button', { name: '获取语音验证码' }));
    expect(await screen.findByText('请先填写手机号')).toBeInTheDocument();
    expect(calls.callsTo(VOICE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    await user.type(screen.getByLabelText('手机号'), '123');
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeDisabled();
  });

  it('sends the voice code with modifyUserId 0 and counts down for both buttons', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = api();
    renderInApp(<ResetPasswordModal open onClose={vi.fn()} />);
    await user.type(await screen.findByLabelText('手机号'), '13800000002');
    await user.click(screen.getByRole('button', { name: '获取语音验证码' }));
    await waitFor(() => expect(calls.callsTo(VOICE)).toHaveLength(1));
    expect(calls.callsTo(VOICE)[0]!.input.modifyUserId).toBe('0');
    const countdown = await screen.findByText(/^\d+秒后重新获取$/, {}, { timeout: 5_000 });
    expect(countdown.closest('button')).toBeDisabled();
    expect(screen.getByRole('button', { name: '获取语音验证码' })).toBeDisabled();
  });

  it('walks the three steps and returns to sign-in by itself 3 s after success', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    const calls = api();
    const onClose = vi.fn();
    renderInApp(<ResetPasswordModal open onClose={onClose} />);

    await user.type(await screen.findByLabelText('手机号'), '13800000002');
    await waitFor(() => expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(calls.callsTo(SMS)).toHaveLength(1));
    await user.type(screen.getByLabelText('验证码'), '111111');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('验证码错误或已过期，请重新获取')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('验证码'));
    await user.type(screen.getByLabelText('验证码'), '246810');
    await user.click(screen.getByRole('button', { name: '下一步' }));

    await user.click(await screen.findByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('请输入新的密码')).toBeInTheDocument();
    expect(screen.getByText('请确认密码是否一致')).toBeInTheDocument();
    await user.type(screen.getByLabelText('新密码'), 'Teach5678');
    await user.type(screen.getByLabelText('确认密码'), 'Teach5679');
    expect(await screen.findByText('两次密码不一致')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('确认密码'));
    await user.type(screen.getByLabelText('确认密码'), 'Teach5678');
    await user.click(screen.getByRole('button', { name: '确认修改' }));

    expect(await screen.findByText('修改密码成功！')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回登录（3s后跳转）' })).toBeInTheDocument();
    expect(calls.callsTo(RESET)[0]?.input).toEqual({
      password: btoa('Teach5678'),
      repeatPassword: btoa('Teach5678'),
      token: 'reset-tok',
    });
    act(() => vi.advanceTimersByTime(2_900));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onClose).toHaveBeenCalledWith('13800000002');
  });
});
