import {
  AiWorkshopMessages,
  aiPointEndpoints,
  schoolEndpoints,
  type TAiPointAccount,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../shared/api';
import { SetPointsDialog, setPointsBody } from './set-points-dialog';

const SET = aiPointEndpoints.setPoints;

const ACCOUNT: TAiPointAccount = {
  id: 9,
  ownerType: 2,
  ownerTypeLabel: '班级',
  schoolId: 1,
  schoolName: '好多AI实验小学',
  classId: 7,
  className: '三年级1班',
  accountUserId: null,
  accountType: null,
  name: '三年级1班',
  points: 300,
  dailyLimit: null,
  updatedAt: '2026-11-26T08:00:00+08:00',
};

const SCHOOL_ROW = {
  id: 1,
  name: '好多AI实验小学',
  provinceId: null,
  cityId: null,
  districtId: null,
  regionName: '浙江省杭州市西湖区',
  address: null,
  contactName: null,
  contactMobile: null,
  status: 1,
  aiToolTypes: [],
  createdAt: '2026-01-01T00:00:00+08:00',
};

function renderDialog(account?: TAiPointAccount) {
  const onClose = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <SetPointsDialog open account={account} onClose={onClose} />
    </AppProviders>,
  );
  return { onClose };
}

async function submit() {
  await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
}

describe('the set-points form', { timeout: 90_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends exactly one target: the school, a class or a pupil', () => {
    const values = { schoolId: 1, classId: 7, accountUserId: 21, points: 50, reason: '期初' };
    expect(setPointsBody({ ...values, target: 'school' })).toEqual({
      schoolId: 1,
      points: 50,
      reason: '期初',
    });
    expect(setPointsBody({ ...values, target: 'class' })).toEqual({
      classId: 7,
      points: 50,
      reason: '期初',
    });
    expect(setPointsBody({ ...values, target: 'pupil' })).toEqual({
      accountUserId: 21,
      points: 50,
      reason: '期初',
    });
    expect(setPointsBody({ ...values, target: 'pupil' }, 9)).toEqual({
      id: 9,
      points: 50,
      reason: '期初',
    });
  });

  it('shows the contract messages and calls nothing when the form is empty', async () => {
    const server = mockServer(
      answer(SET, null as never),
      answer(schoolEndpoints.page, { list: [SCHOOL_ROW], total: 1, currentPage: 1, pageSize: 50 }),
    );
    renderDialog();
    await screen.findByRole('dialog');
    await submit();

    expect(await screen.findByText(AiWorkshopMessages.POINTS_INVALID)).toBeInTheDocument();
    expect(screen.getByText(AiWorkshopMessages.POINTS_REASON_REQUIRED)).toBeInTheDocument();
    expect(server.callsTo(SET)).toHaveLength(0);
  });

  it('asks for the school when only the points and reason are given', async () => {
    const server = mockServer(
      answer(schoolEndpoints.page, { list: [SCHOOL_ROW], total: 1, currentPage: 1, pageSize: 50 }),
    );
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup({ delay: null });
    await user.type(within(dialog).getByLabelText('点数设为'), '1000');
    await user.type(within(dialog).getByLabelText('调整原因'), '本学期预算');
    await submit();

    expect(await screen.findByText(AiWorkshopMessages.POINTS_TARGET_REQUIRED)).toBeInTheDocument();
    expect(server.callsTo(SET)).toHaveLength(0);
  });

  it("sets a school's budget", async () => {
    const server = mockServer(
      answer(SET, { ...ACCOUNT, id: 1, ownerType: 1, records: [] }),
      answer(schoolEndpoints.page, { list: [SCHOOL_ROW], total: 1, currentPage: 1, pageSize: 50 }),
    );
    const { onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    const user = userEvent.setup({ delay: null });
    await user.click(within(dialog).getByRole('combobox', { name: '学校' }));
    await user.click(await screen.findByTitle('好多AI实验小学'));
    await user.type(within(dialog).getByLabelText('点数设为'), '1000');
    await user.type(within(dialog).getByLabelText('调整原因'), '本学期预算');
    await submit();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo(SET)[0]?.input).toEqual({
      schoolId: 1,
      points: 1000,
      reason: '本学期预算',
    });
  });

  it("sets a listed account's balance by its id", async () => {
    const server = mockServer(answer(SET, { ...ACCOUNT, points: 120, records: [] }));
    const { onClose } = renderDialog(ACCOUNT);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('三年级1班', { selector: 'td span' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    const points = within(dialog).getByLabelText('点数设为');
    await user.clear(points);
    await user.type(points, '120');
    await user.type(within(dialog).getByLabelText('调整原因'), '收回多余点数');
    await submit();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo(SET)[0]?.input).toEqual({ id: 9, points: 120, reason: '收回多余点数' });
  });
});
