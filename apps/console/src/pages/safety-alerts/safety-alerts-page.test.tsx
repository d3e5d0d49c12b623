import { safetyAlertEndpoints, SAFETY_STAT_KINDS, type TSafetyWeeklyStats } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { SafetyAlertsPage } from './safety-alerts-page';

const STATS = [
  {
    schoolId: 1,
    schoolName: '好多AI实验小学',
    open: 2,
    acknowledged: 1,
    closed: 3,
    alerts: 6,
    refused: 40,
    flagged: 7,
    staffRefused: 2,
  },
  {
    schoolId: 2,
    schoolName: '未来科技中学',
    open: 0,
    acknowledged: 0,
    closed: 1,
    alerts: 1,
    refused: 5,
    flagged: 0,
    staffRefused: 0,
  },
];

const counts = (patch: Partial<Record<(typeof SAFETY_STAT_KINDS)[number], number>>) => ({
  ...(Object.fromEntries(SAFETY_STAT_KINDS.map((kind) => [kind, 0])) as Record<
    (typeof SAFETY_STAT_KINDS)[number],
    number
  >),
  ...patch,
});

const WEEKLY: TSafetyWeeklyStats = {
  dateFrom: '2026-10-05',
  dateTo: '2026-11-26',
  rows: [
    {
      weekStart: '2026-11-23',
      schoolId: 1,
      schoolName: '好多AI实验小学',
      regionName: '浙江省杭州市西湖区',
      total: 9,
      alerts: 2,
      staffRefused: 1,
      counts: counts({ 'self-harm': 2, bullying: 4, 'personal-data': 3 }),
    },
    {
      weekStart: '2026-11-16',
      schoolId: 1,
      schoolName: '好多AI实验小学',
      regionName: '浙江省杭州市西湖区',
      total: 1,
      alerts: 0,
      staffRefused: 0,
      counts: counts({ jailbreak: 1 }),
    },
  ],
  weeks: [
    { weekStart: '2026-11-16', total: 1, counts: counts({ jailbreak: 1 }) },
    {
      weekStart: '2026-11-23',
      total: 9,
      counts: counts({ 'self-harm': 2, bullying: 4, 'personal-data': 3 }),
    },
  ],
};

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('safety alert counts page', { timeout: 90_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each school's alerts by status, refusals and flags, with the totals", async () => {
    const server = mockServer(
      answer(safetyAlertEndpoints.stats, STATS),
      answer(safetyAlertEndpoints.weeklyStats, WEEKLY),
    );
    renderPage(<SafetyAlertsPage />);

    const row = (await screen.findAllByText('未来科技中学'))[0]!.closest('tr')!;
    expect(cells(row)).toEqual(['未来科技中学', '0', '0', '1', '1', '5', '0', '0']);
    const refused = screen.getByText('拦截次数', { selector: '.ant-statistic-title' });
    expect(refused.closest('.ant-statistic')).toHaveTextContent('45');
    expect(server.callsTo(safetyAlertEndpoints.stats)[0]?.input).toEqual({});
  });

  it('counts each kind per week and school with its region, charted and exported', async () => {
    const server = mockServer(
      answer(safetyAlertEndpoints.stats, STATS),
      answer(safetyAlertEndpoints.weeklyStats, WEEKLY),
      answer(safetyAlertEndpoints.weeklyExport, {
        id: 5,
        taskTag: 'safety-weekly-export',
        taskFileName: '安全预警周统计.xlsx',
        taskParam: {},
        taskType: 1,
        status: 'done',
        percent: 100,
        rowCount: 2,
        downloadable: true,
      } as never),
    );
    renderPage(<SafetyAlertsPage />);
    const weekly = (await screen.findByText('每周按类别统计')).closest('.ant-card') as HTMLElement;
    expect(await within(weekly).findByRole('img', { name: '每周各类别次数' })).toBeInTheDocument();
    // The chart's legend names the kinds that happened.
    for (const kind of ['自我伤害', '欺凌辱骂', '个人信息', '让AI违反规则']) {
      expect(within(weekly).getAllByText(kind).length).toBeGreaterThan(0);
    }
    const row = within(weekly).getByText('2026-11-23').closest('tr')!;
    const header = within(weekly)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const at = (title: string) => cells(row)[header.indexOf(title)];
    expect(at('地区')).toBe('浙江省杭州市西湖区');
    expect(at('自我伤害')).toBe('2');
    expect(at('欺凌辱骂')).toBe('4');
    expect(at('预警')).toBe('2');
    expect(at('教师被拦截')).toBe('1');
    expect(server.callsTo(safetyAlertEndpoints.weeklyStats)[0]?.input).toEqual({});

    await userEvent.click(within(weekly).getByRole('button', { name: /导\s?出/ }));
    await waitFor(() => expect(server.callsTo(safetyAlertEndpoints.weeklyExport)).toHaveLength(1));
  });

  it('says so when nothing happened in the range', async () => {
    mockServer(
      answer(safetyAlertEndpoints.stats, []),
      answer(safetyAlertEndpoints.weeklyStats, { ...WEEKLY, rows: [], weeks: [] }),
    );
    renderPage(<SafetyAlertsPage />);
    expect(await screen.findByText('所选时间内没有预警、拦截或标记')).toBeInTheDocument();
    expect(await screen.findByText('所选时间内没有被拦截或标记的内容')).toBeInTheDocument();
  });
});
