import { AccountType, type TCourseClass } from '@haoduo/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/api/query-client';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';
import { mockServer } from '@haoduo/contract/testing';
import { renderInApp } from '../../../test/render';
import { clearStudentWindowSession } from '../class-session';
import { ClassSwitcher } from './class-switcher';

const cls = (id: number, name: string, school: string): TCourseClass => ({
  id,
  courseClassName: name,
  courseClassStatus: 60,
  platformSemesterName: '2026秋季学期',
  schoolName: school,
  aiToolTypes: [1],
  aiToolSubTypes: [12],
  availableAi: true,
});

describe('class switcher', { timeout: 30_000 }, () => {
  beforeEach(() => {
    const list = [cls(1, '三年级AI创作班', '好多AI实验小学'), cls(4, '初一AI社团', '未来科技中学')];
    useAppStore.setState({
      ...initialAppState(),
      token: 'tok',
      accountType: AccountType.STUDENT,
      courseClassList: list,
      currentCourseClass: list[0]!,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
    clearStudentWindowSession();
  });

  it('shows status, name, semester and school in each option; switching goes to my/book', async () => {
    mockServer();
    const { router } = renderInApp(<ClassSwitcher />, '/aiTools');
    const switcher = screen.getByLabelText('切换班级');
    expect(switcher).toHaveDisplayValue(/三年级AI创作班/);
    const club = screen.getByRole('option', { name: /初一AI社团/ });
    expect(club).toHaveTextContent('开班中');
    expect(club).toHaveTextContent('初一AI社团');
    expect(club).toHaveTextContent('2026秋季学期 · 未来科技中学');
    expect(screen.getAllByRole('option')).toHaveLength(2);

    await userEvent.selectOptions(switcher, club);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/my/book'));
    expect(useAppStore.getState().currentCourseClass?.id).toBe(4);
    expect(window.__haoduoStudentSession?.classId).toBe(4);
  });
});
