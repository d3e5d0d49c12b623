import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Paths } from '../../../shared/navigation/paths';
import { Empty } from '../../../shared/ui/empty';
import styles from './competition-page.module.css';

/** While a competition loads. */
export function CompetitionLoading() {
  return (
    <div className={styles.state}>
      <Spin size="large" />
    </div>
  );
}

/** A competition that does not exist, is not released or went offline. */
export function CompetitionNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.state}>
      <h1 className={styles.stateTitle}>{t('competition.page.notFound')}</h1>
      <Empty description={null} />
      <Button type="primary" size="large" onClick={() => navigate(Paths.COMPETITION_CENTER)}>
        {t('competition.page.backToCenter')}
      </Button>
    </div>
  );
}
