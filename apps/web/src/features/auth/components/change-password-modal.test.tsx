import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { userEndpoints } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { ChangePasswordModal } from './change-password-modal';

vi.setConfig({ testTimeout: 30_000 });
// Messages and dialogs may take a few seconds to show in a busy test run.
configure({ asyncUtilTimeout: 5_000 });

const UPDATE = userEndpoints.studentChangePassword;

describe('修改密码 (students)', () => {
  it('says 请输入旧密码, 请输入新的密码 and the password rule', async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<ChangePasswordModal open onClose={vi.fn()} onChanged={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入旧密码')).toBeInTheDocument();
    expect(screen.getByText('请输入新的密码')).toBeInTheDocument();
    await user.type(screen.getByLabelText('新密码'), '12345678');
    expect(await screen.findByText('请输入包含英文和数字，8~16位的字符')).toBeInTheDocument();
  });

  it('sends both passwords encoded, says 修改密码成功！ and signs out 500 ms later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    const server = mockServer(answer(UPDATE, null));
    const onChanged = vi.fn();
    renderInApp(<ChangePasswordModal open onClose={vi.fn()} onChanged={onChanged} />);
    await user.type(await screen.findByLabelText('旧密码'), 'Stud1234');
    await user.type(screen.getByLabelText('新密码'), 'Stud5678');
    await user.click(screen.getByRole('button', { name: '确定' }));

    expect(await screen.findByText('修改密码成功！')).toBeInTheDocument();
    expect(server.callsTo(UPDATE)[0]?.input).toEqual({
      oldPassword: btoa('Stud1234'),
      newPassword: btoa('Stud5678'),
    });
    expect(onChanged).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("shows the server's answer for a wrong old password and stays open", async () => {
    const user = userEvent.setup({ delay: null });
    mockServer(answer(UPDATE, new MockFailure(400, '旧密码不正确')));
    const onChanged = vi.fn();
    renderInApp(<ChangePasswordModal open onClose={vi.fn()} onChanged={onChanged} />);
    await user.type(await screen.findByLabelText('旧密码'), 'Wrong1234');
    await user.type(screen.getByLabelText('新密码'), 'Stud5678');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('旧密码不正确')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toBeEnabled());
    expect(onChanged).not.toHaveBeenCalled();
  });
});
