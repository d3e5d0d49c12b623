import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { MenuButton } from './menu-button';

const user = userEvent.setup({ delay: null });
const ITEMS = [
  { key: 'downloads', label: '下载中心' },
  { key: 'password', label: '修改密码' },
  { key: 'logout', label: '退出登录', danger: true },
] as const;

function renderMenu(onSelect = vi.fn()) {
  renderInApp(
    <>
      <MenuButton items={ITEMS} onSelect={onSelect}>
        张小明
      </MenuButton>
      <p>页面其他地方</p>
    </>,
  );
  return { onSelect, trigger: screen.getByRole('button', { name: '张小明' }) };
}

describe('MenuButton', () => {
  it('opens its menu on a click and runs the item picked, then closes', async () => {
    const { onSelect, trigger } = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['下载中心', '修改密码', '退出登录']);

    await user.click(screen.getByRole('menuitem', { name: '修改密码' }));
    expect(onSelect).toHaveBeenCalledWith('password');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is worked from the keyboard: arrows move, Escape returns to the button', async () => {
    const { onSelect, trigger } = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '下载中心' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: '退出登录' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '修改密码' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: '下载中心' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('logout');
  });

  it('closes on a click elsewhere, and a second click on the button closes it', async () => {
    const { trigger } = renderMenu();
    await user.click(trigger);
    await user.click(screen.getByText('页面其他地方'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('MenuButton opening on hover', () => {
  it('opens while the mouse is over it; a click then keeps it open', async () => {
    const onSelect = vi.fn();
    renderInApp(
      <MenuButton items={ITEMS} onSelect={onSelect} openOnHover>
        张小明
      </MenuButton>,
    );
    const trigger = screen.getByRole('button', { name: '张小明' });
    await user.hover(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: '下载中心' }));
    expect(onSelect).toHaveBeenCalledWith('downloads');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('MenuButton with a trigger of its own', () => {
  it('opens from antd’s Button, with icons before the items’ labels', async () => {
    const onSelect = vi.fn();
    renderInApp(
      <MenuButton
        items={[
          { key: 'export', label: '导出模型', icon: <span data-testid="export-icon" /> },
          { key: 'import', label: '导入文件' },
        ]}
        onSelect={onSelect}
        placement="bottomLeft"
        trigger={Button}
      >
        更多
      </MenuButton>,
    );
    const trigger = screen.getByRole('button', { name: '更多' });
    expect(trigger).toHaveClass('ant-btn');
    trigger.focus();
    await user.keyboard('{Enter}');
    const first = screen.getByRole('menuitem', { name: '导出模型' });
    expect(first).toHaveFocus();
    expect(first).toContainElement(screen.getByTestId('export-icon'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('import');
    expect(trigger).toHaveFocus();
  });
});
