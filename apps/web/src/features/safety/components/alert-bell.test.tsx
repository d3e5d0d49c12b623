import { safetyAlertEndpoints as E } from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../../test/render';
import { eventStream } from '../test/event-stream';
import { alertOf, signInTeacher } from '../test/fixtures';
import { AlertBell } from './alert-bell';

describe('the teacher’s alert bell', { timeout: 60_000 }, () => {
  let stream: ReturnType<typeof eventStream>;
  beforeEach(() => {
    signInTeacher();
    stream = eventStream();
  });
  afterEach(() => stream.end());

  it('shows a streamed alert at once: the count, a notice and the dropdown', async () => {
    const server = mockServer(
      answer(E.openList, { openCount: 0, list: [] }),
      answer(E.stream, () => stream.response()),
    );
    const { router } = renderInApp(<AlertBell />);
    const bell = await screen.findByRole('button', { name: '安全提醒' });
    expect(screen.queryByTestId('safety-bell-count')).not.toBeInTheDocument();
    await expect.poll(() => server.callsTo(E.stream).length).toBe(1);
    expect(server.callsTo(E.stream)[0]!.input).toEqual({ after: '0' });

    // The server now lists it too (the bell reads the list again after an event).
    server.answer(answer(E.openList, { openCount: 1, list: [alertOf()] }));
    stream.send('ready', {});
    stream.send('alert', { type: 'alert', alert: alertOf() });

    expect(await screen.findByTestId('safety-bell-count')).toHaveTextContent('1');
    expect(bell).toHaveAccessibleName('安全提醒，1 条未确认');
    expect(await screen.findByText('紧急提醒：李小红可能需要帮助')).toBeInTheDocument();
    expect(screen.getByText(/四年级绘本班 · 可能伤害自己/)).toBeInTheDocument();

    await userEvent.click(bell);
    const panel = await screen.findByTestId('safety-bell-panel');
    expect(within(panel).getByText('李小红')).toBeInTheDocument();
    expect(within(panel).getByText('我不想活了，活着没意思')).toBeInTheDocument();
    // The handled alerts are a click away.
    await userEvent.click(within(panel).getByRole('button', { name: '查看已处理的提醒' }));
    expect(router.state.location.pathname).toBe('/user/student/list/closed-alerts');
  });

  it('takes an acknowledged alert off the count without a notice', async () => {
    const server = mockServer(
      answer(E.openList, { openCount: 1, list: [alertOf({ severity: 'high' })] }),
      answer(E.stream, () => stream.response()),
    );
    renderInApp(<AlertBell />);
    expect(await screen.findByTestId('safety-bell-count')).toHaveTextContent('1');
    await expect.poll(() => server.callsTo(E.stream).length).toBe(1);
    expect(server.callsTo(E.stream)[0]!.input).toEqual({ after: '7' });
    const seen = alertOf({ severity: 'high', status: 'acknowledged' });
    server.answer(answer(E.openList, { openCount: 0, list: [seen] }));
    stream.send('alert', { type: 'update', alert: seen });
    await expect.poll(() => screen.queryByTestId('safety-bell-count')).toBeNull();
    expect(screen.queryByText(/紧急提醒/)).not.toBeInTheDocument();
  });
});
