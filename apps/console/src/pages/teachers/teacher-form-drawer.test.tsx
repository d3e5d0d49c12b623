import { authEndpoints, Messages, schoolEndpoints, teacherEndpoints } from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, schoolRow, teacherRow } from '../../test/academic-fixtures';
import { renderPage } from '../../test/render-page';
import { TeachersPage } from './teachers-page';
import { demoStaffAlive } from '../../test/staff-answers';

function serve(add: Parameters<typeof answer<typeof teacherEndpoints.add>>[1]) {
  return mockServer(
    answer(authEndpoints.checkAlive, demoStaffAlive),
    answer(teacherEndpoints.query, page([teacherRow(1)])),
    answer(schoolEndpoints.page, page([schoolRow(1, { name: '好多AI实验小学' })])),
    answer(teacherEndpoints.add, add),
  );
}

async function openDrawer() {
  const user = userEvent.setup({ delay: null });
  renderPage(<TeachersPage />);
  await user.click(await screen.findByRole('button', { name: /新增教师/ }, { timeout: 20_000 }));
  const drawer = await screen.findByRole('dialog');
  return { user, drawer };
}

describe('teacher form drawer', { timeout: 180_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the contract's messages and sends nothing while the form is wrong", async () => {
    const server = serve({ worksTeacherId: 9 });
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }));

    expect(
      await within(drawer).findByText('请选择学校', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(within(drawer).getByText(Messages.REAL_NAME_REQUIRED)).toBeInTheDocument();
    expect(within(drawer).getByText(Messages.MOBILE_REQUIRED)).toBeInTheDocument();

    await user.type(within(drawer).getByLabelText('手机号'), '1234');
    expect(
      await within(drawer).findByText(Messages.MOBILE_INVALID, {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(server.callsTo(teacherEndpoints.add)).toHaveLength(0);
  });

  it('sends the body, closes and refreshes; a field error of the server lands under its field', async () => {
    let refuse = true;
    const server = serve(() =>
      refuse
        ? new MockFailure(422, '校验失败', [{ field: 'mobile', message: '该手机号已是本校教师' }])
        : { worksTeacherId: 9 },
    );
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('combobox'));
    await user.click(await screen.findByTitle('好多AI实验小学'));
    await user.type(within(drawer).getByLabelText('姓名'), ' 周老师 ');
    await user.type(within(drawer).getByLabelText('手机号'), '13800000009');
    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }));

    expect(await within(drawer).findByText('该手机号已是本校教师')).toBeInTheDocument();

    refuse = false;
    const listCalls = server.callsTo(teacherEndpoints.query).length;
    await user.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(server.callsTo(teacherEndpoints.add)).toHaveLength(2));
    expect(server.callsTo(teacherEndpoints.add)[1]?.input).toEqual({
      schoolId: 1,
      name: '周老师',
      mobile: '13800000009',
      teacherRoleType: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(server.callsTo(teacherEndpoints.query).length).toBeGreaterThan(listCalls),
    );
  });
});
