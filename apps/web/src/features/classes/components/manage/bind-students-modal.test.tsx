import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { studentEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { renderInApp } from '../../../../test/render';
import { BindStudentsModal } from './bind-students-modal';

const pupil = (id: number, name: string, classIds: number[], classNames: string[]) => ({
  worksStudentId: id,
  name,
  username: `stu${id}`,
  schoolId: 1,
  classIds,
  classNames,
});

describe('add pupils of the school to a class', { timeout: 30_000 }, () => {
  it('searches, offers only pupils not in the class, and binds the chosen ones', async () => {
    const onClose = vi.fn();
    const server = mockServer(
      answer(studentEndpoints.search, [
        pupil(21, '李小红', [2], ['四年级AI绘本班']),
        pupil(22, '王小雨', [5], ['三年级AI创作班']),
      ]),
      answer(studentEndpoints.bindClass, { added: 1 }),
    );
    renderInApp(
      <BindStudentsModal open classId={5} className="三年级AI创作班" onClose={onClose} />,
    );
    const join = screen.getByRole('button', { name: '加入本班（0）' });
    expect(join).toBeDisabled();
    await userEvent.type(screen.getByLabelText('搜索姓名或登录名'), '小{Enter}');

    const red = await screen.findByRole('checkbox', { name: '李小红（stu21）' });
    expect(screen.getByText('四年级AI绘本班')).toBeInTheDocument();
    // Already a member: shown, but cannot be chosen again.
    expect(screen.getByRole('checkbox', { name: '王小雨（stu22）' })).toBeDisabled();
    expect(screen.getByText('已在本班')).toBeInTheDocument();
    expect(server.callsTo(studentEndpoints.search)[0]!.url.searchParams.get('keyword')).toBe('小');

    await userEvent.click(red);
    await userEvent.click(screen.getByRole('button', { name: '加入本班（1）' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo(studentEndpoints.bindClass)[0]!.input).toEqual({
      classId: 5,
      studentIds: [21],
    });
    expect(await screen.findByText('已把 1 名学生加入本班')).toBeInTheDocument();
  });

  it('says so when nobody matches', async () => {
    mockServer(answer(studentEndpoints.search, []));
    renderInApp(
      <BindStudentsModal open classId={5} className="三年级AI创作班" onClose={vi.fn()} />,
    );
    await userEvent.type(screen.getByLabelText('搜索姓名或登录名'), '孙悟空{Enter}');
    expect(await screen.findByText('没有找到符合条件的学生')).toBeInTheDocument();
  });
});
