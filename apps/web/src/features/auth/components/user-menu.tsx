import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../../shared/stores/app-store';
import { useLogout } from '../api/logout';
import { ChangePasswordModal } from './change-password-modal';
import styles from './user-menu.module.css';
import { userMenuEntries, type TUserMenuKey } from './user-menu-items';

/** The signed-in user's name with the header menu (and the students' 修改密码 dialog). */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAppStore((state) => state.user);
  const accountType = useAppStore((state) => state.accountType);
  const logout = useLogout();
  const [changingPassword, setChangingPassword] = useState(false);

  const labels: Record<TUserMenuKey, string> = {
    creationCenter: t('header.creationCenter'),
    downloadCenter: t('header.downloadCenter'),
    changePassword: t('header.changePassword'),
    logout: t('header.logout'),
  };
  const entries = userMenuEntries(accountType, { canChangePassword: true });
  const items: MenuProps['items'] = entries.map((entry) => ({
    key: entry.key,
    label: labels[entry.key],
    danger: entry.key === 'logout',
  }));

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = entries.find((candidate) => candidate.key === key);
    if (entry?.path) navigate(entry.path);
    else if (key === 'changePassword') setChangingPassword(true);
    else if (key === 'logout') logout.mutate();
  };

  const name = user?.accountName ?? '';
  return (
    <>
      <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click', 'hover']}>
        <button type="button" className={styles.trigger}>
          <Avatar size="small" icon={<UserOutlined aria-hidden />} className={styles.avatar} />
          <span className={styles.name}>{name}</span>
          <DownOutlined aria-hidden className={styles.caret} />
        </button>
      </Dropdown>
      <ChangePasswordModal
        open={changingPassword}
        onClose={() => setChangingPassword(false)}
        onChanged={() => {
          setChangingPassword(false);
          logout.mutate();
        }}
      />
    </>
  );
}
