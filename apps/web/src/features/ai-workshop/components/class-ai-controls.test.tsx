import { AccountType } from '@haoduo/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/api/query-client';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';
import { callsTo, mockApi } from '../../../test/mock-api';
import { renderInApp } from '../../../test/render';
import { ClassAiControls } from './class-ai-controls';

const P = '/api/v1/works-service/ai-class-control/custom';

describe('the teacher’s AI controls of a class', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useAppStore.setState(initialAppState());
    useAppStore.setState({ token: 'tok', accountType: AccountType.TEACHER });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it('pauses the class and locks a tool, showing what the server saved', async () => {
    let control = {
      classId: 4,
      courseClassName: '四年级绘本班',
      paused: false,
      lockedTools: [] as string[],
      lessonRequired: false,
      lessonOpen: false,
      lessonOpenUntil: null,
      updatedAt: null,
    };
    const api = mockApi({
      [`GET ${P}/detail`]: () => control,
      [`POST ${P}/set`]: (_url: URL, body: unknown) => {
        control = { ...control, ...(body as object) };
        return control;
      },
    });
    renderInApp(<ClassAiControls classId={4} />);
    const box = await screen.findByRole('region', { name: 'AI课堂控制' });
    await userEvent.click(within(box).getByRole('switch', { name: '暂停本班的AI创作' }));
    expect(await within(box).findByText('已暂停本班的AI创作（点开关恢复）')).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('checkbox', { name: 'AI音乐' }));
    await vi.waitFor(() =>
      expect(within(box).getByRole('checkbox', { name: 'AI音乐' })).toBeChecked(),
    );
    expect(callsTo(api, 'POST', `${P}/set`).map((c) => c.body)).toEqual([
      { classId: 4, paused: true },
      { classId: 4, lockedTools: ['music'] },
    ]);
  });
});
