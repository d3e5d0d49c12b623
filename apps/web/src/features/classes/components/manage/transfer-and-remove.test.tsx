import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { classEndpoints, studentEndpoints } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { renderInApp } from '../../../../test/render';
import { RemoveStudentsModal } from './remove-students-modal';
import { TransferStudentsModal } from './transfer-students-modal';

const row = (id: number, name: string) => ({
  worksStudentId: id,
  name,
  username: `u${id}`,
  worksCourseClassId: 1,
  courseClassName: '三年级AI创作班',
  status: 1,
  mac: null,
  joinedAt: '2026-09-01T00:00:00Z',
  initialPasswordUnchanged: true,
});

describe('transfer and remove dialogs', { timeout: 30_000 }, () => {
  it('moves pupils to the class chosen from the open classes of the school', async () => {
    const server = mockServer(
      answer(classEndpoints.transferTargets, [
        {
          id: 2,
          courseClassName: '四年级绘本班',
          courseClassStatus: 60,
          platformSemesterName: '2026秋季学期',
          studentCount: 12,
          limitStudentSize: 40,
        },
      ]),
      answer(studentEndpoints.transfer, { moved: 2 }),
    );
    const onMoved = vi.fn();
    const onClose = vi.fn();
    renderInApp(
      <TransferStudentsModal
        fromClassId={1}
        studentIds={[10, 11]}
        onClose={onClose}
        onMoved={onMoved}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: '将 2 名学生转到其他课班' });
    const move = screen.getByRole('button', { name: '转班' });
    expect(move).toBeDisabled();
    await userEvent.click(await screen.findByLabelText(/四年级绘本班/));
    expect(dialog).toHaveTextContent('人数 12/40');
    await userEvent.click(move);
    await waitFor(() => expect(onMoved).toHaveBeenCalled());
    expect(server.callsTo(studentEndpoints.transfer)[0]?.input).toEqual({
      fromClassId: 1,
      toClassId: 2,
      studentIds: [10, 11],
    });
    expect(await screen.findByText('已将 2 名学生转入 四年级绘本班')).toBeInTheDocument();
  });

  it('says when no class can take them', async () => {
    mockServer(answer(classEndpoints.transferTargets, []));
    renderInApp(
      <TransferStudentsModal
        fromClassId={1}
        studentIds={[10]}
        onClose={vi.fn()}
        onMoved={vi.fn()}
      />,
    );
    expect(await screen.findByText('本校没有可以转入的其他课班')).toBeInTheDocument();
  });

  it('removes one pupil after confirming', async () => {
    const server = mockServer(
      answer(studentEndpoints.classRemove, { removed: 1, withoutClass: [] }),
    );
    const onClose = vi.fn();
    renderInApp(
      <RemoveStudentsModal
        classId={1}
        className="三年级AI创作班"
        students={[row(10, '王小雨')]}
        onClose={onClose}
        onRemoved={vi.fn()}
      />,
    );
    expect(screen.getByText('确定将 王小雨 移出「三年级AI创作班」吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '移出课班' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo(studentEndpoints.classRemove)[0]?.input).toEqual({
      classId: 1,
      studentId: 10,
      confirm: false,
    });
  });

  it('asks again in the words of the server when removing has consequences, then confirms', async () => {
    const server = mockServer(
      answer(studentEndpoints.classRemove, (call) =>
        (call.input as { confirm: boolean }).confirm
          ? { removed: 1, withoutClass: [{ worksStudentId: 10, name: '王小雨' }] }
          : new MockFailure(409, '王小雨移出后没有其他课班，将无法登录。确认要移出吗？'),
      ),
    );
    renderInApp(
      <RemoveStudentsModal
        classId={1}
        className="三年级AI创作班"
        students={[row(10, '王小雨')]}
        onClose={vi.fn()}
        onRemoved={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '移出课班' }));
    expect(
      await screen.findByText('王小雨移出后没有其他课班，将无法登录。确认要移出吗？'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确认移出' }));
    expect(
      await screen.findByText('已移出 1 名学生。以下学生现在不在本校任何课班中，暂时无法登录：'),
    ).toBeInTheDocument();
    expect(server.callsTo(studentEndpoints.classRemove).map((c) => c.input)).toEqual([
      { classId: 1, studentId: 10, confirm: false },
      { classId: 1, studentId: 10, confirm: true },
    ]);
  });

  it('names the pupils left without any class of the school', async () => {
    const server = mockServer(
      answer(studentEndpoints.batchRemove, {
        removed: 2,
        withoutClass: [{ worksStudentId: 11, name: '刘子涵' }],
      }),
    );
    const onClose = vi.fn();
    renderInApp(
      <RemoveStudentsModal
        classId={1}
        className="三年级AI创作班"
        students={[row(10, '王小雨'), row(11, '刘子涵')]}
        onClose={onClose}
        onRemoved={vi.fn()}
      />,
    );
    expect(screen.getByText('确定将 2 名学生移出「三年级AI创作班」吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '移出课班' }));
    expect(
      await screen.findByText('已移出 2 名学生。以下学生现在不在本校任何课班中，暂时无法登录：'),
    ).toBeInTheDocument();
    expect(screen.getByText('刘子涵')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(server.callsTo(studentEndpoints.batchRemove)[0]?.input).toEqual({
      classId: 1,
      studentIds: [10, 11],
      confirm: false,
    });
  });
});
