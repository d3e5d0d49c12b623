import { BankOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Paths } from '../../../shared/navigation/paths';
import { useAppStore } from '../../../shared/stores/app-store';
import { Select } from '../../../shared/ui/select';
import styles from './school-switcher.module.css';

/**
 * The teacher's school switcher: choosing a school makes that
 * account the user, so tenant-info names the new school, and goes to my/book.
 */
export function SchoolSwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accounts = useAppStore((state) => state.accountList);
  const user = useAppStore((state) => state.user);
  const patch = useAppStore((state) => state.patch);

  const switchTo = (accountUserId: number) => {
    const account = accounts.find((a) => a.accountUserId === accountUserId);
    if (!account || account.accountUserId === user?.accountUserId) return;
    patch({ user: account, courseClassList: [], currentCourseClass: null });
    void queryClient.invalidateQueries();
    navigate(Paths.CREATION_CENTER);
  };

  return (
    <div className={styles.switcher}>
      <div className={styles.label}>
        <BankOutlined aria-hidden /> {t('shell.currentSchool')}
      </div>
      <Select<number>
        className={styles.select}
        size="large"
        aria-label={t('shell.switchSchool')}
        value={user?.accountUserId}
        title={user?.schoolName}
        onChange={switchTo}
        disabled={accounts.length < 2}
        options={accounts.map((a) => ({ value: a.accountUserId, label: a.schoolName }))}
      />
    </div>
  );
}
