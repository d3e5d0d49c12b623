import { CompetitionPhase, type TCompetition } from '@haoduo/contract';
import { RightOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { Paths } from '../../../shared/navigation/paths';
import { Alert } from '../../../shared/ui/alert';
import { TabBar } from '../../../shared/ui/tab-bar';
import { useCompetition } from '../api/get-competition';
import { competitionDate } from '../model/competition-dates';
import { introducePath, type TDetailTab } from '../model/competition-links';
import { keepRegistration } from '../model/kept-registration';
import { MyRegistrationPanel } from '../mine/my-registration-panel';
import styles from './competition-page.module.css';
import { CompetitionLoading, CompetitionNotFound } from './competition-states';
import { PhaseTag } from './phase-tag';
import { PhaseTimeline } from './phase-timeline';
import { WinnersPanel } from './winners-panel';

const RegistrationFlow = lazy(() =>
  import('../registration/registration-flow').then((m) => ({ default: m.RegistrationFlow })),
);

interface TCompetitionDetailProps {
  id: number | undefined;
  /** The tab of the address; by default 报名参赛 while registering, else 我的报名 (获奖名单 at the end). */
  tab: TDetailTab | undefined;
  onTab: (tab: TDetailTab) => void;
}

function defaultTab(c: TCompetition): TDetailTab {
  if (c.phase === CompetitionPhase.REGISTERING) return 'register';
  return c.winnersPublished ? 'winners' : 'mine';
}

function RegisterPanel({
  competition: c,
  onTab,
}: {
  competition: TCompetition;
  onTab: (tab: TDetailTab) => void;
}) {
  const { t } = useTranslation();
  if (c.phase !== CompetitionPhase.REGISTERING) {
    return (
      <Alert
        type="info"
        message={t('competition.detail.notRegistering', {
          phase: t(`competitionPhase.${c.phase}`),
          start: competitionDate(c.registrationStartTm, true),
          end: competitionDate(c.registrationEndTm, true),
        })}
      />
    );
  }
  return (
    <Suspense fallback={<Spin className={styles.spin} />}>
      <RegistrationFlow
        competition={c}
        onDone={(registration) => {
          keepRegistration(c.id, { id: registration.id, token: registration.token });
          onTab('mine');
        }}
      />
    </Suspense>
  );
}

/** /competition/detail: registering, my registration with its work, and the winners. */
export function CompetitionDetail({ id, tab, onTab }: TCompetitionDetailProps) {
  const { t } = useTranslation();
  const competition = useCompetition(id);
  usePageTitle(competition.data?.name ?? t('pages.competitionDetail'));
  if (id === undefined || competition.isError) return <CompetitionNotFound />;
  if (!competition.data) return <CompetitionLoading />;
  const c = competition.data;
  const active = tab ?? defaultTab(c);
  return (
    <div className={styles.page}>
      <nav className={styles.breadcrumb} aria-label={t('competition.page.breadcrumb')}>
        <Link to={Paths.COMPETITION_CENTER}>{t('nav.competitionCenter')}</Link>
        <RightOutlined aria-hidden />
        <Link to={introducePath(c.id)}>{c.name}</Link>
        <RightOutlined aria-hidden />
        <span aria-current="page">{t('competition.page.goDetail')}</span>
      </nav>
      <header className={styles.detailHead}>
        <PhaseTag phase={c.phase} />
        <h1 className={styles.detailTitle}>{c.name}</h1>
      </header>
      <PhaseTimeline competition={c} />
      <div className={styles.panel}>
        <TabBar
          activeKey={active}
          onChange={(key) => onTab(key as TDetailTab)}
          navClassName={styles.tabs}
          items={[
            {
              key: 'register',
              label: t('competition.detail.tabRegister'),
              children: <RegisterPanel competition={c} onTab={onTab} />,
            },
            {
              key: 'mine',
              label: t('competition.detail.tabMine'),
              children: <MyRegistrationPanel competition={c} />,
            },
            {
              key: 'winners',
              label: t('competition.detail.tabWinners'),
              children: <WinnersPanel competition={c} />,
            },
          ]}
        />
      </div>
    </div>
  );
}
