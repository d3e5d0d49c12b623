import { WorksLimit, WorksMessages } from '@haoduo/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../shared/ui/app-modal';

interface TRejectDialogProps {
  open: boolean;
  workName: string;
  busy: boolean;
  onCancel: () => void;
  onReject: (remark: string) => void;
}

/** 不通过: the teacher says why (required), the pupil sees it in my works. */
export function RejectDialog({ open, workName, busy, onCancel, onReject }: TRejectDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ remark: string }>();
  return (
    <AppModal
      open={open}
      title={`${t('works.review.rejectTitle')}：${workName}`}
      okText={t('works.review.rejectOk')}
      cancelText={t('works.my.cancel')}
      okButtonProps={{ danger: true, loading: busy, htmlType: 'submit' }}
      onCancel={onCancel}
      onOk={() => form.submit()}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => onReject(values.remark.trim())}
      >
        <Form.Item
          name="remark"
          label={t('works.review.remarkLabel')}
          rules={[
            { required: true, whitespace: true, message: WorksMessages.AUDIT_REMARK_REQUIRED },
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={WorksLimit.AUDIT_REMARK_MAX}
            showCount
            placeholder={t('works.review.remarkPlaceholder')}
          />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
