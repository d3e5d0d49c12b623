import {
  AccountType,
  aiToolConfigEndpoints,
  classEndpoints,
  launchEndpoints,
  type TClassListItem,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/api/query-client';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';
import { useMaterialNotice } from '../../../shared/ui/material-notice';
import { renderInApp } from '../../../test/render';
import { ToolTiles } from './tool-tiles';

/** The school has closed nothing: the tiles follow the class alone. */
const allOpen = answer(aiToolConfigEndpoints.bySchool, {
  schoolId: 1,
  toolList: [],
  enabledToolTypes: [6, 11, 12, 13, 14, 15, 31, 41],
});

function listItem(overrides: Partial<TClassListItem>): TClassListItem {
  return {
    id: 1,
    worksCourseClassId: 1,
    courseClassName: '三年级AI创作班',
    courseClassStatus: 60,
    platformSemesterId: 1,
    platformSemesterName: '2026秋季学期',
    schoolId: 1,
    schoolName: '好多AI实验小学',
    aiToolTypes: [1, 2, 3, 4],
    aiToolSubTypes: [6, 11, 12, 13, 14, 15, 31, 41],
    availableAi: true,
    effectiveEndDate: null,
    hasInviteCode: true,
    classCode: null,
    studentCount: null,
    limitStudentSize: null,
    studentCreateModeType: 2,
    ...overrides,
  };
}

const account = (type: 1 | 2) => ({
  accountUserId: 1,
  accountName: type === 1 ? '王老师' : '李小红',
  schoolId: 1,
  schoolName: '好多AI实验小学',
  accountType: type,
});

function signIn(type: 1 | 2, currentCourseClass: TClassListItem | null = null) {
  useAppStore.setState({
    token: 'tok',
    accountType: type,
    user: account(type),
    accountList: [account(type)],
    currentCourseClass,
  });
}

const tile = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('AI tool tiles', { timeout: 30_000 }, () => {
  beforeEach(() => useAppStore.setState(initialAppState()));
  afterEach(() => {
    delete window.__HAODUO_CONFIG__;
    vi.unstubAllGlobals();
    queryClient.clear();
    useMaterialNotice.setState({ open: false, used: false });
  });

  it('shows 暂未开通 on every tile the class lacks, and the no-invitation-code dialog', async () => {
    const server = mockServer(allOpen);
    signIn(
      AccountType.STUDENT,
      listItem({ id: 2, aiToolTypes: [1], aiToolSubTypes: [12], hasInviteCode: false }),
    );
    renderInApp(<ToolTiles />);
    expect(screen.getAllByText('暂未开通')).toHaveLength(7);
    expect(tile('绘画大模型')).not.toHaveTextContent('暂未开通');
    expect(tile('语言大模型')).toHaveAccessibleName('语言大模型 暂未开通');

    await userEvent.click(tile('绘画大模型'));
    const dialog = await screen.findByRole('dialog', { name: '温馨提示' });
    expect(dialog).toHaveTextContent('课班未查询到邀请码，请联系授课老师处理');
    expect(server.callsTo(launchEndpoints.community)).toHaveLength(0);
  });

  it('names a tile by its title and describes it by its type and description', () => {
    mockServer(allOpen);
    signIn(AccountType.STUDENT, listItem({ aiToolTypes: [1], aiToolSubTypes: [12] }));
    renderInApp(<ToolTiles />);
    expect(tile('绘画大模型')).toHaveAccessibleName('绘画大模型');
    expect(tile('绘画大模型')).toHaveAccessibleDescription(
      '大模型 把想法画出来，生成插画与绘本画面',
    );
    expect(tile('语言大模型')).toHaveAccessibleDescription('大模型 对话问答，辅助阅读、写作与思考');
  });

  it('opens the material notice for a student whose class has no AI', async () => {
    mockServer();
    signIn(AccountType.STUDENT, listItem({ courseClassStatus: 99, availableAi: false }));
    renderInApp(<ToolTiles />);
    expect(screen.getAllByText('暂未开通')).toHaveLength(8);
    await userEvent.click(tile('绘画大模型'));
    expect(useMaterialNotice.getState().open).toBe(true);
  });

  it('lets a teacher pick among the classes carrying the tool and opens the studio in this tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const closed = listItem({ id: 3, courseClassName: '往期体验班', courseClassStatus: 99 });
    const server = mockServer(
      answer(classEndpoints.aiToolClassGroup, {
        agentClassList: [listItem({ aiToolSubTypes: [6] })],
        fanbookClassList: [
          listItem({ aiToolSubTypes: [11, 12] }),
          { ...closed, aiToolSubTypes: [12] },
        ],
        aiEnlightenmentClassList: [],
        aiHardwareClassList: [],
      }),
      allOpen,
      answer(launchEndpoints.community, {
        inviteCode: 'HDAI3001',
        appId: 'app',
        code: 'c',
        nonce: 'n',
        timestamp: 1,
        sign: 's',
        auth: '/ai?appId=app&code=c&nonce=n&timestamp=1&sign=s&inviteCode=HDAI3001&subType=11',
      }),
    );
    signIn(AccountType.TEACHER);
    const { router } = renderInApp(<ToolTiles />, '/aiTools');
    await waitFor(() => expect(screen.getAllByText('暂未开通')).toHaveLength(5));

    await userEvent.click(tile('绘画大模型'));
    const picker = await screen.findByRole('dialog', { name: '选择课班' });
    expect(within(picker).getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(within(picker).getByLabelText(/往期体验班/));
    await userEvent.click(within(picker).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('往期体验班已关闭，不可使用')).toBeInTheDocument();
    expect(server.callsTo(launchEndpoints.community)).toHaveLength(0);

    await userEvent.click(tile('语言大模型'));
    await waitFor(() => expect(server.callsTo(launchEndpoints.community)).toHaveLength(1));
    expect(server.callsTo(launchEndpoints.community)[0]?.input).toEqual({
      worksClassId: 1,
      subType: 11,
    });
    // Our own studio: this tab, a short address, the ticket in the navigation's state.
    await waitFor(() => expect(router.state.location.pathname).toBe('/ai'));
    expect(router.state.location.search).toBe('?subType=11');
    expect(router.state.location.state).toEqual({ launchCode: 'c' });
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('opens an external studio in a new window', async () => {
    window.__HAODUO_CONFIG__ = { aiStudioUrl: 'https://studio.partner.example/entry' };
    const win = { closed: false, opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    mockServer(
      allOpen,
      answer(launchEndpoints.agent, {
        code: 'c',
        url: 'https://studio.partner.example/entry/agent?code=c',
      }),
    );
    signIn(AccountType.STUDENT, listItem({}));
    const { router } = renderInApp(<ToolTiles />, '/aiTools');
    await userEvent.click(tile('智能体'));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() =>
      expect(win.location.href).toBe('https://studio.partner.example/entry/agent?code=c'),
    );
    expect(router.state.location.pathname).toBe('/aiTools');
    open.mockRestore();
  });

  it('says plainly that there is no AI hardware platform instead of opening painting', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const server = mockServer(allOpen);
    signIn(AccountType.STUDENT, listItem({}));
    const { router } = renderInApp(<ToolTiles />, '/aiTools');
    await userEvent.click(tile('AI硬件'));
    const dialog = await screen.findByRole('dialog', { name: 'AI硬件' });
    expect(dialog).toHaveTextContent('学校还没有接入AI硬件平台');
    expect(server.callsTo(launchEndpoints.hardware)).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/aiTools');
    open.mockRestore();
  });

  it('opens a configured AI hardware platform in a new window', async () => {
    window.__HAODUO_CONFIG__ = { hardwareLoginUrl: 'https://hw.partner.example/login' };
    const win = { closed: false, opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    mockServer(
      allOpen,
      answer(launchEndpoints.hardware, { url: 'https://hw.partner.example/login?code=c&sign=s' }),
    );
    signIn(AccountType.STUDENT, listItem({}));
    renderInApp(<ToolTiles />, '/aiTools');
    await userEvent.click(tile('AI硬件'));
    await waitFor(() =>
      expect(win.location.href).toBe('https://hw.partner.example/login?code=c&sign=s'),
    );
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    open.mockRestore();
  });

  it('sends a visitor to the trial sign-in', async () => {
    mockServer();
    const { router } = renderInApp(<ToolTiles />);
    expect(screen.queryByText('暂未开通')).not.toBeInTheDocument();
    await userEvent.click(tile('AI工坊'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?type=3');
  });
});
