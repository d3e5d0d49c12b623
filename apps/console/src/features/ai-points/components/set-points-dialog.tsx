import {
  AI_POINT_OWNER_LABELS,
  AiPointLimit,
  aiPointEndpoints,
  ZAiPointSetBody,
  type TAiPointAccount,
} from '@haoduo/contract';
import { Descriptions, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { ClassSelect, SchoolSelect } from '../../../shared/pickers';
import { fieldOf, useResourceMutation } from '../../../shared/resource';
import { AI_POINTS_KEY, usePupilOptions } from '../api/ai-points-api';

export type TPointsTarget = 'school' | 'class' | 'pupil';

interface TSetPointsValues {
  target: TPointsTarget;
  schoolId?: number;
  classId?: number;
  accountUserId?: number;
  points?: number | null;
  reason?: string;
}

interface TSetPointsDialogProps {
  open: boolean;
  /** An existing account to set; without it the form picks a school, a class or a pupil. */
  account?: TAiPointAccount | null;
  onClose: () => void;
}

/** The field that names the target of each kind (where "choose one" is shown). */
const TARGET_FIELD: Record<TPointsTarget, 'schoolId' | 'classId' | 'accountUserId'> = {
  school: 'schoolId',
  class: 'classId',
  pupil: 'accountUserId',
};

/** The set-points body of the form's values: exactly one target, the balance and the reason. */
export function setPointsBody(values: TSetPointsValues, accountId?: number) {
  const common = { points: values.points ?? undefined, reason: values.reason };
  if (accountId !== undefined) return { id: accountId, ...common };
  if (values.target === 'class') return { classId: values.classId, ...common };
  if (values.target === 'pupil') return { accountUserId: values.accountUserId, ...common };
  return { schoolId: values.schoolId, ...common };
}

/**
 * Set the AI points budget of a school, a class or a pupil (or of a listed account): the new
 * balance and why. A class's or pupil's points come from (or go back to) the school's budget.
 */
export function SetPointsDialog({ open, account, onClose }: TSetPointsDialogProps) {
  const [form] = Form.useForm<TSetPointsValues>();
  const [pupilText, setPupilText] = useState('');
  const target = Form.useWatch('target', form) ?? 'school';
  const schoolId = Form.useWatch('schoolId', form);
  const classId = Form.useWatch('classId', form);
  const pupils = usePupilOptions(schoolId, classId, pupilText);
  const setPoints = useResourceMutation(aiPointEndpoints.setPoints, {
    invalidate: [AI_POINTS_KEY],
    successText: '点数已设置',
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ target: 'school', points: account?.points ?? null, reason: '' });
  }, [open, account, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const parsed = ZAiPointSetBody.safeParse(setPointsBody(values, account?.id));
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => {
          const field = String(issue.path[0] ?? '');
          const name = (
            field === 'id' ? TARGET_FIELD[values.target] : field
          ) as keyof TSetPointsValues;
          return { name, errors: [issue.message] };
        }),
      );
      return;
    }
    await setPoints.mutateAsync(parsed.data);
    onClose();
  };

  const reason = fieldOf(ZAiPointSetBody, 'reason');
  const points = fieldOf(ZAiPointSetBody, 'points');

  return (
    <Modal
      open={open}
      title={account ? `设置点数：${account.name}` : '设置AI点数'}
      okText="确定"
      cancelText="取消"
      confirmLoading={setPoints.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      <Form
        form={form}
        name="set-points"
        layout="vertical"
        initialValues={{ target: 'school' }}
        aria-label="设置AI点数"
      >
        {account ? (
          <Descriptions size="small" column={2} style={{ marginBottom: 12 }} bordered>
            <Descriptions.Item label="账户">{account.name}</Descriptions.Item>
            <Descriptions.Item label="类型">
              {AI_POINT_OWNER_LABELS[account.ownerType as 1 | 2 | 3] ?? account.ownerTypeLabel}
            </Descriptions.Item>
            <Descriptions.Item label="学校">{account.schoolName}</Descriptions.Item>
            <Descriptions.Item label="当前点数">{account.points}</Descriptions.Item>
          </Descriptions>
        ) : (
          <>
            <Form.Item name="target" label="设置对象">
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'school', label: '学校' },
                  { value: 'class', label: '课班' },
                  { value: 'pupil', label: '学生' },
                ]}
                onChange={() =>
                  form.setFieldsValue({ classId: undefined, accountUserId: undefined })
                }
              />
            </Form.Item>
            <Form.Item name="schoolId" label="学校" required={target === 'school'}>
              <SchoolSelect
                style={{ width: '100%' }}
                onChange={() =>
                  form.setFieldsValue({ classId: undefined, accountUserId: undefined })
                }
              />
            </Form.Item>
            {target !== 'school' ? (
              <Form.Item name="classId" label="课班" required={target === 'class'}>
                <ClassSelect style={{ width: '100%' }} schoolId={schoolId} />
              </Form.Item>
            ) : null}
            {target === 'pupil' ? (
              <Form.Item
                name="accountUserId"
                label="学生"
                required
                extra="先选择学校或课班，再按姓名或登录名搜索"
              >
                <Select
                  showSearch
                  allowClear
                  filterOption={false}
                  onSearch={setPupilText}
                  loading={pupils.isFetching}
                  placeholder="搜索学生"
                  options={(pupils.data ?? []).map((pupil) => ({
                    value: pupil.worksStudentId,
                    label: `${pupil.name}（${pupil.username}）`,
                  }))}
                />
              </Form.Item>
            ) : null}
          </>
        )}
        <Form.Item
          label="点数设为"
          {...points}
          extra="学校预算直接设置；课班和学生的点数从学校预算中划拨或退回"
        >
          <InputNumber
            min={0}
            max={AiPointLimit.MAX_POINTS}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label="调整原因" {...reason}>
          <Input.TextArea rows={3} maxLength={AiPointLimit.REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
