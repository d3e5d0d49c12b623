import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { Popconfirm } from './popconfirm';

function Remove({ onConfirm }: { onConfirm: () => void }) {
  return (
    <>
      <Popconfirm title="删除「第1类」和它的所有样本吗？" okText="删除" onConfirm={onConfirm}>
        {(trigger) => (
          <button type="button" {...trigger}>
            删除这一类
          </button>
        )}
      </Popconfirm>
      <p>别处</p>
    </>
  );
}

const user = userEvent.setup({ delay: null });

describe('Popconfirm', () => {
  it('asks before acting, on the safe button first, and acts on OK', async () => {
    const onConfirm = vi.fn();
    renderInApp(<Remove onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: '删除这一类' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const question = screen.getByRole('dialog', { name: '删除「第1类」和它的所有样本吗？' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', question.id);
    expect(screen.getByRole('button', { name: /取\s?消/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: /^删\s?除$/ }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes without acting: cancel, Escape, or a click elsewhere', async () => {
    const onConfirm = vi.fn();
    renderInApp(<Remove onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: '删除这一类' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: /取\s?消/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByText('别处'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
