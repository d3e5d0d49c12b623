import { authEndpoints, classEndpoints, type TClassMngRow } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { demoStaffAlive } from '../../test/staff-answers';
import { ClassFormDrawer } from './class-form-drawer';

const row: TClassMngRow = {
  id: 5,
  courseClassName: '三年级AI创作班',
  courseClassStatus: 10,
  classCode: 'AI3001',
  schoolId: 1,
  schoolName: '好多实验小学',
  semesterId: 2,
  platformSemesterName: '2026秋季学期',
  serviceType: 1,
  aiToolTypes: [1],
  aiToolSubTypes: [11, 12],
  availableAi: true,
  effectiveEndDate: null,
  fanbookIdCode: 'FB-3001',
  fanbookInviteCode: 'INV-3001',
  limitStudentSize: 45,
  limitStudentType: 1,
  mallCourseId: 3,
  studentCreateModeType: 2,
  teacherIdList: [7],
  teacherList: [{ worksTeacherId: 7, name: '李老师' }],
  studentCount: 30,
  createdAt: '2026-09-01T00:00:00.000Z',
};

describe('class form', { timeout: 180_000 }, () => {
  it('keeps the community codes and the limit type it does not show when saving', async () => {
    const server = mockServer(
      answer(authEndpoints.checkAlive, demoStaffAlive),
      answer(classEndpoints.update, null),
    );
    renderPage(<ClassFormDrawer open row={row} onClose={() => {}} />);
    const user = userEvent.setup({ delay: null });
    const drawer = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    const name = within(drawer).getByDisplayValue('三年级AI创作班');
    await user.clear(name);
    await user.type(name, '三年级AI创作一班');
    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo(classEndpoints.update)).toHaveLength(1), {
      timeout: 20_000,
    });
    expect(server.callsTo(classEndpoints.update)[0]?.input).toMatchObject({
      id: 5,
      courseClassName: '三年级AI创作一班',
      fanbookIdCode: 'FB-3001',
      fanbookInviteCode: 'INV-3001',
      limitStudentType: 1,
      limitStudentSize: 45,
      mallCourseId: 3,
    });
  });
});
