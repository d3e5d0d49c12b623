import { CompetitionMessages, type TCompetition, type TMyRegistration } from '@haoduo/contract';
import { Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../shared/ui/alert';
import { useRegistration, useRememberRegistration } from '../api/registration';
import { detailPath } from '../model/competition-links';
import { keepRegistration, useKeptRegistration } from '../model/kept-registration';
import { LookupForm } from './lookup-form';
import styles from './mine.module.css';
import { RegistrationCard } from './registration-card';
import { SubmittedWorks } from './submitted-works';

const RegistrationFlow = lazy(() =>
  import('../registration/registration-flow').then((m) => ({ default: m.RegistrationFlow })),
);
const WorksSubmit = lazy(() => import('./works-submit').then((m) => ({ default: m.WorksSubmit })));

/**
 * 我的报名: the registration kept for this visit (made here or looked up), to modify until
 * registration ends and to submit a work until the competition ends; else the lookup form.
 */
export function MyRegistrationPanel({ competition }: { competition: TCompetition }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [kept, keep] = useKeptRegistration(competition.id);
  const registration = useRegistration(kept);
  const remember = useRememberRegistration();
  const [modifying, setModifying] = useState(false);
  const [notice, setNotice] = useState<string>();

  const found = (r: TMyRegistration) => {
    remember(r);
    if (r.competitionId === competition.id) keep({ id: r.id, token: r.token });
    else {
      // A registration of another competition: its own page.
      keepRegistration(r.competitionId, { id: r.id, token: r.token });
      navigate(detailPath(r.competitionId, 'mine'));
    }
  };

  if (!kept) return <LookupForm onFound={found} />;
  if (registration.isPending) return <Spin className={styles.spin} />;
  if (registration.isError || !registration.data) {
    return (
      <>
        <Alert type="warning" message={CompetitionMessages.REGISTRATION_TOKEN_INVALID} />
        <LookupForm onFound={found} />
      </>
    );
  }
  const r = registration.data;
  if (modifying) {
    return (
      <Suspense fallback={<Spin className={styles.spin} />}>
        <RegistrationFlow
          competition={competition}
          existing={r}
          onCancel={() => setModifying(false)}
          onDone={() => {
            setModifying(false);
            setNotice(t('competition.success.modified'));
          }}
        />
      </Suspense>
    );
  }
  return (
    <div className={styles.mine}>
      {notice ? <Alert type="success" message={notice} role="status" /> : null}
      <RegistrationCard
        registration={r}
        onModify={() => {
          setNotice(undefined);
          setModifying(true);
        }}
        onOther={() => keep(null)}
      />
      <section className={styles.card} aria-labelledby="submit-works">
        <h2 id="submit-works" className={styles.title}>
          {t('competition.works.title')}
        </h2>
        {r.works ? <SubmittedWorks works={r.works} /> : null}
        {r.worksSubmittable ? (
          <Suspense fallback={<Spin className={styles.spin} />}>
            <WorksSubmit
              registration={r}
              onSubmitted={(works) => {
                remember({ ...r, works });
                setNotice(t('competition.works.done'));
              }}
            />
          </Suspense>
        ) : (
          <p className={styles.hint}>{t('competition.works.closed')}</p>
        )}
      </section>
    </div>
  );
}
