import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authEndpoints,
  classEndpoints,
  userEndpoints,
  type TClassListItem,
} from '@haoduo/contract';
import { answer, mockServer } from '@haoduo/contract/testing';
import { initialAppState } from '../../../shared/stores/app-state';
import { useAppStore } from '../../../shared/stores/app-store';
import { renderRoute } from '../../../test/render';
import type { TLoginResult } from '../model/login-result';
import { demoStudentResult, demoTeacherResult } from '../testing/sign-in-results';
import { useSignInFlow, type TSignInContext } from './use-sign-in-flow';

vi.setConfig({ testTimeout: 30_000 });
// Messages and dialogs may take a few seconds to show in a busy test run.
configure({ asyncUtilTimeout: 5_000 });

const EXIST = userEndpoints.passwordExists;
const CLASSES = classEndpoints.list;
const LOGOUT = authEndpoints.logout;

/** A class as the class list answers it. */
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
    aiToolTypes: [1],
    aiToolSubTypes: [12],
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

const classes = [
  listItem({}),
  listItem({
    id: 4,
    worksCourseClassId: 4,
    courseClassName: '初一AI社团',
    aiToolTypes: [2],
    aiToolSubTypes: [6],
  }),
];

function Harness({ result, context }: { result: TLoginResult; context?: TSignInContext }) {
  const flow = useSignInFlow();
  return (
    <>
      <button type="button" onClick={() => flow.start(result, context)}>
        go
      </button>
      {flow.element}
    </>
  );
}

function run(result: TLoginResult, context?: TSignInContext) {
  const view = renderRoute('/login', [
    { path: '/login', element: <Harness result={result} context={context} /> },
    { path: '/user/my/book', element: <h1>我的作品页</h1> },
    { path: '/user/student/list', element: <h1>课班管理页</h1> },
  ]);
  return view;
}

const user = userEvent.setup({ delay: null });

describe('the sign-in flow', () => {
  beforeEach(() => useAppStore.setState(initialAppState()));

  it('a student enters: session kept, classes loaded, the first current, then /user/my/book', async () => {
    const api = mockServer(answer(EXIST, { exist: true }), answer(CLASSES, classes));
    const { router } = run(demoStudentResult);
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByRole('heading', { name: '我的作品页' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/my/book');
    const state = useAppStore.getState();
    expect(state.token).toBe('tok-stu');
    expect(state.user?.accountName).toBe('张小明');
    expect(state.courseClassList).toHaveLength(2);
    expect(state.currentCourseClass?.id).toBe(1);
    expect(localStorage.getItem('loginTenantId')).toBe('1');
    expect(api.callsTo(EXIST)[0]?.headers.authorization).toBe('Bearer tok-stu');
    expect(api.callsTo(CLASSES)[0]?.headers['tenant-info']).toBe('1');
  });

  it('a student without accounts is warned 未查询到有效课班，请联系授课老师核实 and stays', async () => {
    const api = mockServer(answer(EXIST, { exist: true }), answer(LOGOUT, null));
    const { router } = run({
      ...demoStudentResult,
      token: 'tok-stu009',
      accountList: [],
      loginTenantId: null,
    });
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('未查询到有效课班，请联系授课老师核实')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAppStore.getState().token).toBeNull();
    await waitFor(() => expect(api.callsTo(LOGOUT)).toHaveLength(1));
    expect(api.callsTo(LOGOUT)[0]?.headers.authorization).toBe('Bearer tok-stu009');
  });

  it('a teacher with two schools picks one in 选择学校, then lands on their classes', async () => {
    mockServer(answer(EXIST, { exist: true }), answer(CLASSES, []));
    const { router } = run(demoTeacherResult, { mobile: '13800000001' });
    await user.click(screen.getByRole('button', { name: 'go' }));
    const dialog = await screen.findByRole('dialog', { name: '选择学校' });
    expect(useAppStore.getState().token).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: /未来科技中学/ }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('heading', { name: '课班管理页' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/student/list');
    expect(useAppStore.getState().user?.schoolId).toBe(2);
    expect(useAppStore.getState().accountList).toHaveLength(2);
    expect(localStorage.getItem('mobilePhone')).toBe('13800000001');
  });

  it('cancelling 选择学校 drops the sign-in and revokes its token', async () => {
    const api = mockServer(answer(EXIST, { exist: true }), answer(LOGOUT, null));
    run(demoTeacherResult);
    await user.click(screen.getByRole('button', { name: 'go' }));
    const dialog = await screen.findByRole('dialog', { name: '选择学校' });
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(api.callsTo(LOGOUT)).toHaveLength(1));
    expect(useAppStore.getState().token).toBeNull();
  });

  it('an account without a password sets one first, the token kept out of the store meanwhile', async () => {
    mockServer(
      answer(EXIST, { exist: false }),
      answer(userEndpoints.setInitialPassword, null),
      answer(CLASSES, []),
    );
    const zhao = {
      ...demoTeacherResult,
      token: 'tok-zhao',
      accountList: [demoTeacherResult.accountList[0]!],
    };
    run(zhao, { mobile: '13800000003' });
    await user.click(screen.getByRole('button', { name: 'go' }));
    await screen.findByRole('dialog', { name: '初始密码设置' });
    expect(useAppStore.getState().token).toBeNull();
    expect(localStorage.getItem('appState') ?? '').not.toContain('tok-zhao');

    await user.type(screen.getByLabelText('新密码'), 'Zhao1234');
    await user.type(screen.getByLabelText('确认密码'), 'Zhao1234');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await user.click(await screen.findByRole('button', { name: '进入首页（3s后跳转）' }));
    expect(await screen.findByRole('heading', { name: '课班管理页' })).toBeInTheDocument();
    expect(useAppStore.getState().token).toBe('tok-zhao');
  });
});
