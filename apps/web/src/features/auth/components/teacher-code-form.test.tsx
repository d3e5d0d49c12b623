import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { authEndpoints, captchaEndpoints } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { demoTeacherResult } from '../testing/sign-in-results';
import { TeacherCodeForm } from './teacher-code-form';

vi.setConfig({ testTimeout: 20_000 });
// Messages and dialogs may take a few seconds to show in a busy test run.
configure({ asyncUtilTimeout: 5_000 });

const SEND = captchaEndpoints.teacherCode;
const codeButton = () => screen.getByRole('button', { name: /获取验证码|秒后重新获取/ });
const loginButton = () => screen.getByRole('button', { name: '登录' });

describe('teacher code sign-in form', () => {
  describe('validation', () => {
    const user = userEvent.setup({ delay: null });

    it('says 请输入手机号, 请输入正确的手机号 and 请输入验证码', async () => {
      renderInApp(<TeacherCodeForm onSignedIn={vi.fn()} />);
      const mobile = screen.getByLabelText('手机号');
      await user.type(mobile, '1');
      await user.clear(mobile);
      expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
      await user.type(mobile, '2380000000');
      expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
      await user.type(screen.getByLabelText('验证码'), '1');
      await user.clear(screen.getByLabelText('验证码'));
      expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    });

    it('enables 登录 only with a valid mobile and a code', async () => {
      renderInApp(<TeacherCodeForm onSignedIn={vi.fn()} />);
      expect(loginButton()).toBeDisabled();
      await user.type(screen.getByLabelText('验证码'), '123456');
      expect(loginButton()).toBeDisabled();
      await user.type(screen.getByLabelText('手机号'), '1380000000');
      expect(loginButton()).toBeDisabled();
      await user.type(screen.getByLabelText('手机号'), '1');
      expect(loginButton()).toBeEnabled();
    });

    it('starts with the mobile kept from the last teacher sign-in', () => {
      localStorage.setItem('mobilePhone', '13800000002');
      renderInApp(<TeacherCodeForm onSignedIn={vi.fn()} />);
      expect(screen.getByLabelText('手机号')).toHaveValue('13800000002');
    });
  });

  describe('get code', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));

    it('is enabled only for a valid mobile, then counts 30 s down before another', async () => {
      const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
      const server = mockServer(answer(SEND, null));
      renderInApp(<TeacherCodeForm onSignedIn={vi.fn()} />);
      expect(codeButton()).toBeDisabled();
      await user.type(screen.getByLabelText('手机号'), '1380000000');
      expect(codeButton()).toBeDisabled();
      await user.type(screen.getByLabelText('手机号'), '1');
      expect(codeButton()).toBeEnabled();

      await user.click(codeButton());
      await waitFor(() => expect(codeButton()).toHaveTextContent('30秒后重新获取'));
      expect(codeButton()).toBeDisabled();
      expect(server.callsTo(SEND)[0]?.query.get('mobile')).toBe('13800000001');

      act(() => vi.advanceTimersByTime(29_000));
      expect(codeButton()).toHaveTextContent('1秒后重新获取');
      expect(codeButton()).toBeDisabled();
      act(() => vi.advanceTimersByTime(1_000));
      expect(codeButton()).toHaveTextContent('获取验证码');
      expect(codeButton()).toBeEnabled();
    });

    it('runs no countdown when the code was refused', async () => {
      const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
      mockServer(answer(SEND, new MockFailure(429, '获取验证码太频繁，请20秒后再试')));
      renderInApp(<TeacherCodeForm onSignedIn={vi.fn()} />);
      await user.type(screen.getByLabelText('手机号'), '13800000001');
      await waitFor(() => expect(codeButton()).toBeEnabled());
      await user.click(codeButton());
      expect(await screen.findByText('获取验证码太频繁，请20秒后再试')).toBeInTheDocument();
      expect(codeButton()).toHaveTextContent('获取验证码');
      expect(codeButton()).toBeEnabled();
    });
  });

  describe('sign-in', () => {
    const user = userEvent.setup({ delay: null });

    it('signs a teacher in with mobile and code, handing on the mobile', async () => {
      const server = mockServer(answer(authEndpoints.teacherCodeLogin, demoTeacherResult));
      const onSignedIn = vi.fn();
      renderInApp(<TeacherCodeForm onSignedIn={onSignedIn} />);
      await user.type(screen.getByLabelText('手机号'), '13800000001');
      await user.type(screen.getByLabelText('验证码'), '123456');
      // Enabled once the form has taken the typed values in (a loaded machine lags).
      await waitFor(() => expect(loginButton()).toBeEnabled());
      await user.click(loginButton());
      await waitFor(() =>
        expect(onSignedIn).toHaveBeenCalledWith(demoTeacherResult, { mobile: '13800000001' }),
      );
      expect(server.callsTo(authEndpoints.teacherCodeLogin)[0]?.input).toEqual({
        mobile: '13800000001',
        captcha: '123456',
        tourist: false,
      });
    });

    it('on the trial tab: trial codes, tourist: true, and the popup for a 403', async () => {
      const server = mockServer(
        answer(captchaEndpoints.trialCode, null),
        answer(authEndpoints.teacherCodeLogin, new MockFailure(403, '暂未查询到你的体验账号')),
      );
      const onNoTrialPermission = vi.fn();
      renderInApp(
        <TeacherCodeForm tourist onSignedIn={vi.fn()} onNoTrialPermission={onNoTrialPermission} />,
      );
      await user.type(screen.getByLabelText('手机号'), '13900000001');
      await waitFor(() => expect(codeButton()).toBeEnabled());
      await user.click(codeButton());
      await waitFor(() => expect(server.callsTo(captchaEndpoints.trialCode)).toHaveLength(1));
      await user.type(screen.getByLabelText('验证码'), '123456');
      // Enabled once the form has taken the typed values in (a loaded machine lags).
      await waitFor(() => expect(loginButton()).toBeEnabled());
      await user.click(loginButton());
      await waitFor(() => expect(onNoTrialPermission).toHaveBeenCalled());
      expect(server.callsTo(authEndpoints.teacherCodeLogin)[0]?.input).toMatchObject({
        tourist: true,
      });
      // The popup says it; no toast repeats the message.
      expect(screen.queryByText('暂未查询到你的体验账号')).not.toBeInTheDocument();
    });
  });
});
