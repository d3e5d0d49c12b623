import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { classSyncEndpoints, type TSyncConfig } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';
import { formatTime } from '../../shared/labels';
import { Can } from '../../shared/permissions';
import { ClassSelect } from '../../shared/pickers';
import { useConfirm, useResourceMutation } from '../../shared/resource';
import { SYNC_CONFIGS_KEY } from './roster-sync-keys';

interface TAddValues {
  classId?: number;
  rosterGradeName?: string;
  rosterClassName?: string;
}

/** A school's sync configs: roster grade + class → course class; add and delete. */
export function SyncConfigsCard({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [form] = Form.useForm<TAddValues>();
  const { data, isFetching } = useQuery(
    apiClient.query(classSyncEndpoints.syncConfigList, { schoolId }, SYNC_CONFIGS_KEY),
  );
  const add = useResourceMutation(classSyncEndpoints.syncConfigAdd, {
    invalidate: [SYNC_CONFIGS_KEY],
    successText: t('rosterSync.configs.added'),
  });
  const remove = useResourceMutation(classSyncEndpoints.syncConfigDelete, {
    invalidate: [SYNC_CONFIGS_KEY],
    successText: t('rosterSync.configs.removed'),
  });

  const submit = async (values: TAddValues) => {
    try {
      await add.mutateAsync({
        classId: values.classId!,
        rosterGradeName: values.rosterGradeName ?? '',
        rosterClassName: values.rosterClassName ?? '',
      });
      form.resetFields();
    } catch {
      // The client toasted why.
    }
  };

  return (
    <Card title={t('rosterSync.configs.title')} size="small">
      <Typography.Paragraph type="secondary">{t('rosterSync.configs.hint')}</Typography.Paragraph>
      <Can permission="class:sync-config-add">
        <Form
          form={form}
          name="roster-sync-config"
          layout="inline"
          onFinish={(values) => void submit(values)}
          style={{ marginBottom: 12, rowGap: 8 }}
        >
          <Form.Item
            name="rosterGradeName"
            label={t('rosterSync.configs.grade')}
            rules={[{ required: true, message: `请输入${t('rosterSync.configs.grade')}` }]}
          >
            <Input style={{ width: 120 }} maxLength={32} />
          </Form.Item>
          <Form.Item
            name="rosterClassName"
            label={t('rosterSync.configs.className')}
            rules={[{ required: true, message: `请输入${t('rosterSync.configs.className')}` }]}
          >
            <Input style={{ width: 120 }} maxLength={32} />
          </Form.Item>
          <Form.Item
            name="classId"
            label={t('rosterSync.configs.courseClass')}
            rules={[{ required: true, message: t('rosterSync.configs.pickClass') }]}
          >
            <ClassSelect
              schoolId={schoolId}
              style={{ width: 220 }}
              placeholder={t('rosterSync.configs.pickClass')}
              aria-label={t('rosterSync.configs.courseClass')}
            />
          </Form.Item>
          <Form.Item>
            <Button htmlType="submit" icon={<PlusOutlined />} loading={add.isPending}>
              {t('rosterSync.configs.add')}
            </Button>
          </Form.Item>
        </Form>
      </Can>
      <Table<TSyncConfig>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data ?? []}
        pagination={false}
        locale={{ emptyText: t('rosterSync.configs.empty') }}
        columns={[
          { key: 'grade', title: t('rosterSync.configs.grade'), dataIndex: 'rosterGradeName' },
          { key: 'class', title: t('rosterSync.configs.className'), dataIndex: 'rosterClassName' },
          {
            key: 'courseClass',
            title: t('rosterSync.configs.courseClass'),
            dataIndex: 'courseClassName',
          },
          {
            key: 'createdAt',
            title: t('rosterSync.configs.createdAt'),
            render: (_v, row) => formatTime(row.createdAt),
          },
          {
            key: 'actions',
            title: t('rosterSync.configs.actions'),
            render: (_v, row) => (
              <Can permission="class:sync-config-delete">
                <Space>
                  <Button
                    type="link"
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    onClick={() =>
                      confirm({
                        title: t('rosterSync.configs.removeTitle', {
                          grade: row.rosterGradeName,
                          className: row.rosterClassName,
                        }),
                        content: t('rosterSync.configs.removeContent'),
                        onOk: () => remove.mutateAsync({ id: row.id }),
                      })
                    }
                  >
                    {t('rosterSync.configs.remove')}
                  </Button>
                </Space>
              </Can>
            ),
          },
        ]}
      />
    </Card>
  );
}
