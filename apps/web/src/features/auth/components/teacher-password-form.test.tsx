import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { authEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { demoTeacherResult } from '../testing/sign-in-results';
import { TeacherPasswordForm } from './teacher-password-form';

vi.setConfig({ testTimeout: 20_000 });
// Messages and dialogs may take a few seconds to show in a busy test run.
configure({ asyncUtilTimeout: 5_000 });

const user = userEvent.setup({ delay: null });
const loginButton = () => screen.getByRole('button', { name: '登录' });

describe('teacher password sign-in form', () => {
  it('says 请输入手机号, 请输入正确的手机号 and 请输入密码', async () => {
    renderInApp(<TeacherPasswordForm onSignedIn={vi.fn()} />);
    await user.type(screen.getByLabelText('手机号'), '1');
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('手机号'));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    await user.type(screen.getByLabelText('密码'), 'x');
    await user.clear(screen.getByLabelText('密码'));
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
  });

  it('enables 登录 with a valid mobile and a password, and signs in encoded', async () => {
    const server = mockServer(answer(authEndpoints.teacherPasswordLogin, demoTeacherResult));
    const onSignedIn = vi.fn();
    renderInApp(<TeacherPasswordForm onSignedIn={onSignedIn} />);
    expect(loginButton()).toBeDisabled();
    await user.type(screen.getByLabelText('密码'), 'Teach1234');
    await user.type(screen.getByLabelText('手机号'), '1380000000');
    expect(loginButton()).toBeDisabled();
    await user.type(screen.getByLabelText('手机号'), '1');
    await waitFor(() => expect(loginButton()).toBeEnabled());
    await user.click(loginButton());
    await waitFor(() =>
      expect(onSignedIn).toHaveBeenCalledWith(demoTeacherResult, { mobile: '13800000001' }),
    );
    expect(server.callsTo(authEndpoints.teacherPasswordLogin)[0]?.input).toEqual({
      mobile: '13800000001',
      password: btoa('Teach1234'),
    });
  });

  it('fills the mobile handed over after a password reset', () => {
    renderInApp(<TeacherPasswordForm onSignedIn={vi.fn()} mobile="13800000002" />);
    expect(screen.getByLabelText('手机号')).toHaveValue('13800000002');
  });
});
