import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { RejectDialog } from './reject-dialog';

describe('reject dialog', { timeout: 60_000 }, () => {
  it('needs a reason: 请填写审核不通过的原因', async () => {
    const onReject = vi.fn();
    renderInApp(
      <RejectDialog open workName="小猫" busy={false} onCancel={vi.fn()} onReject={onReject} />,
    );
    expect(await screen.findByRole('dialog', { name: '不通过的原因：小猫' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '退回' }));
    expect(await screen.findByText('请填写审核不通过的原因')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '退回' }));
    expect(await screen.findByText('请填写审核不通过的原因')).toBeInTheDocument();
    expect(onReject).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('原因'), { target: { value: ' 请给每一页配上图 ' } });
    fireEvent.click(screen.getByRole('button', { name: '退回' }));
    await waitFor(() => expect(onReject).toHaveBeenCalledWith('请给每一页配上图'));
  });

  it('cancels', async () => {
    const onCancel = vi.fn();
    renderInApp(
      <RejectDialog open workName="小猫" busy={false} onCancel={onCancel} onReject={vi.fn()} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
