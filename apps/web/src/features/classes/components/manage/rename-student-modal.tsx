import { ClassMessages, LOGIN_NAME_PATTERN, Messages, type TStudentRow } from '@haoduo/contract';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../../shared/ui/app-modal';
import { useUpdateStudentUsername } from '../../api/update-student-username';
import { feedback } from '../../../../shared/ui/feedback';

interface TRenameStudentModalProps {
  student: TStudentRow | null;
  onClose: () => void;
}

/** 修改登录名: letters, digits and underscore, 3 to 32 characters, not used by anyone else. */
export function RenameStudentModal({ student, onClose }: TRenameStudentModalProps) {
  const { t } = useTranslation();
  const { message } = feedback();
  const [form] = Form.useForm<{ username: string }>();
  const rename = useUpdateStudentUsername();

  const submit = ({ username }: { username: string }) => {
    if (!student) return;
    rename.mutate(
      { studentId: student.worksStudentId, username: username.trim() },
      {
        onSuccess: (result) => {
          void message.success(t('manage.renamed', { username: result.username }));
          onClose();
        },
      },
    );
  };

  return (
    <AppModal
      open={student !== null}
      title={t('manage.renameTitle', { name: student?.name ?? '' })}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      footer={[
        <Button key="cancel" size="large" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          size="large"
          loading={rename.isPending}
          onClick={() => form.submit()}
        >
          {t('common.save')}
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ username: student?.username ?? '' }}
        onFinish={submit}
      >
        <Form.Item
          name="username"
          label={t('manage.newUsername')}
          extra={t('manage.renameHint')}
          rules={[
            { required: true, whitespace: true, message: Messages.LOGIN_NAME_REQUIRED },
            { pattern: LOGIN_NAME_PATTERN, message: ClassMessages.USERNAME_RULE },
          ]}
        >
          <Input size="large" maxLength={32} autoComplete="off" />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
