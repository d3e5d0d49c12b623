import { WorksMessages, workEndpoints } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../shared/api';
import { AuditDialog, type TAuditDecision } from './audit-dialog';

const AUDIT = workEndpoints.mngAudit;
const WORK = { id: 42, worksName: '月亮上的小猫' };

function renderDialog(decision: TAuditDecision) {
  const onClose = vi.fn();
  const onDone = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <AuditDialog work={WORK} decision={decision} onClose={onClose} onDone={onDone} />
    </AppProviders>,
  );
  return { onClose, onDone };
}

describe('the approve / reject-with-remark dialog', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses to reject without a remark and calls nothing', async () => {
    const server = mockServer(answer(AUDIT, null));
    const { onClose } = renderDialog('reject');
    const dialog = await screen.findByRole('dialog', { name: '审核作品：月亮上的小猫' });
    await userEvent.click(screen.getByRole('button', { name: /驳\s*回/ }));

    expect(await screen.findByText(WorksMessages.AUDIT_REMARK_REQUIRED)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(server.callsTo(AUDIT)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('rejects with the remark typed, then closes', async () => {
    const server = mockServer(answer(AUDIT, null));
    const { onClose, onDone } = renderDialog('reject');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('审核意见'), '  封面和内容不一致，请修改  ');
    await user.click(screen.getByRole('button', { name: /驳\s*回/ }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo(AUDIT)[0]?.input).toEqual({
      id: 42,
      auditStatus: 2,
      auditRemark: '封面和内容不一致，请修改',
    });
    expect(onDone).toHaveBeenCalledWith('reject');
    expect(await screen.findByText('已驳回')).toBeInTheDocument();
  });

  it('approves without a remark, or switches to approve from reject', async () => {
    const server = mockServer(answer(AUDIT, null));
    const { onClose } = renderDialog('reject');
    const user = userEvent.setup();
    await user.click(await screen.findByText('通过', { selector: 'span' }));
    await user.click(screen.getByRole('button', { name: '通过并发布' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo(AUDIT)[0]?.input).toEqual({ id: 42, auditStatus: 1 });
  });

  it("keeps the dialog open and shows the server's message when the review is refused", async () => {
    mockServer(answer(AUDIT, new MockFailure(409, WorksMessages.WORKS_NOT_PENDING)));
    const { onClose } = renderDialog('approve');
    await userEvent.click(await screen.findByRole('button', { name: '通过并发布' }));

    expect(await screen.findByText(WorksMessages.WORKS_NOT_PENDING)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
