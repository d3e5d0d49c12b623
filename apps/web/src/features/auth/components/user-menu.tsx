import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../../shared/stores/app-store';
import { Avatar } from '../../../shared/ui/avatar';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';
import { MenuButton } from '../../../shared/ui/menu-button';
import { useLogout } from '../api/logout';
import styles from './user-menu.module.css';
import { userMenuEntries, type TUserMenuKey } from './user-menu-items';

/** 修改密码 loads when a student opens it: its form stays out of every signed-in page. */
const ChangePasswordModal = lazyDialog(() =>
  import('./change-password-modal').then((module) => module.ChangePasswordModal),
);

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
  const items = entries.map((entry) => ({
    key: entry.key,
    label: labels[entry.key],
    danger: entry.key === 'logout',
  }));

  const onSelect = (key: TUserMenuKey) => {
    const entry = entries.find((candidate) => candidate.key === key);
    if (entry?.path) navigate(entry.path);
    else if (key === 'changePassword') setChangingPassword(true);
    else if (key === 'logout') logout.mutate();
  };

  // The button is named by its text: an account without a name still says what it opens.
  const name = user?.accountName || t('header.account');
  return (
    <>
      <MenuButton items={items} onSelect={onSelect} className={styles.trigger} openOnHover>
        <Avatar size={24} className={styles.avatar}>
          <UserOutlined />
        </Avatar>
        <span className={styles.name}>{name}</span>
        <DownOutlined aria-hidden className={styles.caret} />
      </MenuButton>
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
