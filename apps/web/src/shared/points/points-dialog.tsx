import { ThunderboltFilled } from '@ant-design/icons';
import { AiWorkshopMessages, ApiError, Messages } from '@haoduo/contract';
import { Alert, Button, Input } from 'antd';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSignedIn, useAppStore } from '../stores/app-store';
import { viewerKey } from '../stores/session';
import { useRedeemPointsCode } from './redeem-points-code';
import { useUserPoints } from './user-points';
import styles from './points-dialog.module.css';
import { AppModal } from '../ui/app-modal';

/**
 * 我的AI点数: the balance, and a box to redeem a points code the school handed out. Opened
 * from the points in the header and in the AI workshop's bar.
 */
export function PointsDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const signedIn = useAppStore(isSignedIn);
  const viewer = useAppStore(viewerKey);
  const points = useUserPoints(viewer, signedIn && props.open);
  const redeem = useRedeemPointsCode();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<number | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    if (!code.trim()) {
      setProblem(AiWorkshopMessages.CODE_REQUIRED);
      return;
    }
    setProblem(null);
    const before = points.data ?? null;
    try {
      const answer = await redeem.mutateAsync(code);
      setCode('');
      setAdded(before === null ? null : answer.points - before);
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : Messages.NETWORK_ERROR_DESCRIPTION);
    }
  };

  const close = () => {
    setCode('');
    setProblem(null);
    setAdded(null);
    props.onClose();
  };

  return (
    <AppModal open={props.open} title={t('studio.pointsTitle')} footer={null} onCancel={close}>
      <p className={styles.balance}>
        <ThunderboltFilled aria-hidden className={styles.bolt} />
        {points.data === undefined || points.data === null
          ? t('studio.pointsCode.unknown')
          : t('studio.left', { points: points.data })}
      </p>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <label htmlFor="points-code" className={styles.label}>
          {t('studio.pointsCode.label')}
        </label>
        <div className={styles.row}>
          <Input
            id="points-code"
            size="large"
            value={code}
            maxLength={40}
            autoComplete="off"
            placeholder={t('studio.pointsCode.placeholder')}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="primary" size="large" htmlType="submit" loading={redeem.isPending}>
            {t('studio.pointsCode.redeem')}
          </Button>
        </div>
      </form>
      {problem ? <Alert type="error" showIcon message={problem} className={styles.note} /> : null}
      {redeem.isSuccess && !problem ? (
        <Alert
          type="success"
          showIcon
          className={styles.note}
          message={
            added !== null && added > 0
              ? t('studio.pointsCode.added', { added, points: redeem.data.points })
              : t('studio.pointsCode.done', { points: redeem.data.points })
          }
        />
      ) : null}
      <p className={styles.hint}>{t('studio.pointsCode.hint')}</p>
    </AppModal>
  );
}
