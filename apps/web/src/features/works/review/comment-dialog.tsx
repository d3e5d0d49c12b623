import { WorksLimit } from '@haoduo/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../shared/ui/app-modal';

export interface TCommentDialogProps {
  open: boolean;
  workName: string;
  busy: boolean;
  onCancel: () => void;
  /** The comment as typed, trimmed ('' when none). */
  onConfirm: (comment: string) => void;
}

interface TCommentDialogTexts {
  title: string;
  hint: string;
  label: string;
  placeholder?: string;
  okText: string;
  danger?: boolean;
}

/** A teacher's decision on a work, confirmed, with an optional comment for the pupil. */
function CommentDialog({
  open,
  busy,
  onCancel,
  onConfirm,
  texts,
}: TCommentDialogProps & { texts: TCommentDialogTexts }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ comment?: string }>();
  return (
    <AppModal
      open={open}
      title={texts.title}
      okText={texts.okText}
      cancelText={t('works.my.cancel')}
      okButtonProps={{ danger: texts.danger, loading: busy, htmlType: 'submit' }}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <p>{texts.hint}</p>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(values) => onConfirm((values.comment ?? '').trim())}
      >
        <Form.Item name="comment" label={texts.label}>
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={WorksLimit.AUDIT_REMARK_MAX}
            showCount
            placeholder={texts.placeholder}
          />
        </Form.Item>
      </Form>
    </AppModal>
  );
}

/** 通过: publishing a pupil's work is confirmed, with an optional word for the pupil. */
export function ApproveDialog(props: TCommentDialogProps) {
  const { t } = useTranslation();
  return (
    <CommentDialog
      {...props}
      texts={{
        title: `${t('works.review.approveTitle')}：${props.workName}`,
        hint: t('works.review.approveHint', { name: props.workName }),
        label: t('works.review.commentLabel'),
        placeholder: t('works.review.commentPlaceholder'),
        okText: t('works.review.approveOk'),
      }}
    />
  );
}

/** 撤回发布: a published work leaves the gallery and waits for review again. */
export function RevokeDialog(props: TCommentDialogProps) {
  const { t } = useTranslation();
  return (
    <CommentDialog
      {...props}
      texts={{
        title: `${t('works.review.revokeTitle')}：${props.workName}`,
        hint: t('works.review.revokeHint', { name: props.workName }),
        label: t('works.review.revokeReasonLabel'),
        okText: t('works.review.revokeOk'),
        danger: true,
      }}
    />
  );
}
