import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authEndpoints, studentEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { renderInApp } from '../../../test/render';
import { demoStudentResult } from '../testing/sign-in-results';
import { CreateAccountPanel } from './create-account-panel';

vi.setConfig({ testTimeout: 20_000 });
// Messages and dialogs may take a few seconds to show in a busy test run.
configure({ asyncUtilTimeout: 5_000 });

const user = userEvent.setup({ delay: null });
const createButton = () => screen.getByRole('button', { name: '创建账号' });

describe('create account with a class code', () => {
  it('says 请输入班级码 and 请输入真实姓名, and keeps 创建账号 disabled until both are filled', async () => {
    renderInApp(<CreateAccountPanel onBack={vi.fn()} onSignedIn={vi.fn()} />);
    expect(createButton()).toBeDisabled();
    await user.type(screen.getByLabelText('班级码'), 'A');
    await user.clear(screen.getByLabelText('班级码'));
    expect(await screen.findByText('请输入班级码')).toBeInTheDocument();
    await user.type(screen.getByLabelText('真实姓名'), '李');
    await user.clear(screen.getByLabelText('真实姓名'));
    expect(await screen.findByText('请输入真实姓名')).toBeInTheDocument();
    await user.type(screen.getByLabelText('班级码'), 'ai3001');
    expect(createButton()).toBeDisabled();
    await user.type(screen.getByLabelText('真实姓名'), '小新');
    expect(createButton()).toBeEnabled();
  });

  it('creates once however often it is pressed, then shows login name and password alike', async () => {
    let release: () => void = () => undefined;
    // Hold the answer until both presses are in.
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = mockServer(
      answer(studentEndpoints.regJoinClass, async () => {
        await held;
        return { username: 'hd3001ab' };
      }),
    );

    renderInApp(<CreateAccountPanel onBack={vi.fn()} onSignedIn={vi.fn()} />);
    await user.type(screen.getByLabelText('班级码'), 'ai3001');
    await user.type(screen.getByLabelText('真实姓名'), '小新');
    await user.click(createButton());
    await user.click(createButton());
    release();

    expect(await screen.findByText('账号创建成功')).toBeInTheDocument();
    const calls = server.callsTo(studentEndpoints.regJoinClass);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toMatchObject({ classCode: 'AI3001', name: '小新' });
    expect(typeof calls[0]?.input.mac).toBe('string');
    expect(screen.getAllByText('hd3001ab')).toHaveLength(2);
    expect(screen.getByText('密码与登录名一致，登录后可修改密码')).toBeInTheDocument();
    expect(screen.getByText(/班级老师帮忙/)).toBeInTheDocument();
  });

  it('开启AI之旅 signs in with the login name as the password', async () => {
    const server = mockServer(
      answer(studentEndpoints.regJoinClass, { username: 'hd3001ab' }),
      answer(authEndpoints.studentLogin, demoStudentResult),
    );
    const onSignedIn = vi.fn();
    renderInApp(<CreateAccountPanel onBack={vi.fn()} onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText('班级码'), 'AI3001');
    await user.type(screen.getByLabelText('真实姓名'), '小新');
    await user.click(createButton());
    await user.click(await screen.findByRole('button', { name: '开启AI之旅' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(demoStudentResult));
    expect(server.callsTo(authEndpoints.studentLogin)[0]?.input).toEqual({
      username: 'hd3001ab',
      password: btoa('hd3001ab'),
    });
  });

  it('goes back to the sign-in form', async () => {
    const onBack = vi.fn();
    renderInApp(<CreateAccountPanel onBack={onBack} onSignedIn={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: '返回登录' }));
    expect(onBack).toHaveBeenCalled();
  });
});
