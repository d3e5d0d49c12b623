import { userEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { UserLocksPage } from './user-locks-page';

const LOCK = {
  id: 3,
  accountKind: 'name' as const,
  account: 'stu002',
  userId: 9,
  userName: '李小红',
  failures: 5,
  lockedAt: '2026-01-01T08:00:00.000Z',
  lockedUntil: '2026-01-01T08:15:00.000Z',
};

describe('用户锁定', { timeout: 120_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists locked accounts, filters by keyword and unlocks one after asking', async () => {
    let locked = true;
    const server = mockServer(
      answer(userEndpoints.lockList, () => ({
        list: locked ? [LOCK] : [],
        total: locked ? 1 : 0,
        currentPage: 1,
        pageSize: 20,
      })),
      answer(userEndpoints.unlock, () => {
        locked = false;
        return null;
      }),
    );
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderPage(<UserLocksPage />);
    const row = (await screen.findByText('stu002', {}, { timeout: 20_000 })).closest('tr')!;
    expect(within(row).getByText('李小红')).toBeInTheDocument();

    await user.type(screen.getByLabelText('账号/姓名'), '李小');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(server.callsTo(userEndpoints.lockList).at(-1)?.input).toMatchObject({
        keyword: '李小',
      }),
    );

    await user.click(within(row).getByRole('button', { name: /解\s*锁/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('解锁 stu002？').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: /解\s*锁/ }));
    await waitFor(() => expect(server.callsTo(userEndpoints.unlock)).toHaveLength(1));
    expect(server.callsTo(userEndpoints.unlock)[0]?.input).toEqual({ id: 3 });
    expect(await screen.findByText('已解锁')).toBeInTheDocument();
  });
});
