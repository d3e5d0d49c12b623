import { BankOutlined } from '@ant-design/icons';
import type { TAccountItem } from '@haoduo/contract';
import { Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './choose-school-modal.module.css';
import { AppModal } from '../../../shared/ui/app-modal';

interface TChooseSchoolModalProps {
  open: boolean;
  accounts: TAccountItem[];
  onConfirm: (account: TAccountItem) => void;
  onCancel: () => void;
}

/** 选择学校: a teacher with accounts in several schools picks the one to enter. */
export function ChooseSchoolModal({
  open,
  accounts,
  onConfirm,
  onCancel,
}: TChooseSchoolModalProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<number>();
  const chosen = accounts.find((a) => a.accountUserId === picked) ?? accounts[0];

  return (
    <AppModal
      open={open}
      title={t('auth.flow.chooseSchool')}
      mask={{ closable: false }}
      okText={t('auth.confirm')}
      cancelText={t('auth.cancel')}
      okButtonProps={{ size: 'large', disabled: !chosen }}
      cancelButtonProps={{ size: 'large' }}
      onOk={() => chosen && onConfirm(chosen)}
      onCancel={onCancel}
    >
      <p className={styles.hint}>{t('auth.flow.chooseSchoolHint')}</p>
      <Radio.Group
        className={styles.list}
        value={chosen?.accountUserId}
        onChange={(event) => setPicked(Number(event.target.value))}
        aria-label={t('auth.flow.chooseSchool')}
      >
        {accounts.map((account) => (
          <Radio
            key={account.accountUserId}
            value={account.accountUserId}
            className={styles.option}
          >
            <BankOutlined aria-hidden className={styles.icon} />
            {account.schoolName}
          </Radio>
        ))}
      </Radio.Group>
    </AppModal>
  );
}
