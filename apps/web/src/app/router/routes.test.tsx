import { AccountType } from '@haoduo/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialAppState } from '../../shared/stores/app-state';
import { useAppStore } from '../../shared/stores/app-store';
import { renderRoute } from '../../test/render';

function signIn(accountType: number = AccountType.STUDENT) {
  const user = {
    accountUserId: 1,
    accountName: '张小明',
    schoolId: 1,
    schoolName: '好多AI实验小学',
    accountType,
  };
  // A teacher without accounts is logged out by the shell.
  useAppStore.setState({
    token: 'tok',
    accountType: accountType === 1 ? 1 : 2,
    user,
    accountList: [user],
  });
}

describe('route table', () => {
  beforeEach(() => useAppStore.setState(initialAppState()));

  it('redirects /home to / keeping ?tab=', async () => {
    const { router } = renderRoute('/home?tab=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?tab=2');
    // The file's first page: its code is transformed cold, slower than 5 s on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('sends /download to /login when nobody is signed in', async () => {
    const { router } = renderRoute('/download');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('opens /download for a signed-in account', async () => {
    signIn();
    renderRoute('/download');
    expect(await screen.findByRole('heading', { name: '下载中心' })).toBeInTheDocument();
  });

  it('defaults /ai to painting', async () => {
    const { router } = renderRoute('/ai');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai/painting'));
    expect(await screen.findByRole('heading', { name: 'AI绘画' })).toBeInTheDocument();
  });

  it('opens the tool a launch ticket names (subType); the ticket then leaves the address', async () => {
    const { router } = renderRoute('/ai?code=c1&subType=13');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai/music'));
    await waitFor(() => expect(router.state.location.search).toBe(''), { timeout: 5_000 });
    const other = renderRoute('/ai?code=c2&subType=15');
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/ai/model3d'));
    const unknown = renderRoute('/ai?subType=99');
    await waitFor(() => expect(unknown.router.state.location.pathname).toBe('/ai/painting'));
  });

  it(
    'sends a teacher from /user and unknown /user paths to their classes, with the suffix',
    { timeout: 30_000 },
    async () => {
      signIn(AccountType.TEACHER);
      const { router } = renderRoute('/user/nothing/here');
      // The shell and its page load lazily: give a busy machine time.
      await waitFor(() => expect(router.state.location.pathname).toBe('/user/student/list'), {
        timeout: 10_000,
      });
      expect(await screen.findByText('张小明老师', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '课班管理' })).toBeInTheDocument();
      cleanup();
      const home = renderRoute('/user');
      await waitFor(() => expect(home.router.state.location.pathname).toBe('/user/student/list'));
    },
  );

  it('sends a pupil from /user to their works', { timeout: 30_000 }, async () => {
    signIn(AccountType.STUDENT);
    const { router } = renderRoute('/user');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/my/book'), {
      timeout: 10_000,
    });
  });

  it('resolves the nested student list paths', { timeout: 30_000 }, async () => {
    signIn(AccountType.TEACHER);
    renderRoute('/user/student/list/detail/3');
    expect(
      await screen.findByRole('heading', { name: '课班管理' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
