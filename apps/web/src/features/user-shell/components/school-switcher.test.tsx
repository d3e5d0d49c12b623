import { AccountType } from '@haoduo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';
import { sessionOf } from '../../../shared/stores/session';
import { renderInApp } from '../../../test/render';
import { SchoolSwitcher } from './school-switcher';

const account = (id: number, schoolId: number, schoolName: string) => ({
  accountUserId: id,
  accountName: '王老师',
  schoolId,
  schoolName,
  accountType: AccountType.TEACHER,
});
const primary = account(1, 1, '好多AI实验小学');
const middle = account(2, 2, '未来科技中学');

describe('school switcher', { timeout: 30_000 }, () => {
  beforeEach(() =>
    useAppStore.setState({
      ...initialAppState(),
      token: 'tok',
      accountType: AccountType.TEACHER,
      accountList: [primary, middle],
      user: primary,
    }),
  );

  it('makes the chosen school the active one (tenant-info) and goes to my/book', async () => {
    const { router } = renderInApp(<SchoolSwitcher />, '/user/student/list');
    expect(sessionOf(useAppStore.getState()).schoolId).toBe(1);
    const switcher = screen.getByLabelText('切换学校');
    expect(switcher).toHaveDisplayValue('好多AI实验小学');
    await userEvent.selectOptions(switcher, '未来科技中学');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/my/book'));
    expect(useAppStore.getState().user).toEqual(middle);
    expect(sessionOf(useAppStore.getState()).schoolId).toBe(2);
  });
});
