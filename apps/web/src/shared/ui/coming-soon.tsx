import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title';
import styles from './coming-soon.module.css';

/** The state of a page whose content a later release fills: its title and a way home. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(title);
  return (
    <div className={styles.wrap}>
      <Result
        icon={<ClockCircleOutlined className={styles.icon} />}
        title={<h1 className={styles.title}>{title}</h1>}
        subTitle={t('comingSoon.description')}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('comingSoon.backHome')}
          </Button>
        }
      />
    </div>
  );
}
