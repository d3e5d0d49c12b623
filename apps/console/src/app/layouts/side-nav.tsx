import { Layout, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { selectedMenuKey, useNavMenu } from '../navigation/use-nav-menu';
import styles from './console-layout.module.css';

interface TSideNavProps {
  collapsed: boolean;
}

/** The brand and the grouped menu of every back-office area. */
export function SideNav({ collapsed }: TSideNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = useNavMenu(collapsed);
  const selected = selectedMenuKey(pathname);

  return (
    <Layout.Sider
      className={styles.sider}
      width={232}
      collapsedWidth={72}
      collapsed={collapsed}
      trigger={null}
      collapsible
    >
      <div className={styles.brand}>
        <span className={styles.brandMark}>AI</span>
        {collapsed ? null : (
          <span className={styles.brandText}>
            {t('app.brand')}
            <span className={styles.brandSuffix}>{t('app.brandSuffix')}</span>
          </span>
        )}
      </div>
      <nav aria-label={t('app.title')} className={styles.menuScroll}>
        <Menu
          mode="inline"
          items={items}
          selectedKeys={selected ? [selected] : []}
          onClick={({ key }) => void navigate(key)}
          style={{ borderInlineEnd: 'none' }}
        />
      </nav>
    </Layout.Sider>
  );
}
