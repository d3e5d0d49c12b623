import {
  ClassMessages,
  LOGIN_NAME_PATTERN,
  Messages,
  type TPreValidAddResult,
  type TStudentCredential,
} from '@haoduo/contract';
import { Button, Form, Input, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal, ModalWidth } from '../../../../shared/ui/app-modal';
import { useAddStudents } from '../../api/add-students';
import { usePreValidAdd } from '../../api/pre-valid-add';
import { NameCheckList } from './name-check-list';

type TMode = 'one' | 'many';

interface TAddForm {
  name?: string;
  username?: string;
  names?: string;
}

interface TAddStudentsModalProps {
  open: boolean;
  classId: number;
  onClose: () => void;
  onAdded: (accounts: TStudentCredential[]) => void;
}

/**
 * 添加学生: one pupil (with an optional login name) or many (one name a line). The list is
 * checked first (places left, names already in the class, duplicates); only the names
 * that pass are added, and their accounts are shown once.
 */
export function AddStudentsModal({ open, classId, onClose, onAdded }: TAddStudentsModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TAddForm>();
  const [mode, setMode] = useState<TMode>('one');
  const [check, setCheck] = useState<TPreValidAddResult | null>(null);
  const preValid = usePreValidAdd();
  const add = useAddStudents();

  const reset = () => {
    form.resetFields();
    setCheck(null);
    setMode('one');
  };

  const runCheck = (values: TAddForm) => {
    const names = mode === 'one' ? (values.name ?? '') : (values.names ?? '');
    preValid.mutate({ classId, names }, { onSuccess: setCheck });
  };

  const confirm = () => {
    if (!check) return;
    const username = mode === 'one' ? form.getFieldValue('username')?.trim() : undefined;
    const studentList = check.rows
      .filter((row) => row.valid)
      .map((row) => ({ name: row.name, ...(username ? { username } : {}) }));
    add.mutate(
      { classId, studentList },
      {
        onSuccess: ({ list }) => {
          onAdded(list);
          onClose();
        },
      },
    );
  };

  const footer = check
    ? [
        <Button key="back" size="large" onClick={() => setCheck(null)}>
          {t('manage.editList')}
        </Button>,
        <Button
          key="add"
          type="primary"
          size="large"
          disabled={check.validCount === 0}
          loading={add.isPending}
          onClick={confirm}
        >
          {t('manage.addCount', { count: check.validCount })}
        </Button>,
      ]
    : [
        <Button key="cancel" size="large" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="check"
          type="primary"
          size="large"
          loading={preValid.isPending}
          onClick={() => form.submit()}
        >
          {t('manage.checkList')}
        </Button>,
      ];

  return (
    <AppModal
      open={open}
      width={ModalWidth.WIDE}
      title={t('manage.addStudents')}
      onCancel={onClose}
      afterClose={reset}
      footer={footer}
    >
      {check ? (
        <NameCheckList result={check} />
      ) : (
        <>
          <Segmented<TMode>
            block
            size="large"
            value={mode}
            onChange={setMode}
            options={[
              { value: 'one', label: t('manage.addOne') },
              { value: 'many', label: t('manage.addMany') },
            ]}
            style={{ marginBottom: 16 }}
          />
          <Form<TAddForm> form={form} layout="vertical" requiredMark={false} onFinish={runCheck}>
            {mode === 'one' ? (
              <>
                <Form.Item
                  name="name"
                  label={t('manage.studentName')}
                  rules={[
                    { required: true, whitespace: true, message: Messages.REAL_NAME_REQUIRED },
                  ]}
                >
                  <Input size="large" maxLength={32} placeholder={Messages.REAL_NAME_REQUIRED} />
                </Form.Item>
                <Form.Item
                  name="username"
                  label={t('manage.usernameOptional')}
                  extra={t('manage.usernameAuto')}
                  rules={[{ pattern: LOGIN_NAME_PATTERN, message: ClassMessages.USERNAME_RULE }]}
                >
                  <Input size="large" maxLength={32} autoComplete="off" />
                </Form.Item>
              </>
            ) : (
              <Form.Item
                name="names"
                label={t('manage.studentNames')}
                extra={t('manage.namesHint')}
                rules={[
                  { required: true, whitespace: true, message: ClassMessages.STUDENT_LIST_EMPTY },
                ]}
              >
                <Input.TextArea rows={8} placeholder={t('manage.namesPlaceholder')} />
              </Form.Item>
            )}
          </Form>
        </>
      )}
    </AppModal>
  );
}
