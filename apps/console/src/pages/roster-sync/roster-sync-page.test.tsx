import {
  classEndpoints,
  classSyncEndpoints,
  fileTaskEndpoints,
  schoolEndpoints,
  type TFileTask,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { staffSession } from '../../test/render-app';
import { RosterSyncPage } from './roster-sync-page';

const SCHOOL = {
  id: 7,
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

const CONFIG = {
  id: 3,
  schoolId: 7,
  classId: 11,
  courseClassName: '三年级AI创作班',
  rosterGradeName: '三年级',
  rosterClassName: '2班',
  createdAt: '2026-11-20T09:00:00+08:00',
};

const task = (over: Partial<TFileTask>): TFileTask => ({
  id: 1,
  taskTag: 'school-roster-import',
  taskFileName: '花名册.xlsx',
  taskParam: { schoolId: 7 },
  taskType: 2,
  status: 'done',
  percent: 100,
  rowCount: 3,
  downloadable: false,
  errorMessage: null,
  importSummary: null,
  creatorUserId: 1,
  creatorName: '平台管理员',
  createdAt: '2026-11-25T10:00:00+08:00',
  finishedAt: '2026-11-25T10:00:02+08:00',
  expiresAt: '2026-12-02T10:00:00+08:00',
  ...over,
});

const EARLIER = task({
  id: 1,
  importSummary: {
    total: 3,
    succeeded: 2,
    failed: 1,
    errors: [{ rowNumber: 4, message: '第4行：年级「四年级」班级「1班」没有同步配置' }],
  },
});
const OTHER_SCHOOL = task({ id: 2, taskParam: { schoolId: 8 }, creatorName: '别校管理员' });

const MANAGER = staffSession([
  'school:page',
  'class:platform-list',
  'class:sync',
  'class:sync-config-list',
  'class:sync-config-add',
  'class:sync-config-delete',
  'file-task:page',
  'file-task:detail',
]);

describe('roster sync page', { timeout: 420_000 }, () => {
  it("shows a school's configs and runs, adds a config, syncs a roster with a refused row", async () => {
    const server = mockServer(
      answer(schoolEndpoints.page, { list: [SCHOOL], total: 1, currentPage: 1, pageSize: 50 }),
      answer(classSyncEndpoints.syncConfigList, [CONFIG]),
      answer(classEndpoints.platformList, [
        {
          id: 12,
          courseClassName: '四年级AI创作班',
          courseClassStatus: 2,
          schoolId: 7,
          schoolName: SCHOOL.name,
          platformSemesterName: '2026秋季学期',
        },
      ]),
      answer(classSyncEndpoints.syncConfigAdd, { ...CONFIG, id: 4, classId: 12 }),
      answer(fileTaskEndpoints.page, {
        list: [EARLIER, OTHER_SCHOOL],
        total: 2,
        currentPage: 1,
        pageSize: 100,
      }),
      answer(classSyncEndpoints.sync, task({ id: 5, status: 'queued', percent: 0 })),
      answer(
        fileTaskEndpoints.detail,
        task({
          id: 5,
          importSummary: {
            total: 30,
            succeeded: 29,
            failed: 1,
            errors: [{ rowNumber: 17, message: '第17行：姓名不能为空' }],
          },
        }),
      ),
    );
    renderPage(<RosterSyncPage />, { session: MANAGER });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('请先选择学校，再配置和同步花名册。')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '学校' }));
    await user.click(await screen.findByText('好多AI实验小学'));

    // The configs and this school's runs only.
    expect(await screen.findByText('三年级AI创作班')).toBeInTheDocument();
    expect(server.callsTo(classSyncEndpoints.syncConfigList)[0]?.input).toEqual({ schoolId: '7' });
    expect(await screen.findByText('共 3 行，成功 2 人，失败 1 行')).toBeInTheDocument();
    expect(screen.queryByText('别校管理员')).not.toBeInTheDocument();
    expect(server.callsTo(fileTaskEndpoints.page)[0]?.input).toMatchObject({
      taskTag: 'school-roster-import',
    });

    // A new config.
    await user.type(screen.getByLabelText('名单中的年级'), '四年级');
    await user.type(screen.getByLabelText('名单中的班级'), '1班');
    await user.click(screen.getByRole('combobox', { name: '课班' }));
    await user.click(await screen.findByText('四年级AI创作班（2026秋季学期）'));
    await user.click(screen.getByRole('button', { name: /添加配置/ }));
    await waitFor(() =>
      expect(server.callsTo(classSyncEndpoints.syncConfigAdd)[0]?.input).toEqual({
        classId: 12,
        rosterGradeName: '四年级',
        rosterClassName: '1班',
      }),
    );

    // A run now: the roster goes up, the task is followed to its result.
    const roster = new File([new Uint8Array([0x50, 0x4b, 3, 4])], '花名册.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, roster);
    await user.click(screen.getByRole('button', { name: '开始同步' }));
    await waitFor(() => expect(server.callsTo(classSyncEndpoints.sync)).toHaveLength(1), {
      timeout: 10_000,
    });
    const sync = server.callsTo(classSyncEndpoints.sync)[0]!;
    expect(sync.query.get('schoolId')).toBe('7');
    expect((sync.form?.get('file') as File).name).toBe('花名册.xlsx');
    const refused = await screen.findByText('第17行：姓名不能为空', {}, { timeout: 15_000 });
    const result = refused.closest('.ant-card')!;
    expect(within(result as HTMLElement).getByText('29')).toBeInTheDocument();
  });
});
