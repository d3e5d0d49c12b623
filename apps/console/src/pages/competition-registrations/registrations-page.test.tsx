import {
  authEndpoints,
  competitionMngEndpoints,
  competitionRegistrationMngEndpoints as reg,
  identityPasswordEndpoints,
  IdentityMessages,
  regionMngEndpoints,
  type TFileTask,
  type TRegistration,
} from '@haoduo/contract';
import { answer, MockFailure, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, Language } from '../../shared/i18n';
import { renderPage } from '../../test/render-page';
import { demoStaffAlive } from '../../test/staff-answers';
import { CompetitionRegistrationsPage } from './registrations-page';

const ROW: TRegistration = {
  id: 11,
  competitionId: 3,
  competitionName: 'Picture Book Cup',
  studentName: 'W*',
  idCardType: 1,
  idCard: '110***********0021',
  grade: 3,
  mobile: '138****0000',
  teacherName: 'Ms Li',
  teacherMobile: '',
  provinceId: 330000,
  cityId: 330100,
  districtId: 330106,
  schoolId: 5,
  schoolName: 'Sunrise Primary',
  registrationGroup: '',
  works: null,
  anonymised: false,
  createdAt: '2026-11-20T09:00:00+08:00',
  updatedAt: '2026-11-20T09:00:00+08:00',
};

const TASK: TFileTask = {
  id: 9,
  taskTag: 'competition-registrations-export',
  taskFileName: '比赛报名.xlsx',
  taskParam: {},
  taskType: 1,
  status: 'queued',
  percent: 0,
  rowCount: null,
  downloadable: false,
  errorMessage: null,
  importSummary: null,
  creatorUserId: 1,
  creatorName: 'admin',
  createdAt: '2026-11-26T10:00:00+08:00',
  finishedAt: null,
  expiresAt: '2026-12-03T10:00:00+08:00',
};

function serve(exportAnswers: (TFileTask | MockFailure)[]) {
  let exports = 0;
  return mockServer(
    answer(authEndpoints.checkAlive, demoStaffAlive),
    answer(reg.page, { list: [ROW], total: 1, currentPage: 1, pageSize: 20 }),
    answer(competitionMngEndpoints.page, { list: [], total: 0, currentPage: 1, pageSize: 100 }),
    answer(regionMngEndpoints.tree, []),
    answer(reg.export, () => exportAnswers[Math.min(exports++, exportAnswers.length - 1)]!),
    answer(identityPasswordEndpoints.identityStatus, { exist: true, verifiedUntil: null }),
    answer(identityPasswordEndpoints.checkIdentityPassword, {
      exist: true,
      verifiedUntil: '2026-11-26T10:15:00+08:00',
    }),
  );
}

describe('registrations page', { timeout: 180_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage(Language.ZH_CN);
  });

  it('names grades and id card types in English in the English console', async () => {
    await changeLanguage(Language.EN);
    serve([TASK]);
    renderPage(<CompetitionRegistrationsPage />);
    const row = (await screen.findByText('Picture Book Cup', {}, { timeout: 20_000 })).closest(
      'tr',
    )!;
    expect(within(row).getByText('Grade 3')).toBeInTheDocument();
    expect(within(row).getByText('Resident ID card')).toBeInTheDocument();
    expect(row.textContent).not.toMatch(/[\u3400-\u9fff]/);
  });

  it('asks for the identity password when the export would show full id numbers', async () => {
    const server = serve([new MockFailure(403, IdentityMessages.REQUIRED), TASK]);
    renderPage(<CompetitionRegistrationsPage />);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Picture Book Cup', {}, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));

    const modal = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    await user.type(within(modal).getByLabelText('身份密码'), 'Ident1234');
    await user.click(within(modal).getByRole('button', { name: /确\s*定/ }));

    await waitFor(() => expect(server.callsTo(reg.export)).toHaveLength(2), { timeout: 20_000 });
    expect(server.callsTo(identityPasswordEndpoints.checkIdentityPassword)).toHaveLength(1);
  });

  it('exports at once (masked) for a role that unmasks nothing', async () => {
    const server = serve([TASK]);
    renderPage(<CompetitionRegistrationsPage />);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('Picture Book Cup', {}, { timeout: 20_000 });
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(server.callsTo(reg.export)).toHaveLength(1), { timeout: 20_000 });
    expect(server.callsTo(identityPasswordEndpoints.identityStatus)).toHaveLength(0);
  });
});
