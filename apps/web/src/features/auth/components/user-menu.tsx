import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../../shared/stores/app-store';
import { useLogout } from '../api/logout';
import styles from './user-menu.module.css';
import { userMenuEntries, type TUserMenuKey } from './user-menu-items';

interface TUserMenuProps {
  /**
   * Opens the change-password dialog; students see the entry only when it is given
   * (the dialog arrives with the user shell).
   */
  onChangePassword?: () => void;
}

/** The signed-in user's name with the header menu. */
export function UserMenu({ onChangePassword }: TUserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAppStore((state) => state.user);
  const accountType = useAppStore((state) => state.accountType);
  const logout = useLogout();

  const labels: Record<TUserMenuKey, string> = {
    creationCenter: t('header.creationCenter'),
    downloadCenter: t('header.downloadCenter'),
    changePassword: t('header.changePassword'),
    logout: t('header.logout'),
  };
  const entries = userMenuEntries(accountType, { canChangePassword: Boolean(onChangePassword) });
  const items: MenuProps['items'] = entries.map((entry) => ({
    key: entry.key,
    label: labels[entry.key],
    danger: entry.key === 'logout',
  }));

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = entries.find((candidate) => candidate.key === key);
    if (entry?.path) navigate(entry.path);
    else if (key === 'changePassword') onChangePassword?.();
    else if (key === 'logout') logout.mutate();
  };

  const name = user?.accountName ?? '';
  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click', 'hover']}>
      <button type="button" className={styles.trigger}>
        <Avatar size="small" icon={<UserOutlined aria-hidden />} className={styles.avatar} />
        <span className={styles.name}>{name}</span>
        <DownOutlined aria-hidden className={styles.caret} />
      </button>
    </Dropdown>
  );
}
