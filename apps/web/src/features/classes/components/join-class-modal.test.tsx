import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { studentEndpoints } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { renderInApp } from '../../../test/render';
import { JoinClassModal } from './join-class-modal';
const joined = {
  worksCourseClassId: 2,
  firstJoin: true,
  courseClassName: '四年级绘本班',
  courseClassStatus: 60,
  schoolId: 1,
  schoolName: '好多AI实验小学',
  platformSemesterName: '2026秋季学期',
};

function Harness({ onJoined }: { onJoined: (r: unknown) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <JoinClassModal open={open} onClose={() => setOpen(false)} onJoined={onJoined} />
    </>
  );
}

describe('join new class dialog', { timeout: 30_000 }, () => {
  it('asks for the class code: 请输入班级码', async () => {
    mockServer();
    renderInApp(<Harness onJoined={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '打开' }));
    expect(await screen.findByRole('dialog', { name: '加入新班级' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '加入' }));
    expect(await screen.findByText('请输入班级码')).toBeInTheDocument();
  });

  it('joins with the code in capitals and hands the answer on', async () => {
    const server = mockServer(answer(studentEndpoints.joinClass, joined));
    const onJoined = vi.fn();
    renderInApp(<Harness onJoined={onJoined} />);
    await userEvent.click(screen.getByRole('button', { name: '打开' }));
    await userEvent.type(await screen.findByLabelText('班级码'), 'ai4001');
    await userEvent.click(screen.getByRole('button', { name: '加入' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(joined));
    expect(server.callsTo(studentEndpoints.joinClass)[0]?.input).toEqual({ classCode: 'AI4001' });
  });

  it('shows the server message for an unknown code and keeps the dialog open', async () => {
    mockServer(
      answer(studentEndpoints.joinClass, new MockFailure(404, '班级码不存在，请检查后重新输入')),
    );
    const onJoined = vi.fn();
    renderInApp(<Harness onJoined={onJoined} />);
    await userEvent.click(screen.getByRole('button', { name: '打开' }));
    await userEvent.type(await screen.findByLabelText('班级码'), 'NOPE99');
    await userEvent.click(screen.getByRole('button', { name: '加入' }));
    expect(await screen.findByText('班级码不存在，请检查后重新输入')).toBeInTheDocument();
    expect(onJoined).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '加入新班级' })).toBeInTheDocument();
  });

  it('clears the field when the dialog closes', async () => {
    mockServer();
    renderInApp(<Harness onJoined={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '打开' }));
    await userEvent.type(await screen.findByLabelText('班级码'), 'AI3001');
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.getByLabelText('班级码')).toHaveValue(''));

    // Opened again, the dialog starts empty.
    fireEvent.click(screen.getByRole('button', { name: '打开', hidden: true }));
    expect(await screen.findByLabelText('班级码')).toHaveValue('');
  });
});
