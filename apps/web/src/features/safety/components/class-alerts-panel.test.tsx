import { safetyAlertEndpoints as E } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { alertOf, signInTeacher } from '../test/fixtures';
import { ClassAlertsPanel } from './class-alerts-panel';

describe('the class page’s alerts', { timeout: 60_000 }, () => {
  beforeEach(signInTeacher);

  it('shows the message in its chat and acknowledges it', async () => {
    let alert = alertOf();
    const server = mockServer(
      answer(E.openList, () => ({ openCount: alert.status === 'open' ? 1 : 0, list: [alert] })),
      answer(E.acknowledge, () => {
        alert = alertOf({
          status: 'acknowledged',
          acknowledgedByName: '李老师',
          acknowledgedAt: '2026-11-26T06:02:00.000Z',
        });
        return alert;
      }),
    );
    renderInApp(<ClassAlertsPanel classId={4} />);
    const card = await screen.findByRole('article', { name: '李小红 · 可能伤害自己' });
    expect(within(card).getByText('紧急')).toBeInTheDocument();
    expect(within(card).getByText('今天考试没考好')).toBeInTheDocument();
    expect(within(card).getByText('没关系，下次努力！')).toBeInTheDocument();
    expect(within(card).getByText('我不想活了，活着没意思')).toBeInTheDocument();
    expect(server.callsTo(E.openList)[0]!.input).toEqual({ classId: '4' });

    await userEvent.click(within(card).getByRole('button', { name: /确\s?认/ }));
    await waitFor(() => expect(within(card).getByText('已确认')).toBeInTheDocument());
    expect(within(card).getByText(/李老师 于 .* 确认/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /确\s?认/ })).toBeNull();
    expect(server.callsTo(E.acknowledge).map((call) => call.input)).toEqual([{ id: 7 }]);
    // Closing asks for a note.
    await userEvent.click(within(card).getByRole('button', { name: /关\s?闭/ }));
    expect(await screen.findByRole('dialog', { name: '关闭提醒' })).toBeInTheDocument();
  });

  it('says so kindly when nothing needs handling', async () => {
    mockServer(answer(E.openList, { openCount: 0, list: [] }));
    renderInApp(<ClassAlertsPanel classId={4} />);
    expect(await screen.findByText('本班暂时没有需要处理的提醒')).toBeInTheDocument();
    // The handled ones are a link away.
    expect(screen.getByRole('link', { name: '已处理的提醒' })).toHaveAttribute(
      'href',
      '/user/student/list/closed-alerts?classId=4',
    );
  });
});
