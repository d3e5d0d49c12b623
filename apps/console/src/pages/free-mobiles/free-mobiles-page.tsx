import {
  FREE_MOBILE_TYPE_LABELS,
  freeMobileEndpoints as ep,
  ZFreeMobileEditBody,
  ZFreeMobileFields,
} from '@haoduo/contract';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, optionsOf } from '../../shared/labels';
import { Can } from '../../shared/permissions';
import {
  EnabledBadge,
  enabledOptions,
  FormDrawer,
  ResourceTable,
  RowActions,
  useEnableActions,
  useResourceMutation,
  type TResourceColumn,
  type TRowOf,
} from '../../shared/resource';

type TFreeMobile = TRowOf<typeof ep.freeMobilePage>;
const FREE_MOBILES_KEY = ['free-mobiles'] as const;
const TYPE_OPTIONS = optionsOf(FREE_MOBILE_TYPE_LABELS);

/** /console/free-mobiles: mobiles without the daily code limit (test devices, front desks). */
export function FreeMobilesPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TFreeMobile | 'new' | null>(null);
  const create = useResourceMutation(ep.freeMobileCreate, {
    invalidate: [FREE_MOBILES_KEY],
    successText: t('identity.freeMobiles.created'),
  });
  const edit = useResourceMutation(ep.freeMobileEdit, {
    invalidate: [FREE_MOBILES_KEY],
    successText: t('identity.freeMobiles.saved'),
  });
  const enableActions = useEnableActions({
    enable: ep.freeMobileEnable,
    disable: ep.freeMobileDisable,
    invalidate: [FREE_MOBILES_KEY],
    permissions: { enable: 'free-mobile:enable', disable: 'free-mobile:disable' },
    input: (row: TFreeMobile) => ({ id: row.id }),
    confirmDisable: (row) => ({ title: `${t('actions.disable')} ${row.mobile}？` }),
  });
  const columns: TResourceColumn<TFreeMobile>[] = [
    { key: 'mobile', title: t('identity.freeMobiles.mobile'), dataIndex: 'mobile', width: 140 },
    { key: 'owner', title: t('identity.freeMobiles.owner'), dataIndex: 'owner', width: 120 },
    { key: 'typeName', title: t('identity.freeMobiles.type'), dataIndex: 'typeName', width: 110 },
    { key: 'reason', title: t('identity.freeMobiles.reason'), dataIndex: 'reason', ellipsis: true },
    {
      key: 'status',
      title: t('fields.status'),
      dataIndex: 'status',
      width: 90,
      render: (status: number) => <EnabledBadge status={status} />,
    },
    {
      key: 'updatedAt',
      title: t('fields.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: formatTime,
    },
    {
      key: 'actions',
      title: t('fields.actions'),
      width: 140,
      fixed: 'right',
      fixedVisible: true,
      render: (_value, row) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              label: t('actions.edit'),
              permission: 'free-mobile:edit',
              onClick: () => setEditing(row),
            },
            ...enableActions(row),
          ]}
        />
      ),
    },
  ];
  const row = editing !== 'new' ? editing : null;
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('identity.freeMobiles.intro')}</Typography.Text>
      <ResourceTable
        tableId="free-mobiles"
        endpoint={ep.freeMobilePage}
        queryKey={FREE_MOBILES_KEY}
        rowKey="id"
        columns={columns}
        filters={[
          { name: 'keyword', label: t('identity.freeMobiles.keyword'), type: 'text' },
          { name: 'status', label: t('fields.status'), type: 'select', options: enabledOptions() },
        ]}
        toolbar={
          <Can permission="free-mobile:create">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('identity.freeMobiles.add')}
            </Button>
          </Can>
        }
      />
      {editing !== null && (
        <FormDrawer
          open
          title={row ? t('identity.freeMobiles.edit') : t('identity.freeMobiles.add')}
          schema={row ? ZFreeMobileEditBody : ZFreeMobileFields}
          initialValues={row ? { ...row } : { type: 1 }}
          toBody={(values) => (row ? { ...values, id: row.id } : values)}
          onSubmit={(body) =>
            row
              ? edit.mutateAsync(body as Parameters<typeof edit.mutateAsync>[0])
              : create.mutateAsync(body as Parameters<typeof create.mutateAsync>[0])
          }
          onClose={() => setEditing(null)}
        >
          {(field) => (
            <>
              <Form.Item label={t('identity.freeMobiles.mobile')} {...field('mobile')}>
                <Input maxLength={11} />
              </Form.Item>
              <Form.Item label={t('identity.freeMobiles.owner')} {...field('owner')}>
                <Input maxLength={32} />
              </Form.Item>
              <Form.Item label={t('identity.freeMobiles.type')} {...field('type')}>
                <Select options={TYPE_OPTIONS} />
              </Form.Item>
              <Form.Item label={t('identity.freeMobiles.reason')} {...field('reason')}>
                <Input.TextArea maxLength={200} rows={3} />
              </Form.Item>
            </>
          )}
        </FormDrawer>
      )}
    </Flex>
  );
}
