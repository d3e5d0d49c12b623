import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { studentEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { renderInApp } from '../../../../test/render';
import { AddStudentsModal } from './add-students-modal';

describe('add students dialog', { timeout: 30_000 }, () => {
  it('asks for a name (请输入真实姓名) and checks the login name rule', async () => {
    mockServer();
    renderInApp(<AddStudentsModal open classId={1} onClose={vi.fn()} onAdded={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '检查名单' }));
    expect(await screen.findByText('请输入真实姓名')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('登录名（选填）'), 'a!');
    expect(await screen.findByText('登录名只能包含英文、数字和下划线，3~32位')).toBeInTheDocument();
  });

  it('asks for at least one name in the list (请至少添加一名学生)', async () => {
    mockServer();
    renderInApp(<AddStudentsModal open classId={1} onClose={vi.fn()} onAdded={vi.fn()} />);
    await userEvent.click(screen.getByText('批量添加'));
    await userEvent.click(screen.getByRole('button', { name: '检查名单' }));
    expect(await screen.findByText('请至少添加一名学生')).toBeInTheDocument();
  });

  it('checks the list first, then adds only the names that pass', async () => {
    const server = mockServer(
      answer(studentEndpoints.preValidAdd, {
        total: 3,
        validCount: 2,
        remaining: 2,
        rows: [
          { name: '小明', valid: true, errors: [], warnings: ['课班中已有同名学生'] },
          { name: '小红', valid: true, errors: [], warnings: [] },
          { name: '小刚', valid: false, errors: ['该课班人数已满，请联系授课老师'], warnings: [] },
        ],
      }),
      answer(studentEndpoints.add, {
        list: [
          { worksStudentId: 21, name: '小明', username: 'xm001', password: 'pw001abc' },
          { worksStudentId: 22, name: '小红', username: 'xh002', password: 'pw002abc' },
        ],
      }),
    );
    const onAdded = vi.fn();
    const onClose = vi.fn();
    renderInApp(<AddStudentsModal open classId={7} onClose={onClose} onAdded={onAdded} />);
    await userEvent.click(screen.getByText('批量添加'));
    await userEvent.type(screen.getByLabelText('学生姓名名单'), '小明{enter}小红{enter}小刚');
    await userEvent.click(screen.getByRole('button', { name: '检查名单' }));

    expect(
      await screen.findByText('共 3 人，可以添加 2 人。 课班还剩 2 个名额。'),
    ).toBeInTheDocument();
    expect(screen.getByText('课班中已有同名学生')).toBeInTheDocument();
    expect(screen.getByText('该课班人数已满，请联系授课老师')).toBeInTheDocument();
    expect(server.callsTo(studentEndpoints.preValidAdd)[0]?.url.searchParams.get('names')).toBe(
      '小明\n小红\n小刚',
    );

    await userEvent.click(screen.getByRole('button', { name: '添加 2 名学生' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(server.callsTo(studentEndpoints.add)[0]?.input).toEqual({
      classId: 7,
      studentList: [{ name: '小明' }, { name: '小红' }],
    });
    expect(onAdded.mock.calls[0]?.[0]).toHaveLength(2);
    expect(onClose).toHaveBeenCalled();
  });

  it('cannot add when no name passes', async () => {
    mockServer(
      answer(studentEndpoints.preValidAdd, {
        total: 1,
        validCount: 0,
        remaining: 0,
        rows: [
          { name: '小刚', valid: false, errors: ['该课班人数已满，请联系授课老师'], warnings: [] },
        ],
      }),
    );
    renderInApp(<AddStudentsModal open classId={7} onClose={vi.fn()} onAdded={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('学生姓名'), '小刚');
    await userEvent.click(screen.getByRole('button', { name: '检查名单' }));
    expect(await screen.findByRole('button', { name: '添加 0 名学生' })).toBeDisabled();
  });
});
