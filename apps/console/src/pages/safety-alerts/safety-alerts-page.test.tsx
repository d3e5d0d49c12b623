import { safetyAlertEndpoints } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, within } from '@testing-library/react';
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
  },
];

describe('safety alert counts page', { timeout: 90_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each school's alerts by status, refusals and flags, with the totals", async () => {
    const server = mockServer(answer(safetyAlertEndpoints.stats, STATS));
    renderPage(<SafetyAlertsPage />);

    const row = (await screen.findByText('好多AI实验小学')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['好多AI实验小学', '2', '1', '3', '6', '40', '7']);
    expect(screen.getByText('未来科技中学')).toBeInTheDocument();
    const refused = screen.getByText('拦截次数', { selector: '.ant-statistic-title' });
    expect(refused.closest('.ant-statistic')).toHaveTextContent('45');
    expect(server.callsTo(safetyAlertEndpoints.stats)[0]?.input).toEqual({});
  });

  it('says so when nothing happened in the range', async () => {
    mockServer(answer(safetyAlertEndpoints.stats, []));
    renderPage(<SafetyAlertsPage />);
    expect(await screen.findByText('所选时间内没有预警、拦截或标记')).toBeInTheDocument();
  });
});
