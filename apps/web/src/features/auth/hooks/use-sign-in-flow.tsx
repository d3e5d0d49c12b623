import { AccountType, type TAccountItem } from '@haoduo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { userHomePath } from '../../../shared/navigation/paths';
import { useAppStore } from '../../../shared/stores/app-store';
import { feedback } from '../../../shared/ui/feedback';
import { checkPasswordExist } from '../api/check-password-exist';
import { logoutRequest } from '../api/logout';
import { getSignInClassList } from '../api/sign-in-class-list';
import { accountTypeOf, sessionOfLoginResult, type TLoginResult } from '../model/login-result';
import { rememberMobile } from '../model/remembered-mobile';
import { nextSignInStep } from '../model/sign-in-steps';

// The flow's dialogs load when a sign-in reaches them, not with the sign-in page.
const InitialPasswordModal = lazy(() =>
  import('../components/initial-password-modal').then((m) => ({
    default: m.InitialPasswordModal,
  })),
);
const ChooseSchoolModal = lazy(() =>
  import('../components/choose-school-modal').then((m) => ({ default: m.ChooseSchoolModal })),
);

/** What a sign-in form knows beyond the result: the teacher's mobile. */
export interface TSignInContext {
  mobile?: string;
}

export type TStartSignIn = (result: TLoginResult, context?: TSignInContext) => void;

type TFlowState =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'initial-password'; result: TLoginResult; context: TSignInContext }
  | { step: 'choose-school'; result: TLoginResult; context: TSignInContext }
  | { step: 'entering' };

/**
 * The login flow after a sign-in call answered with a token:
 * check the password (none: the 初始密码设置 modal, the token kept out of the store until it
 * is set); a student without accounts gets 未查询到有效课班，请联系授课老师核实; a teacher with
 * several schools picks one in 选择学校; then the session is stored, the class list loaded
 * (the first class current) and the app goes to the person's start: a teacher's classes
 * (/user/student/list), a pupil's works (/user/my/book).
 *
 * Returns `start` for the forms, `busy` while it runs, and `element`, its modals.
 */
export function useSignInFlow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<TFlowState>({ step: 'idle' });
  // Kept after the choice, so the list does not empty while the dialog fades out.
  const [schools, setSchools] = useState<TAccountItem[]>([]);

  /** Drop a sign-in that cannot go on: revoke its token quietly, say why. */
  const drop = useCallback((result: TLoginResult, message?: string) => {
    void logoutRequest(sessionOfLoginResult(result)).catch(() => undefined);
    if (message) void feedback().message.warning(message);
    setState({ step: 'idle' });
  }, []);

  const enter = useCallback(
    async (result: TLoginResult, account: TAccountItem, context: TSignInContext) => {
      setState({ step: 'entering' });
      queryClient.clear();
      const store = useAppStore.getState();
      const accountType = accountTypeOf(result.accountType);
      store.signIn({
        token: result.token,
        accountType,
        accountList: result.accountList,
        loginTenantId: result.loginTenantId,
        tourist: result.tourist,
      });
      store.patch({ user: account });
      if (accountType === AccountType.TEACHER && context.mobile) rememberMobile(context.mobile);
      try {
        const classes = await getSignInClassList();
        useAppStore.getState().patch({
          courseClassList: classes,
          currentCourseClass: classes[0] ?? null,
        });
      } catch {
        // The user shell loads the classes again.
      }
      setState({ step: 'idle' });
      navigate(userHomePath(accountType), { replace: true });
    },
    [navigate, queryClient],
  );

  const proceed = useCallback(
    (result: TLoginResult, context: TSignInContext) => {
      switch (nextSignInStep(result)) {
        case 'no-class':
          drop(result, t('auth.flow.noValidClass'));
          return;
        case 'no-account':
          drop(result, t('auth.flow.noTeacherAccount'));
          return;
        case 'choose-school':
          setSchools(result.accountList);
          setState({ step: 'choose-school', result, context });
          return;
        case 'enter':
          void enter(result, result.accountList[0]!, context);
      }
    },
    [drop, enter, t],
  );

  const start: TStartSignIn = useCallback(
    (result, context = {}) => {
      setState({ step: 'checking' });
      checkPasswordExist(sessionOfLoginResult(result)).then(
        (exist) => {
          if (exist) proceed(result, context);
          else setState({ step: 'initial-password', result, context });
        },
        // The API client has said what went wrong.
        () => setState({ step: 'idle' }),
      );
    },
    [proceed],
  );

  const pending =
    state.step === 'initial-password' || state.step === 'choose-school' ? state : null;
  const element = (
    <Suspense fallback={null}>
      {state.step === 'initial-password' ? (
        <InitialPasswordModal
          open
          session={sessionOfLoginResult(state.result)}
          onDone={() => pending && proceed(pending.result, pending.context)}
        />
      ) : null}
      {state.step === 'choose-school' ? (
        <ChooseSchoolModal
          open
          accounts={schools}
          onConfirm={(account) => pending && void enter(pending.result, account, pending.context)}
          onCancel={() => pending && drop(pending.result)}
        />
      ) : null}
    </Suspense>
  );

  return { start, busy: state.step === 'checking' || state.step === 'entering', element };
}
