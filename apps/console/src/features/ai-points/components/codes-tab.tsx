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
  ResourceTable,
  useResourceMutation,
  type TResourceColumn,
  type TRowOf,
} from '../../../shared/resource';
import { AI_POINTS_KEY } from '../api/ai-points-api';

type TCodeRow = TRowOf<typeof aiPointEndpoints.codePage>;

const columns: TResourceColumn<TCodeRow>[] = [
  {
    key: 'code',
    title: '兑换码',
    dataIndex: 'code',
    width: 160,
    render: (code: string) => (
      <Typography.Text copyable code>
        {code}
      </Typography.Text>
    ),
  },
  { key: 'schoolName', title: '学校', dataIndex: 'schoolName', width: 180, ellipsis: true },
  { key: 'points', title: '点数', dataIndex: 'points', width: 90, align: 'right' },
  { key: 'reason', title: '用途', dataIndex: 'reason', width: 180, ellipsis: true },
  {
    key: 'usedAt',
    title: '状态',
    dataIndex: 'usedAt',
    width: 90,
    render: (usedAt: string | null) =>
      usedAt ? <Tag>已兑换</Tag> : <Tag color="success">未兑换</Tag>,
  },
  {
    key: 'usedByName',
    title: '兑换人',
    dataIndex: 'usedByName',
    width: 110,
    render: (v) => v ?? '-',
  },
  { key: 'usedAtTime', title: '兑换时间', dataIndex: 'usedAt', width: 150, render: formatTime },
  {
    key: 'createdByName',
    title: '创建人',
    dataIndex: 'createdByName',
    width: 110,
    render: (v) => v ?? '-',
  },
  { key: 'createdAt', title: '创建时间', dataIndex: 'createdAt', width: 150, render: formatTime },
];

/** Points codes made for schools (each redeemable once), and who redeemed them. */
export function CodesTab() {
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
        title="积分兑换码"
        columns={columns}
        filters={[
          { name: 'keyword', label: '兑换码', type: 'text' },
          { name: 'schoolId', label: '学校', type: 'custom', render: () => <SchoolSelect /> },
          {
            name: 'used',
            label: '状态',
            type: 'select',
            width: 120,
            options: [
              { value: 'false', label: '未兑换' },
              { value: 'true', label: '已兑换' },
            ],
          },
        ]}
        toolbar={
          <Can permission="ai-point-code:create">
            <Button type="primary" onClick={() => setCreating(true)}>
              生成兑换码
            </Button>
          </Can>
        }
      />
      <FormDrawer<TInputOf<typeof aiPointEndpoints.createCodes>>
        open={creating}
        title="生成兑换码"
        schema={ZAiPointCodeCreateBody}
        initialValues={{ count: 10, points: 100 }}
        submitText="生成"
        successText="兑换码已生成"
        onClose={() => setCreating(false)}
        onSubmit={async (body) => {
          const batch = await create.mutateAsync(body);
          setCodes(batch.codes);
        }}
      >
        {(field) => (
          <>
            <Form.Item label="学校" {...field('schoolId')}>
              <SchoolSelect style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              label="数量"
              {...field('count')}
              extra={`一次最多${AiPointLimit.CODE_BATCH_MAX}个`}
            >
              <InputNumber
                min={1}
                max={AiPointLimit.CODE_BATCH_MAX}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item label="每个兑换码的点数" {...field('points')}>
              <InputNumber
                min={1}
                max={AiPointLimit.CODE_POINTS_MAX}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item label="用途" {...field('reason')}>
              <Input.TextArea rows={2} maxLength={AiPointLimit.REASON_MAX} showCount />
            </Form.Item>
          </>
        )}
      </FormDrawer>
      <Modal
        open={codes !== null}
        title={`已生成 ${codes?.length ?? 0} 个兑换码`}
        onCancel={() => setCodes(null)}
        footer={<Button onClick={() => setCodes(null)}>关闭</Button>}
      >
        <Typography.Paragraph type="secondary">
          每个兑换码只能使用一次，请妥善发给学校。
        </Typography.Paragraph>
        <Typography.Paragraph copyable={{ text: (codes ?? []).join('\n') }}>
          <pre style={{ maxHeight: 320, overflow: 'auto', margin: 0 }}>
            {(codes ?? []).join('\n')}
          </pre>
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
