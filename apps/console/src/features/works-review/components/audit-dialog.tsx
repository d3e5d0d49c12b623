import { WorksLimit, ZAuditBody } from '@haoduo/contract';
import { App, Form, Input, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { useAuditWorks } from '../api/works-review-api';
import { parseForm } from '../model/zod-form';

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
    void message.success(values.decision === 'approve' ? '已通过审核，作品已发布' : '已驳回');
    onDone?.(values.decision);
    onClose();
  };

  return (
    <Modal
      open={work !== null}
      title={work ? `审核作品：${work.worksName}` : ''}
      okText={chosen === 'approve' ? '通过并发布' : '驳回'}
      okButtonProps={{ danger: chosen === 'reject' }}
      cancelText="取消"
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
        <Form.Item name="decision" label="审核结果">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: 'approve', label: '通过' },
              { value: 'reject', label: '不通过' },
            ]}
            onChange={() => form.setFields([{ name: 'auditRemark', errors: [] }])}
          />
        </Form.Item>
        <Form.Item
          name="auditRemark"
          label="审核意见"
          required={chosen === 'reject'}
          extra={chosen === 'reject' ? '学生会在“我的作品”中看到这条意见' : '选填，学生可以看到'}
        >
          <Input.TextArea
            rows={4}
            maxLength={WorksLimit.AUDIT_REMARK_MAX}
            showCount
            placeholder={chosen === 'reject' ? '告诉学生哪里需要修改' : '选填'}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
