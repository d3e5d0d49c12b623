import { Messages, type TJoinClassResult } from '@haoduo/contract';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../shared/ui/app-modal';
import { useJoinClass } from '../api/join-class';

interface TJoinClassModalProps {
  open: boolean;
  onClose: () => void;
  onJoined: (result: TJoinClassResult) => void;
}

interface TJoinClassForm {
  classCode: string;
}

/** 加入新班级: the class code the teacher gave; the field clears when the dialog closes. */
export function JoinClassModal({ open, onClose, onJoined }: TJoinClassModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TJoinClassForm>();
  const join = useJoinClass();

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = async ({ classCode }: TJoinClassForm) => {
    try {
      const result = await join.mutateAsync(classCode);
      form.resetFields();
      onJoined(result);
    } catch {
      // The API client has shown the server's message (unknown code, closed class...).
    }
  };

  return (
    <AppModal
      open={open}
      title={Messages.JOIN_NEW_CLASS}
      onCancel={close}
      afterClose={() => form.resetFields()}
      footer={[
        <Button key="cancel" size="large" onClick={close}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          size="large"
          loading={join.isPending}
          onClick={() => form.submit()}
        >
          {t('classes.join')}
        </Button>,
      ]}
    >
      <Form<TJoinClassForm> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="classCode"
          label={t('classes.classCode')}
          extra={t('classes.classCodeHint')}
          rules={[{ required: true, whitespace: true, message: Messages.CLASS_CODE_REQUIRED }]}
          normalize={(value: string) => value.toUpperCase()}
        >
          <Input
            size="large"
            placeholder={Messages.CLASS_CODE_REQUIRED}
            maxLength={32}
            autoComplete="off"
            autoFocus
          />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
