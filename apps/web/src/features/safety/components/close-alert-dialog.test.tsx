import { safetyAlertEndpoints as E, SafetyMessages } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { alertOf, signInTeacher } from '../test/fixtures';
import { CloseAlertDialog } from './close-alert-dialog';

describe('closing an alert with a note', { timeout: 60_000 }, () => {
  beforeEach(signInTeacher);

  it('asks for a note before closing, then closes with it', async () => {
    const server = mockServer(
      answer(E.close, ({ input }) => alertOf({ status: 'closed', note: input.note })),
    );
    const onClose = vi.fn();
    renderInApp(<CloseAlertDialog alert={alertOf()} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: '关闭提醒' });
    expect(dialog).toHaveTextContent('李小红 · 可能伤害自己');
    expect(dialog).toHaveTextContent('我不想活了，活着没意思');

    await userEvent.click(screen.getByRole('button', { name: '关闭提醒' }));
    expect(await screen.findByText(SafetyMessages.NOTE_REQUIRED)).toBeInTheDocument();
    const note = screen.getByLabelText('处理情况');
    await userEvent.click(note);
    await userEvent.paste('   ');
    await userEvent.click(screen.getByRole('button', { name: '关闭提醒' }));
    expect(await screen.findByText(SafetyMessages.NOTE_REQUIRED)).toBeInTheDocument();
    expect(server.callsTo(E.close)).toHaveLength(0);

    await userEvent.clear(note);
    await userEvent.paste('已和学生谈话，并联系了家长');
    await userEvent.click(screen.getByRole('button', { name: '关闭提醒' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo(E.close).map((call) => call.input)).toEqual([
      { id: 7, note: '已和学生谈话，并联系了家长' },
    ]);
    expect(await screen.findByText('提醒已关闭')).toBeInTheDocument();
  });

  it('stays open with the server’s message when the alert is already closed', async () => {
    mockServer(answer(E.close, new MockFailure(409, SafetyMessages.ALERT_CLOSED)));
    const onClose = vi.fn();
    renderInApp(<CloseAlertDialog alert={alertOf()} onClose={onClose} />);
    await userEvent.click(await screen.findByLabelText('处理情况'));
    await userEvent.paste('已处理');
    await userEvent.click(screen.getByRole('button', { name: '关闭提醒' }));
    expect(await screen.findByText(SafetyMessages.ALERT_CLOSED)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
