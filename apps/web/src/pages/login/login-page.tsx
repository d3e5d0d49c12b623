import { getRuntimeConfig } from '@haoduo/contract';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { StudentLoginForm, useSignInFlow, useSsoTicketSignIn } from '../../features/auth';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { LoginType } from '../../shared/navigation/paths';
import { useTopTabStore } from '../../shared/stores/top-tab-store';
import { LogoMark } from '../../shared/ui/logo';
import { TabBar } from '../../shared/ui/tab-bar';
import styles from './login-page.module.css';
import { LOGIN_TABS, parseLoginType } from './login-type';

// The student form is the default tab; the others (and account creation) load when opened.
const TeacherLoginPanel = lazy(() => import('../../features/auth/lazy-teacher-login-panel'));
const TrialPanel = lazy(() => import('../../features/auth/lazy-trial-panel'));
const CreateAccountPanel = lazy(() => import('../../features/auth/lazy-create-account-panel'));

function Pane({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className={styles.pane} />}>{children}</Suspense>;
}

/** /login: 我是学生, 我是老师, 用户体验 (?type= picks the tab), and the sign-in flow's dialogs. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = useTopTabStore((state) => state.zpCenterTab);
  const active = parseLoginType(params.get('type'));
  const username = params.get('username') ?? '';
  // ?classCode opens account creation: a class code's QR code (/login?type=1&classCode=...)
  // with the code filled, the student form's link with it empty.
  const classCode = params.get('classCode');
  const creating = classCode !== null;
  const phone = getRuntimeConfig().businessPhone;
  const flow = useSignInFlow();
  useSsoTicketSignIn(flow.start);
  usePageTitle(t('pages.login'));

  const panels = {
    [LoginType.STUDENT]: creating ? (
      <CreateAccountPanel
        initialClassCode={classCode ?? ''}
        onBack={() => {
          const next = new URLSearchParams(params);
          next.delete('classCode');
          setParams(next, { replace: true });
        }}
        onSignedIn={flow.start}
        busy={flow.busy}
      />
    ) : (
      <StudentLoginForm
        onSignedIn={flow.start}
        createAccountTo={`?type=${LoginType.STUDENT}&classCode=`}
        busy={flow.busy}
        initialUsername={username}
      />
    ),
    [LoginType.TEACHER]: <TeacherLoginPanel onSignedIn={flow.start} busy={flow.busy} />,
    [LoginType.TRIAL]: (
      <TrialPanel onSignedIn={flow.start} busy={flow.busy} active={active === LoginType.TRIAL} />
    ),
  };

  return (
    <div className={styles.page}>
      <nav aria-label={t('login.back')}>
        <Link to={`/home?tab=${tab}`} className={styles.back}>
          <ArrowLeftOutlined aria-hidden /> {t('login.back')}
        </Link>
      </nav>
      <main className={styles.card}>
        <h1 className={styles.brand}>
          <LogoMark size={40} />
          <span>{t('app.name')}</span>
        </h1>
        <TabBar
          centered
          navClassName={styles.tabs}
          activeKey={String(active)}
          onChange={(key) => {
            const next = new URLSearchParams(params);
            next.set('type', key);
            setParams(next, { replace: true });
          }}
          items={LOGIN_TABS.map((item) => ({
            key: String(item.type),
            label: t(item.labelKey),
            children: <Pane>{panels[item.type]}</Pane>,
          }))}
        />
        <div className={styles.note}>
          <p>{t('login.membersOnly')}</p>
          {phone ? <p>{t('login.businessPhone', { phone })}</p> : null}
        </div>
      </main>
      {flow.element}
    </div>
  );
}
