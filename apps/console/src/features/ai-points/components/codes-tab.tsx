import type { TFunction } from 'i18next';
import {
  AiPointLimit,
  aiPointEndpoints,
  ZAiPointCodeCreateBody,
  type TInputOf,
} from '@haoduo/contract';
import { Button, Form, Input, InputNumber, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatTime } from '../../../shared/labels';
import { SchoolSelect } from '../../../shared/pickers';
import { Can } from '../../../shared/permissions';
import {
  FormDrawer,
  presetFilters,
  ResourceTable,
  type TResourceColumn,
  type TRowOf,
  useResourceMutation,
} from '../../../shared/resource';
import { AI_POINTS_KEY } from '../api/ai-points-api';
import { useTranslation } from 'react-i18next';

type TCodeRow = TRowOf<typeof aiPointEndpoints.codePage>;

function columnsOf(t: TFunction): TResourceColumn<TCodeRow>[] {
  return [
    {
      key: 'code',
      title: t('aiPoints.code'),
      dataIndex: 'code',
      width: 160,
      render: (code: string) => (
        <Typography.Text copyable code>
          {code}
        </Typography.Text>
      ),
    },
    {
      key: 'schoolName',
      title: t('fields.school'),
      dataIndex: 'schoolName',
      width: 180,
      ellipsis: true,
    },
    { key: 'points', title: t('aiPoints.points'), dataIndex: 'points', width: 90, align: 'right' },
    {
      key: 'reason',
      title: t('aiPoints.purpose'),
      dataIndex: 'reason',
      width: 180,
      ellipsis: true,
    },
    {
      key: 'usedAt',
      title: t('fields.status'),
      dataIndex: 'usedAt',
      width: 90,
      render: (usedAt: string | null) =>
        usedAt ? (
          <Tag>{t('aiPoints.redeemed')}</Tag>
        ) : (
          <Tag color="success">{t('aiPoints.notRedeemed')}</Tag>
        ),
    },
    {
      key: 'usedByName',
      title: t('aiPoints.redeemedBy'),
      dataIndex: 'usedByName',
      width: 110,
      render: (v) => v ?? '-',
    },
    {
      key: 'usedAtTime',
      title: t('aiPoints.redeemedAt'),
      dataIndex: 'usedAt',
      width: 150,
      render: formatTime,
    },
    {
      key: 'createdByName',
      title: t('aiPoints.creator'),
      dataIndex: 'createdByName',
      width: 110,
      render: (v) => v ?? '-',
    },
    {
      key: 'createdAt',
      title: t('fields.createdAt'),
      dataIndex: 'createdAt',
      width: 150,
      render: formatTime,
    },
  ];
}

/** Points codes made for schools (each redeemable once), and who redeemed them. */
export function CodesTab() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const create = useResourceMutation(aiPointEndpoints.createCodes, { invalidate: [AI_POINTS_KEY] });

  return (
    <>
      <ResourceTable
        tableId="ai-point-codes"
        endpoint={aiPointEndpoints.codePage}
        queryKey={[...AI_POINTS_KEY, 'codes']}
        rowKey="id"
        title={t('aiPoints.tabCodes')}
        columns={columnsOf(t)}
        filters={[
          { name: 'keyword', label: t('aiPoints.code'), type: 'text' },
          presetFilters.school(),
          {
            name: 'used',
            label: t('fields.status'),
            type: 'select',
            width: 120,
            options: [
              { value: 'false', label: t('aiPoints.notRedeemed') },
              { value: 'true', label: t('aiPoints.redeemed') },
            ],
          },
        ]}
        toolbar={
          <Can permission="ai-point-code:create">
            <Button type="primary" onClick={() => setCreating(true)}>
              {t('aiPoints.createCodes')}
            </Button>
          </Can>
        }
      />
      <FormDrawer<TInputOf<typeof aiPointEndpoints.createCodes>>
        open={creating}
        title={t('aiPoints.createCodes')}
        schema={ZAiPointCodeCreateBody}
        initialValues={{ count: 10, points: 100 }}
        submitText={t('aiPoints.create')}
        successText={t('aiPoints.codesCreated')}
        onClose={() => setCreating(false)}
        onSubmit={async (body) => {
          const batch = await create.mutateAsync(body);
          setCodes(batch.codes);
        }}
      >
        {(field) => (
          <>
            <Form.Item label={t('fields.school')} {...field('schoolId')}>
              <SchoolSelect style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              label={t('aiPoints.count')}
              {...field('count')}
              extra={t('aiPoints.countMax', { count: AiPointLimit.CODE_BATCH_MAX })}
            >
              <InputNumber
                min={1}
                max={AiPointLimit.CODE_BATCH_MAX}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item label={t('aiPoints.pointsEach')} {...field('points')}>
              <InputNumber
                min={1}
                max={AiPointLimit.CODE_POINTS_MAX}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item label={t('aiPoints.purpose')} {...field('reason')}>
              <Input.TextArea rows={2} maxLength={AiPointLimit.REASON_MAX} showCount />
            </Form.Item>
          </>
        )}
      </FormDrawer>
      <Modal
        open={codes !== null}
        title={t('aiPoints.createdCodes', { count: codes?.length ?? 0 })}
        onCancel={() => setCodes(null)}
        footer={<Button onClick={() => setCodes(null)}>{t('actions.close')}</Button>}
      >
        <Typography.Paragraph type="secondary">{t('aiPoints.codesOnce')}</Typography.Paragraph>
        <Typography.Paragraph copyable={{ text: (codes ?? []).join('\n') }}>
          <pre style={{ maxHeight: 320, overflow: 'auto', margin: 0 }}>
            {(codes ?? []).join('\n')}
          </pre>
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
