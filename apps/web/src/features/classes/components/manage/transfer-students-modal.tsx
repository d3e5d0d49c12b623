import type { TTransferTarget } from '@haoduo/contract';
import { Button, Empty, Radio, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../../shared/stores/app-store';
import { viewerKey } from '../../../../shared/stores/session';
import { AppModal, ModalWidth } from '../../../../shared/ui/app-modal';
import { ClassStatusTag } from '../../../../shared/ui/class-status-tag';
import { useTransferTargets } from '../../api/get-transfer-targets';
import { useTransferStudents } from '../../api/transfer-students';
import styles from './manage-modals.module.css';
import { feedback } from '../../../../shared/ui/feedback';

interface TTransferStudentsModalProps {
  fromClassId: number;
  /** The pupils to move; null closes the dialog. */
  studentIds: number[] | null;
  onClose: () => void;
  onMoved: () => void;
}

function placesText(target: TTransferTarget): string {
  return target.limitStudentSize
    ? `${target.studentCount}/${target.limitStudentSize}`
    : String(target.studentCount);
}

/** 转班: moves pupils to another open class of the same school. */
export function TransferStudentsModal(props: TTransferStudentsModalProps) {
  const { t } = useTranslation();
  const { message } = feedback();
  const viewer = useAppStore(viewerKey);
  const open = props.studentIds !== null;
  const targets = useTransferTargets(viewer, props.fromClassId, open);
  const transfer = useTransferStudents();
  const [toClassId, setToClassId] = useState<number | null>(null);
  const target = targets.data?.find((c) => c.id === toClassId) ?? null;

  const submit = () => {
    if (!props.studentIds || !target) return;
    transfer.mutate(
      { fromClassId: props.fromClassId, toClassId: target.id, studentIds: props.studentIds },
      {
        onSuccess: ({ moved }) => {
          void message.success(
            t('manage.transferred', { count: moved, className: target.courseClassName }),
          );
          props.onMoved();
          props.onClose();
        },
      },
    );
  };

  return (
    <AppModal
      open={open}
      width={ModalWidth.WIDE}
      title={t('manage.transferTitle', { count: props.studentIds?.length ?? 0 })}
      onCancel={props.onClose}
      afterClose={() => setToClassId(null)}
      footer={[
        <Button key="cancel" size="large" onClick={props.onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          size="large"
          disabled={target === null}
          loading={transfer.isPending}
          onClick={submit}
        >
          {t('manage.transfer')}
        </Button>,
      ]}
    >
      {targets.isPending ? (
        <div className={styles.center}>
          <Spin />
        </div>
      ) : (targets.data ?? []).length === 0 ? (
        <Empty description={t('manage.noTransferTargets')} />
      ) : (
        <Radio.Group
          className={styles.options}
          value={toClassId}
          onChange={(event) => setToClassId(Number(event.target.value))}
        >
          {(targets.data ?? []).map((c) => (
            <Radio key={c.id} value={c.id} className={styles.option}>
              <span className={styles.optionName}>{c.courseClassName}</span>
              <ClassStatusTag status={c.courseClassStatus} />
              <span className={styles.optionMeta}>
                {c.platformSemesterName} · {t('manage.places', { places: placesText(c) })}
              </span>
            </Radio>
          ))}
        </Radio.Group>
      )}
    </AppModal>
  );
}
