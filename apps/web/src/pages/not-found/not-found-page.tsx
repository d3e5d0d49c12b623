import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { Paths } from '../../shared/navigation/paths';
import styles from './not-found-page.module.css';

/** Any path the site does not know: 访问的页面不存在, with a way back to /home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('notFound.title'));
  return (
    <Result
      status="404"
      title={<h1 className={styles.title}>{t('notFound.title')}</h1>}
      extra={
        <Button type="primary" onClick={() => navigate(Paths.HOME_ALIAS)}>
          {t('notFound.backHome')}
        </Button>
      }
      style={{ padding: '64px 16px' }}
    />
  );
}
