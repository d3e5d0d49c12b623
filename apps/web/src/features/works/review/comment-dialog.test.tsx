import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { ApproveDialog } from './comment-dialog';

describe('approve dialog', { timeout: 60_000 }, () => {
  it('asks before publishing, and the comment is optional', async () => {
    const onConfirm = vi.fn();
    renderInApp(
      <ApproveDialog open workName="小猫" busy={false} onCancel={vi.fn()} onConfirm={onConfirm} />,
    );
    const dialog = await screen.findByRole('dialog', { name: '通过审核：小猫' });
    expect(dialog).toHaveTextContent('通过后，《小猫》会公开展示在作品广场。');
    await userEvent.click(screen.getByRole('button', { name: '通过并发布' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(''));
  });

  it('passes the teacher comment, trimmed', async () => {
    const onConfirm = vi.fn();
    renderInApp(
      <ApproveDialog open workName="小猫" busy={false} onCancel={vi.fn()} onConfirm={onConfirm} />,
    );
    await userEvent.type(await screen.findByLabelText('给学生的话（选填）'), '  颜色真漂亮 ');
    await userEvent.click(screen.getByRole('button', { name: '通过并发布' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('颜色真漂亮'));
  });

  it('cancels without publishing', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    renderInApp(
      <ApproveDialog open workName="小猫" busy={false} onCancel={onCancel} onConfirm={onConfirm} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
