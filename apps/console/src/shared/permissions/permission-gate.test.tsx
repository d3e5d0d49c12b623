import { authEndpoints, teacherEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, teacherRow } from '../../test/academic-fixtures';
import { renderApp, staffSession } from '../../test/render-app';
import { demoStaffAlive } from '../../test/staff-answers';
import { useSessionStore } from '../stores/session-store';
import { Can } from './can';

function serve() {
  return mockServer(
    answer(authEndpoints.checkAlive, demoStaffAlive),
    answer(teacherEndpoints.query, page([teacherRow(1)])),
  );
}

describe('permission gate', { timeout: 90_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('<Can> shows its children only with the permission (any of a list)', () => {
    useSessionStore.getState().signIn(staffSession(['works:list']));
    render(
      <>
        <Can permission="works:audit">审核</Can>
        <Can permission={['works:audit', 'works:list']}>列表</Can>
        <Can permission="works:audit" fallback={<span>无权</span>}>
          审核2
        </Can>
      </>,
    );
    expect(screen.queryByText('审核')).not.toBeInTheDocument();
    expect(screen.getByText('列表')).toBeInTheDocument();
    expect(screen.getByText('无权')).toBeInTheDocument();
  });

  it('hides the menu entries and buttons the staff member may not use', async () => {
    serve();
    renderApp('/teachers', { session: staffSession(['teacher:query', 'teacher:update']) });
    expect(await screen.findByText('老师1', {}, { timeout: 30_000 })).toBeInTheDocument();
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /教师管理/ })).toBeInTheDocument();
    for (const hidden of ['学校管理', '学期管理', '课班管理', '学生管理', '下载中心']) {
      expect(within(menu).queryByRole('menuitem', { name: new RegExp(hidden) })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /新增教师/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.getByRole('button', { name: /编\s*辑/ })).toBeInTheDocument();
  });

  it('refuses a page opened by its address without the permission', async () => {
    serve();
    renderApp('/schools', { session: staffSession(['teacher:query']) });
    expect(await screen.findByText('没有权限', {}, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('shows everything to the super administrator', async () => {
    serve();
    renderApp('/teachers', { signedIn: true });
    expect(
      await screen.findByRole('button', { name: /新增教师/ }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: /学校管理/ }),
    ).toBeTruthy();
  });
});
