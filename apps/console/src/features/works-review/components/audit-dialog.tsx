import { WorksLimit, ZAuditBody } from '@haoduo/contract';
import { App, Form, Input, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { useAuditWorks } from '../api/works-review-api';
import { parseForm } from '../model/zod-form';
import { useTranslation } from 'react-i18next';

export type TAuditDecision = 'approve' | 'reject';

export interface TAuditTarget {
  id: number;
  worksName: string;
}

interface TAuditDialogProps {
  /** The work to review; null: closed. */
  work: TAuditTarget | null;
  decision: TAuditDecision;
  onClose: () => void;
  onDone?: (decision: TAuditDecision) => void;
}

interface TAuditForm {
  decision: TAuditDecision;
  auditRemark?: string;
}

const AUDIT_STATUS: Record<TAuditDecision, 1 | 2> = { approve: 1, reject: 2 };

/**
 * Review one work: approve (published in the gallery) or reject with a remark for the
 * pupil. The remark is required to reject, at most 200 characters (the contract's rule).
 */
export function AuditDialog({ work, decision, onClose, onDone }: TAuditDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TAuditForm>();
  const audit = useAuditWorks();
  const { message } = App.useApp();
  const chosen = Form.useWatch('decision', form) ?? decision;

  useEffect(() => {
    if (work) form.setFieldsValue({ decision, auditRemark: '' });
  }, [work, decision, form]);

  const submit = async () => {
    if (!work) return;
    const values = form.getFieldsValue();
    const body = parseForm(form, ZAuditBody, {
      id: work.id,
      auditStatus: AUDIT_STATUS[values.decision],
      auditRemark: values.auditRemark?.trim() ? values.auditRemark : undefined,
    });
    if (!body) return;
    await audit.mutateAsync(body);
    void message.success(
      values.decision === 'approve' ? t('works.approvedPublished') : t('works.rejected'),
    );
    onDone?.(values.decision);
    onClose();
  };

  return (
    <Modal
      open={work !== null}
      title={work ? t('works.auditTitle', { name: work.worksName }) : ''}
      okText={chosen === 'approve' ? t('works.approvePublish') : t('works.reject')}
      okButtonProps={{ danger: chosen === 'reject' }}
      cancelText={t('actions.cancel')}
      confirmLoading={audit.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      width={480}
    >
      <Form
        form={form}
        name="works-audit"
        layout="vertical"
        initialValues={{ decision, auditRemark: '' }}
      >
        <Form.Item name="decision" label={t('works.result')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: 'approve', label: t('works.approve') },
              { value: 'reject', label: t('works.notApproved') },
            ]}
            onChange={() => form.setFields([{ name: 'auditRemark', errors: [] }])}
          />
        </Form.Item>
        <Form.Item
          name="auditRemark"
          label={t('works.remark')}
          required={chosen === 'reject'}
          extra={chosen === 'reject' ? t('works.remarkRejectHint') : t('works.remarkHint')}
        >
          <Input.TextArea
            rows={4}
            maxLength={WorksLimit.AUDIT_REMARK_MAX}
            showCount
            placeholder={
              chosen === 'reject' ? t('works.remarkRejectPlaceholder') : t('works.optional')
            }
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
