import { CheckCircleFilled, QuestionCircleFilled } from '@ant-design/icons';
import { CLOSE_DELAY_MS, Messages, type TJoinClassResult } from '@haoduo/contract';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal, ModalWidth } from '../../../shared/ui/app-modal';
import { ClassStatusTag } from '../../../shared/ui/class-status-tag';
import styles from './join-result-modal.module.css';

interface TJoinResultModalProps {
  /** The join answer; null while there is none to show. */
  result: TJoinClassResult | null;
  /** Go to the joined class (select it, open my works). */
  onGo: () => void;
  onClose: () => void;
}

/**
 * After 加入新班级: a first join congratulates with the class name,
 * status, school and semester and offers to go to the new class; a repeat join asks
 * whether to go to the class now. Either choice closes the dialog after 500 ms.
 */
export function JoinResultModal({ result, onGo, onClose }: TJoinResultModalProps) {
  const { t } = useTranslation();
  const [closing, setClosing] = useState<'go' | 'stay' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const choose = (choice: 'go' | 'stay') => {
    if (closing) return;
    setClosing(choice);
    if (choice === 'go') onGo();
    timer.current = setTimeout(() => {
      setClosing(null);
      onClose();
    }, CLOSE_DELAY_MS);
  };

  const first = result?.firstJoin ?? false;
  const goButton = (
    <Button
      key="go"
      type="primary"
      size="large"
      loading={closing === 'go'}
      disabled={closing === 'stay'}
      onClick={() => choose('go')}
    >
      {first ? t('classes.goToNewClass') : t('classes.goNow')}
    </Button>
  );

  return (
    <AppModal
      open={result !== null}
      width={ModalWidth.WIDE}
      title={first ? t('classes.joinedTitle') : Messages.WARM_TIP}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        first
          ? [goButton]
          : [
              <Button
                key="stay"
                size="large"
                loading={closing === 'stay'}
                disabled={closing === 'go'}
                onClick={() => choose('stay')}
              >
                {t('classes.notNow')}
              </Button>,
              goButton,
            ]
      }
    >
      {result === null ? null : first ? (
        <div className={styles.card}>
          <CheckCircleFilled className={styles.success} aria-hidden />
          <p className={styles.lead}>{t('classes.congratulations')}</p>
          <div className={styles.className}>
            <span>{result.courseClassName}</span>
            <ClassStatusTag status={result.courseClassStatus} />
          </div>
          <dl className={styles.facts}>
            <dt>{t('classes.school')}</dt>
            <dd>{result.schoolName}</dd>
            <dt>{t('classes.semester')}</dt>
            <dd>{result.platformSemesterName}</dd>
          </dl>
        </div>
      ) : (
        <div className={styles.card}>
          <QuestionCircleFilled className={styles.question} aria-hidden />
          <p className={styles.lead}>
            {t('classes.alreadyJoined', { className: result.courseClassName })}
          </p>
        </div>
      )}
    </AppModal>
  );
}
