import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { userEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { InitialPasswordModal } from './initial-password-modal';

vi.setConfig({ testTimeout: 30_000 });
// Messages and dialogs may take a few seconds to show in a busy test run.
configure({ asyncUtilTimeout: 5_000 });

/** Validation messages may take a moment in a busy run. */
const SLOW = { timeout: 5_000 };

const SET = userEndpoints.setInitialPassword;
const session = { token: 'tok-zhao', accountType: 1, schoolId: 1 };

describe('初始密码设置', () => {
  it('has no close button, and neither the mask nor Escape closes it', async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<InitialPasswordModal open session={session} onDone={vi.fn()} />);
    await screen.findByRole('dialog');
    expect(screen.getByText('初始密码设置')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /close|关闭/i })).not.toBeInTheDocument();
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('.ant-modal-wrap')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(document.querySelector('.ant-modal-wrap')).not.toHaveStyle({ display: 'none' });
  });

  it('says every message of the new password and its confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    renderInApp(<InitialPasswordModal open session={session} onDone={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入新的密码')).toBeInTheDocument();
    expect(screen.getByText('请确认密码是否一致')).toBeInTheDocument();

    await user.type(screen.getByLabelText('新密码'), 'abcdefgh');
    expect(await screen.findAllByText('请输入包含英文和数字，8~16位的字符')).toHaveLength(1);
    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'abc12');
    expect(await screen.findByText('请输入包含英文和数字，8~16位的字符')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'Abcd1234');
    await waitFor(() =>
      expect(screen.getByLabelText('新密码').closest('.ant-form-item')).not.toHaveClass(
        'ant-form-item-has-error',
      ),
    );

    await user.type(screen.getByLabelText('确认密码'), 'Abcd12345');
    expect(await screen.findByText('两次密码不一致')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('确认密码'));
    await user.type(screen.getByLabelText('确认密码'), 'abc');
    const confirmItem = screen.getByLabelText('确认密码').closest<HTMLElement>('.ant-form-item')!;
    expect(
      await within(confirmItem).findByText('请输入包含英文和数字，8~16位的字符', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('sets the password with the pending session, then goes on by itself after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    const server = mockServer(answer(SET, null));
    const onDone = vi.fn();
    renderInApp(<InitialPasswordModal open session={session} onDone={onDone} />);
    await user.type(await screen.findByLabelText('新密码'), 'Abcd1234');
    await user.type(screen.getByLabelText('确认密码'), 'Abcd1234');
    await user.click(screen.getByRole('button', { name: '确定' }));

    const enter = await screen.findByRole('button', { name: '进入首页（3s后跳转）' });
    expect(enter).toBeInTheDocument();
    const call = server.callsTo(SET)[0]!;
    expect(call.input).toEqual({ password: btoa('Abcd1234'), repeatPassword: btoa('Abcd1234') });
    expect(call.headers.authorization).toBe('Bearer tok-zhao');

    act(() => vi.advanceTimersByTime(2_900));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onDone).toHaveBeenCalledTimes(1);
    await user.click(enter);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('进入首页（3s后跳转） goes on at once when pressed', async () => {
    const user = userEvent.setup({ delay: null });
    mockServer(answer(SET, null));
    const onDone = vi.fn();
    renderInApp(<InitialPasswordModal open session={session} onDone={onDone} />);
    await user.type(await screen.findByLabelText('新密码'), 'Abcd1234');
    await user.type(screen.getByLabelText('确认密码'), 'Abcd1234');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await user.click(await screen.findByRole('button', { name: '进入首页（3s后跳转）' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
