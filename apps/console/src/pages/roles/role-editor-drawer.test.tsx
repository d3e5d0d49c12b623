import { roleEndpoints, type TOutputOf, type TRole } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { RoleEditorDrawer } from './role-editor-drawer';

const TREE: TOutputOf<typeof roleEndpoints.permissionTreeV2> = {
  tree: [
    {
      id: 'works',
      name: '作品管理',
      children: [
        { id: 'works:list', name: '作品列表', method: 'GET', path: '/w/list' },
        { id: 'works:export', name: '导出作品', method: 'POST', path: '/w/export' },
        { id: 'works:audit', name: '审核作品', method: 'POST', path: '/w/audit' },
      ],
    },
    {
      id: 'classes',
      name: '班级管理',
      children: [{ id: 'class:query', name: '班级列表', method: 'GET', path: '/c/query' }],
    },
  ],
  desensitizationConfigs: [
    { id: 'mobile', name: '手机号' },
    { id: 'idCard', name: '身份证号' },
    { id: 'realName', name: '学生姓名' },
  ],
  dataScopes: [],
};

const ROLE: TRole = {
  id: 7,
  name: '学校管理员（无导出）',
  description: null,
  permissionIdList: ['class:query'],
  permissions: ['class:query'],
  desensitizationConfigIdList: [],
  dataPermission: { kind: 'member', ids: [] },
  tenant: 'haoduo',
  builtIn: null,
  enabled: true,
  createdAt: '2026-11-26T08:00:00+08:00',
  updatedAt: '2026-11-26T08:00:00+08:00',
};

/** The tick box of a node of the permission tree, found by its Chinese name. */
function treeBox(name: string): HTMLElement {
  const node = screen.getByText(name).closest('.ant-tree-treenode');
  return node!.querySelector('.ant-tree-checkbox')!;
}

describe('role editor', { timeout: 90_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the permission codes ticked in the tree, a domain box ticking all of its codes', async () => {
    const server = mockServer(
      answer(roleEndpoints.permissionTreeV2, TREE),
      answer(roleEndpoints.add, { ...ROLE, id: 8 }),
    );
    renderPage(<RoleEditorDrawer open role={null} onClose={() => undefined} />);
    const user = userEvent.setup({ delay: null });
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('作品列表');

    await user.type(within(drawer).getByLabelText('角色名称'), '审核员');
    await user.click(treeBox('作品管理'));
    await user.click(treeBox('导出作品'));
    await user.click(within(drawer).getByLabelText('手机号'));
    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(server.callsTo(roleEndpoints.add)).toHaveLength(1));
    expect(server.callsTo(roleEndpoints.add)[0]!.input).toEqual({
      name: '审核员',
      description: null,
      permissionIdList: ['works:audit', 'works:list'],
      desensitizationConfigIdList: ['mobile'],
      dataPermission: { kind: 'member', ids: [] },
    });
  });

  it("edits a role: its codes start ticked, and the data scope is saved with the role's id", async () => {
    const server = mockServer(
      answer(roleEndpoints.permissionTreeV2, TREE),
      answer(roleEndpoints.modify, ROLE),
    );
    renderPage(<RoleEditorDrawer open role={ROLE} onClose={() => undefined} />);
    const user = userEvent.setup({ delay: null });
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('作品列表');
    expect(treeBox('班级列表')).toHaveClass('ant-tree-checkbox-checked');

    await user.click(treeBox('作品列表'));
    await user.click(within(drawer).getByLabelText('全部数据'));
    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }));

    await waitFor(() => expect(server.callsTo(roleEndpoints.modify)).toHaveLength(1));
    expect(server.callsTo(roleEndpoints.modify)[0]!.input).toMatchObject({
      id: 7,
      permissionIdList: ['class:query', 'works:list'],
      dataPermission: { kind: 'all', ids: [] },
    });
  });
});
