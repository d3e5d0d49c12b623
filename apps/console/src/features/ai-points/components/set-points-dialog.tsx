import {
  AiPointLimit,
  aiPointEndpoints,
  ZAiPointSetBody,
  type TAiPointAccount,
} from '@haoduo/contract';
import { Descriptions, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { labelOf } from '../../../shared/labels';
import { ClassSelect, SchoolSelect } from '../../../shared/pickers';
import { fieldOf, useResourceMutation } from '../../../shared/resource';
import { AI_POINTS_KEY, usePupilOptions } from '../api/ai-points-api';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  const [form] = Form.useForm<TSetPointsValues>();
  const [pupilText, setPupilText] = useState('');
  const target = Form.useWatch('target', form) ?? 'school';
  const schoolId = Form.useWatch('schoolId', form);
  const classId = Form.useWatch('classId', form);
  const pupils = usePupilOptions(schoolId, classId, pupilText);
  const setPoints = useResourceMutation(aiPointEndpoints.setPoints, {
    invalidate: [AI_POINTS_KEY],
    successText: t('aiPoints.pointsSet'),
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
      title={account ? t('aiPoints.setTitle', { name: account.name }) : t('aiPoints.setTitleEmpty')}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
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
        aria-label={t('aiPoints.setTitleEmpty')}
      >
        {account ? (
          <Descriptions size="small" column={2} style={{ marginBottom: 12 }} bordered>
            <Descriptions.Item label={t('aiPoints.account')}>{account.name}</Descriptions.Item>
            <Descriptions.Item label={t('aiPoints.type')}>
              {labelOf('aiPointOwner', account.ownerType)}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.school')}>{account.schoolName}</Descriptions.Item>
            <Descriptions.Item label={t('aiPoints.currentPoints')}>
              {account.points}
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <>
            <Form.Item name="target" label={t('aiPoints.target')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'school', label: t('fields.school') },
                  { value: 'class', label: t('fields.class') },
                  { value: 'pupil', label: t('aiPoints.pupil') },
                ]}
                onChange={() =>
                  form.setFieldsValue({ classId: undefined, accountUserId: undefined })
                }
              />
            </Form.Item>
            <Form.Item name="schoolId" label={t('fields.school')} required={target === 'school'}>
              <SchoolSelect
                style={{ width: '100%' }}
                onChange={() =>
                  form.setFieldsValue({ classId: undefined, accountUserId: undefined })
                }
              />
            </Form.Item>
            {target !== 'school' ? (
              <Form.Item name="classId" label={t('fields.class')} required={target === 'class'}>
                <ClassSelect style={{ width: '100%' }} schoolId={schoolId} />
              </Form.Item>
            ) : null}
            {target === 'pupil' ? (
              <Form.Item
                name="accountUserId"
                label={t('aiPoints.pupil')}
                required
                extra={t('aiPoints.pupilHint')}
              >
                <Select
                  showSearch
                  allowClear
                  filterOption={false}
                  onSearch={setPupilText}
                  loading={pupils.isFetching}
                  placeholder={t('aiPoints.searchPupil')}
                  options={(pupils.data ?? []).map((pupil) => ({
                    value: pupil.worksStudentId,
                    label: t('aiPoints.pupilOption', {
                      name: pupil.name,
                      username: pupil.username,
                    }),
                  }))}
                />
              </Form.Item>
            ) : null}
          </>
        )}
        <Form.Item label={t('aiPoints.setTo')} {...points} extra={t('aiPoints.setToHint')}>
          <InputNumber
            min={0}
            max={AiPointLimit.MAX_POINTS}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={t('aiPoints.adjustReason')} {...reason}>
          <Input.TextArea rows={3} maxLength={AiPointLimit.REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
