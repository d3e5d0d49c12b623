import { ApiError, type TRemoveResult, type TStudentRow } from '@haoduo/contract';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onApiError } from '../../../../shared/api/api-client';
import { AppModal } from '../../../../shared/ui/app-modal';
import { useRemoveStudents } from '../../api/remove-students';
import styles from './manage-modals.module.css';
import { feedback } from '../../../../shared/ui/feedback';

interface TRemoveStudentsModalProps {
  classId: number;
  className: string;
  /** The pupils to take out; null closes the dialog. */
  students: TStudentRow[] | null;
  onClose: () => void;
  onRemoved: () => void;
}

/**
 * 移出课班, with its checks: the teacher confirms; the server refuses a closed or finished
 * class, and asks again (409) in plain words when a pupil has works in the class or no other
 * class left; afterwards the pupils left without any class of the school are named, because
 * they can no longer sign in there.
 */
export function RemoveStudentsModal(props: TRemoveStudentsModalProps) {
  const { t } = useTranslation();
  const { message } = feedback();
  const remove = useRemoveStudents();
  const [result, setResult] = useState<TRemoveResult | null>(null);
  const [question, setQuestion] = useState<string | null>(null);
  const students = props.students ?? [];

  const submit = (confirm: boolean) => {
    remove.mutate(
      { classId: props.classId, studentIds: students.map((s) => s.worksStudentId), confirm },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409 && !confirm) {
            setQuestion(error.message);
          } else if (error instanceof ApiError) {
            onApiError(error);
          }
        },
        onSuccess: (answer) => {
          props.onRemoved();
          if (answer.withoutClass.length === 0) {
            void message.success(t('manage.removed', { count: answer.removed }));
            props.onClose();
          } else {
            setResult(answer);
          }
        },
      },
    );
  };

  return (
    <AppModal
      open={props.students !== null}
      title={t('manage.removeTitle')}
      onCancel={props.onClose}
      afterClose={() => {
        setResult(null);
        setQuestion(null);
      }}
      footer={
        result
          ? [
              <Button key="ok" type="primary" size="large" onClick={props.onClose}>
                {t('common.gotIt')}
              </Button>,
            ]
          : [
              <Button key="cancel" size="large" onClick={props.onClose}>
                {t('common.cancel')}
              </Button>,
              <Button
                key="ok"
                danger
                type="primary"
                size="large"
                loading={remove.isPending}
                onClick={() => submit(question !== null)}
              >
                {question ? t('manage.confirmRemove') : t('manage.remove')}
              </Button>,
            ]
      }
    >
      {result ? (
        <Alert
          type="warning"
          showIcon
          message={t('manage.removedWithoutClass', { count: result.removed })}
          description={
            <ul className={styles.names}>
              {result.withoutClass.map((s) => (
                <li key={s.worksStudentId}>{s.name}</li>
              ))}
            </ul>
          }
        />
      ) : (
        <>
          <p className={styles.text}>
            {students.length === 1
              ? t('manage.removeOne', { name: students[0]?.name ?? '', className: props.className })
              : t('manage.removeMany', { count: students.length, className: props.className })}
          </p>
          {question ? (
            <Alert type="warning" showIcon message={question} />
          ) : (
            <Alert type="info" showIcon message={t('manage.removeHint')} />
          )}
        </>
      )}
    </AppModal>
  );
}
