import { AccountType } from '@haoduo/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';
import { renderInApp } from '../../../test/render';
import { UserMenu } from './user-menu';

vi.setConfig({ testTimeout: 30_000 });
// Messages and dialogs may take a few seconds to show in a busy test run.
configure({ asyncUtilTimeout: 5_000 });

function signIn(accountType: 1 | 2) {
  useAppStore.setState({
    ...initialAppState(),
    token: 'tok',
    accountType,
    user: {
      accountUserId: 6,
      accountName: accountType === 2 ? '张小明' : '王老师',
      schoolId: 1,
      schoolName: '好多AI实验小学',
      accountType,
    },
  });
}

describe('header user menu', () => {
  beforeEach(() => useAppStore.setState(initialAppState()));

  it('offers students 修改密码, which opens the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    signIn(AccountType.STUDENT);
    renderInApp(<UserMenu />);
    await user.click(screen.getByRole('button', { name: /张小明/ }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByText('修改密码'));
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    expect(within(dialog).getByLabelText('旧密码')).toBeInTheDocument();
  });

  it('does not offer teachers 修改密码', async () => {
    const user = userEvent.setup({ delay: null });
    signIn(AccountType.TEACHER);
    renderInApp(<UserMenu />);
    await user.click(screen.getByRole('button', { name: /王老师/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('退出登录')).toBeInTheDocument();
    expect(within(menu).queryByText('修改密码')).not.toBeInTheDocument();
  });

  it('is named 我的账号 for an account whose name is not known', () => {
    useAppStore.setState({ ...initialAppState(), token: 'tok', accountType: 2, user: null });
    renderInApp(<UserMenu />);
    expect(screen.getByRole('button', { name: '我的账号' })).toBeInTheDocument();
  });
});
