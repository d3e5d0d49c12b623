import { authEndpoints, Messages, systemEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { demoStaffAlive } from '../../test/staff-answers';

/** Every `mng` area of the back office, in menu order. */
const AREAS = [
  '学校管理',
  '学期管理',
  '课班管理',
  '教师管理',
  '学生管理',
  '花名册同步',
  '课程管理',
  '周课表',
  '题库管理',
  '作品审核',
  '标签管理',
  '赛事管理',
  '报名管理',
  '作品评审',
  '评审与获奖',
  '科技活动报名',
  'AI积分',
  'AI工具配置',
  'AI生成审核',
  '绘本印刷',
  '安全预警统计',
  '学校安全规则',
  '角色权限',
  '操作日志',
  '登录记录',
  '用户锁定',
  '空闲手机号',
  '访问日志',
  '身份密码',
  '下载中心',
];

const GROUPS = ['教务管理', '作品与赛事', '运营服务', '内容安全', '系统管理'];

describe('side menu', { timeout: 120_000 }, () => {
  beforeEach(() => {
    mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(systemEndpoints.health, {
        status: 'ok',
        ready: true,
        database: 'up',
        redis: 'off',
        storage: 'up',
        driver: 'pglite',
        version: '1',
        uptimeSeconds: 1,
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the dashboard and every back-office area, grouped', async () => {
    renderApp('/', { signedIn: true });
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['工作台', ...AREAS]);
    for (const group of GROUPS) expect(within(menu).getByText(group)).toBeInTheDocument();
  });

  it('shows the staff name and highlights the current area', async () => {
    renderApp('/classes', { signedIn: true });
    expect(await screen.findByTestId('staff-identity')).toHaveTextContent('平台管理员');
    const current = await screen.findByRole('menuitem', { name: /课班管理/ });
    expect(current.className).toMatch(/ant-menu-item-selected/);
  });

  it('opens an area from the menu on its page', async () => {
    const { router } = renderApp('/', { signedIn: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('menuitem', { name: /下载中心/ }));

    expect(router.state.location.pathname).toBe('/file-tasks');
    expect(screen.getByRole('menuitem', { name: /下载中心/ }).className).toMatch(/-selected/);
    expect(screen.getByRole('menuitem', { name: /工作台/ }).className).not.toMatch(/-selected/);
    expect(screen.queryByText(/后续版本/)).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path, with a way back', async () => {
    const { router } = renderApp('/no-such-page', { signedIn: true });
    expect(
      await screen.findByText(Messages.NOT_FOUND_PAGE, { selector: '.ant-result-subtitle' }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '返回工作台' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
