import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { StaffType, type TStaffType } from '@haoduo/contract';
import { Avatar, Button, Flex, Layout, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../../features/auth';
import { changeLanguage, currentLanguage, Language } from '../../shared/i18n';
import { useSessionStore } from '../../shared/stores/session-store';
import { ThemeColour } from '../../shared/ui/antd-theme';
import styles from './console-layout.module.css';

const STAFF_TYPES: readonly number[] = Object.values(StaffType);

/** A staff type the console has a label for. */
function isStaffType(value: number): value is TStaffType {
  return STAFF_TYPES.includes(value);
}

interface TAppHeaderProps {
  title: string;
  collapsed: boolean;
  onToggle: () => void;
}

/** The menu toggle, the page title, the language switch, the staff member and 退出登录. */
export function AppHeader({ title, collapsed, onToggle }: TAppHeaderProps) {
  const { t } = useTranslation();
  const staff = useSessionStore((state) => state.staff);
  const logout = useLogout();
  const name = staff?.name || staff?.username || '';
  const otherLanguage = currentLanguage() === Language.EN ? Language.ZH_CN : Language.EN;

  return (
    <Layout.Header className={styles.header}>
      <Flex align="center" gap={12}>
        <Button
          type="text"
          aria-label={collapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
        />
        {/* The page's one level-one heading: the area's name. */}
        <Typography.Title
          level={1}
          className={styles.headerTitle}
          style={{ margin: 0, fontSize: 16 }}
        >
          {title}
        </Typography.Title>
      </Flex>
      <Flex align="center" gap={16}>
        <Button type="text" size="small" onClick={() => void changeLanguage(otherLanguage)}>
          {t('shell.switchLanguage')}
        </Button>
        <Flex align="center" gap={8} data-testid="staff-identity">
          <Avatar size="small" style={{ backgroundColor: ThemeColour.primaryText }}>
            {name.slice(0, 1)}
          </Avatar>
          <Typography.Text>{name}</Typography.Text>
          {staff && isStaffType(staff.staffType) ? (
            <Tag color="blue" variant="filled" style={{ marginInlineEnd: 0 }}>
              {t(`shell.staffType.${staff.staffType}`)}
            </Tag>
          ) : null}
        </Flex>
        <Button
          icon={<LogoutOutlined />}
          loading={logout.isPending}
          onClick={() => logout.mutate()}
        >
          {t('shell.logout')}
        </Button>
      </Flex>
    </Layout.Header>
  );
}
