import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { classEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { renderInApp } from '../../../../test/render';
import { ClassCodeBox } from './class-code-box';

describe('class code box', { timeout: 30_000 }, () => {
  it('shows the QR code of the student sign-in with the code on the first click', async () => {
    mockServer();
    renderInApp(<ClassCodeBox classId={3} className="三年级AI创作班" code="AI3001" />);
    expect(screen.queryByRole('img', { name: '班级码二维码' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '班级码二维码' }));
    expect(await screen.findByRole('img', { name: '班级码二维码' })).toBeInTheDocument();
    expect(screen.getByText('三年级AI创作班 的班级码')).toBeInTheDocument();
  });

  it('resets the code only once the teacher confirms', async () => {
    const server = mockServer(answer(classEndpoints.resetCode, { id: 3, classCode: 'AI3999' }));
    renderInApp(<ClassCodeBox classId={3} className="三年级AI创作班" code="AI3001" />);
    await userEvent.click(screen.getByRole('button', { name: '重置班级码' }));
    const confirm = await screen.findByRole('tooltip');
    expect(server.callsTo(classEndpoints.resetCode)).toHaveLength(0);
    const buttons = await screen.findAllByRole('button', { name: '重置班级码' });
    await userEvent.click(buttons.find((button) => confirm.contains(button))!);
    await waitFor(() => expect(server.callsTo(classEndpoints.resetCode)).toHaveLength(1));
    expect(server.callsTo(classEndpoints.resetCode)[0]?.input).toEqual({ id: 3 });
    expect(await screen.findByText('班级码已重置为 AI3999')).toBeInTheDocument();
  });
});
