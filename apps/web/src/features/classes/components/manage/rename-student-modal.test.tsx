import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { studentEndpoints } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { renderInApp } from '../../../../test/render';
import { RenameStudentModal } from './rename-student-modal';
const student = {
  worksStudentId: 10,
  name: '王小雨',
  username: 'ai3001s01',
  worksCourseClassId: 1,
  courseClassName: '三年级AI创作班',
  status: 1,
  mac: null,
  joinedAt: '2026-09-01T00:00:00Z',
  initialPasswordUnchanged: true,
};

describe('rename login name dialog', { timeout: 30_000 }, () => {
  it('starts from the current name; requires a name that follows the rule', async () => {
    mockServer();
    renderInApp(<RenameStudentModal student={student} onClose={vi.fn()} />);
    const input = screen.getByLabelText('新的登录名');
    expect(input).toHaveValue('ai3001s01');
    await userEvent.clear(input);
    expect(await screen.findByText('请输入登录名')).toBeInTheDocument();
    await userEvent.type(input, '王小雨');
    expect(await screen.findByText('登录名只能包含英文、数字和下划线，3~32位')).toBeInTheDocument();
  });

  it('saves a valid name, and shows the server message for a taken one', async () => {
    const server = mockServer(
      answer(studentEndpoints.updateUsername, (call) =>
        (call.input as { username: string }).username === 'taken'
          ? new MockFailure(409, '登录名「taken」已被使用，请换一个')
          : { username: 'wangxy' },
      ),
    );
    const onClose = vi.fn();
    renderInApp(<RenameStudentModal student={student} onClose={onClose} />);
    const input = screen.getByLabelText('新的登录名');
    await userEvent.clear(input);
    await userEvent.type(input, 'taken');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('登录名「taken」已被使用，请换一个')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, 'wangxy');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo(studentEndpoints.updateUsername).at(-1)?.input).toEqual({
      studentId: 10,
      username: 'wangxy',
    });
  });
});
