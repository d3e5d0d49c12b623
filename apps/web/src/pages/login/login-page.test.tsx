import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authEndpoints } from '@haoduo/contract';
import { answer, MockFailure, mockServer, type TMockServer } from '@haoduo/contract/testing';
import { queryClient } from '../../shared/api/query-client';
import { initialAppState } from '../../shared/stores/app-state';
import { useAppStore } from '../../shared/stores/app-store';
import { useTopTabStore } from '../../shared/stores/top-tab-store';
import { renderRoute } from '../../test/render';

vi.setConfig({ testTimeout: 30_000 });
// Messages and dialogs may take a few seconds to show in a busy test run.
configure({ asyncUtilTimeout: 5_000 });

/** The page loads lazily; the first load in a busy test run takes a while. */
const LOAD = { timeout: 10_000 };

describe('/login', () => {
  let server: TMockServer;
  beforeEach(() => {
    useAppStore.setState(initialAppState());
    server = mockServer(
      answer(authEndpoints.touristScroll, { totalAccount: 0, touristAccountScrollList: [] }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
    delete window.__HAODUO_CONFIG__;
  });

  it('opens on 我是学生 and says the platform is for member schools, with the business phone', async () => {
    window.__HAODUO_CONFIG__ = { businessPhone: '400-123-4567' };
    renderRoute('/login');
    expect(
      await screen.findByRole('tab', { name: '我是学生', selected: true }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '我是老师' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '用户体验' })).toBeInTheDocument();
    expect(screen.getByText('本平台仅面向合作学校开放，暂不支持自主注册。')).toBeInTheDocument();
    expect(screen.getByText('业务咨询电话：400-123-4567')).toBeInTheDocument();
  });

  it('?type=2 picks 我是老师 with its sub-tabs and 忘记密码; ?type=3 the trial tab and its popup', async () => {
    const { unmount } = renderRoute('/login?type=2');
    expect(
      await screen.findByRole('tab', { name: '我是老师', selected: true }),
    ).toBeInTheDocument();
    // The teacher tab's panel loads when the tab opens.
    expect(await screen.findByText('验证码登录', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('密码登录')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '忘记密码' })).toBeInTheDocument();
    unmount();

    renderRoute('/login?type=3');
    expect(
      await screen.findByRole('tab', { name: '用户体验', selected: true }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: '免费申领好多AI账号' })).toBeInTheDocument();
  });

  it('a class code QR code (?classCode=) opens 创建账号 with the code filled', async () => {
    renderRoute('/login?type=1&classCode=AI3001');
    expect(await screen.findByLabelText('班级码', {}, LOAD)).toHaveValue('AI3001');
    expect(screen.getByLabelText('真实姓名')).toHaveValue('');
  });

  it('the back icon goes to /home with the current top tab', async () => {
    useTopTabStore.setState({ zpCenterTab: 2 });
    renderRoute('/login');
    expect(await screen.findByRole('link', { name: '返回' }, LOAD)).toHaveAttribute(
      'href',
      '/home?tab=2',
    );
  });

  it('switching tabs writes ?type= and keeps the other query values', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/login?username=hd3001ab');
    expect(await screen.findByLabelText('登录名', {}, LOAD)).toHaveValue('hd3001ab');
    await user.click(screen.getByRole('tab', { name: '我是老师' }));
    await waitFor(() => expect(router.state.location.search).toBe('?username=hd3001ab&type=2'));
  });

  it('创建账号（仅限班级码用户） opens the create-account screen in the student tab', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/login');
    await user.click(await screen.findByRole('link', { name: '创建账号（仅限班级码用户）' }, LOAD));
    expect(router.state.location.search).toBe('?type=1&classCode=');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByLabelText('班级码', {}, LOAD)).toHaveValue('');
    await user.click(within(panel).getByRole('button', { name: '返回登录' }));
    expect(await screen.findByLabelText('登录名')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=1');
  });

  it('exchanges a stored sign-in service ticket once and forgets it', async () => {
    localStorage.setItem(
      'ssoTicket',
      JSON.stringify({ ticket: 'ST-1', service: 'http://localhost/login' }),
    );
    server.answer(answer(authEndpoints.ticketLogin, new MockFailure(404, '访问的接口不存在')));
    renderRoute('/login');
    await waitFor(() => expect(server.callsTo(authEndpoints.ticketLogin)).toHaveLength(1));
    expect(server.callsTo(authEndpoints.ticketLogin)[0]?.input).toEqual({
      ticket: 'ST-1',
      service: 'http://localhost/login',
    });
    expect(localStorage.getItem('ssoTicket')).toBeNull();
    // A server without the exchange (404) is passed over quietly.
    expect(screen.queryByText('统一登录已失效，请重新登录')).not.toBeInTheDocument();
  });
});
