import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getRuntimeConfig } from '../../shared/config/runtime-config';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { useTopTabStore } from '../../shared/stores/top-tab-store';
import { LogoMark } from '../../shared/ui/logo';
import styles from './login-page.module.css';
import { LOGIN_TABS, parseLoginType } from './login-type';

/** The sign-in page frame; the forms of each tab arrive with the sign-in issue. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = useTopTabStore((state) => state.zpCenterTab);
  const active = parseLoginType(params.get('type'));
  const phone = getRuntimeConfig().businessPhone;
  usePageTitle(t('pages.login'));

  return (
    <div className={styles.page}>
      <Link to={`/home?tab=${tab}`} className={styles.back} aria-label={t('login.back')}>
        <ArrowLeftOutlined aria-hidden /> {t('login.back')}
      </Link>
      <div className={styles.card}>
        <div className={styles.brand}>
          <LogoMark size={40} />
          <span>{t('app.name')}</span>
        </div>
        <Tabs
          centered
          activeKey={String(active)}
          onChange={(key) => setParams({ type: key }, { replace: true })}
          items={LOGIN_TABS.map((item) => ({
            key: String(item.type),
            label: t(item.labelKey),
            children: (
              <Result
                status="info"
                title={t('login.comingSoon')}
                extra={<Button onClick={() => navigate('/')}>{t('comingSoon.backHome')}</Button>}
              />
            ),
          }))}
        />
        <div className={styles.note}>
          <p>{t('login.membersOnly')}</p>
          {phone ? <p>{t('login.businessPhone', { phone })}</p> : null}
        </div>
      </div>
    </div>
  );
}
