import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { tagEndpoints, WorksLimit, ZTagAddBody, ZTagSaveBody, type TTag } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { apiClient } from '../../shared/api';
import { Can, useCan } from '../../shared/permissions';
import { fieldOf, useConfirm, useResourceMutation } from '../../shared/resource';
import { useTranslation } from 'react-i18next';

const TAGS_KEY = ['tags'] as const;

interface TDraftTag {
  id?: number;
  name: string;
  key: string;
}

/** /console/tags: the gallery's tags — add, delete, rename and order (save the whole list). */
export function TagsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const confirm = useConfirm();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const tags = useQuery(
    apiClient.query(tagEndpoints.mngList, { keyword: keyword || undefined }, TAGS_KEY),
  );
  const add = useResourceMutation(tagEndpoints.add, {
    invalidate: [TAGS_KEY],
    successText: t('tags.added'),
  });
  const remove = useResourceMutation(tagEndpoints.delete, {
    invalidate: [TAGS_KEY],
    successText: t('tags.deleted'),
  });
  const save = useResourceMutation(tagEndpoints.save, {
    invalidate: [TAGS_KEY],
    successText: t('tags.saved'),
  });
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState<TDraftTag[] | null>(null);
  const [addForm] = Form.useForm<{ name: string }>();

  const rows: TDraftTag[] =
    draft ??
    (tags.data ?? []).map((tag: TTag) => ({ id: tag.id, name: tag.name, key: String(tag.id) }));

  const move = (index: number, by: number) =>
    setDraft((list) => {
      const next = [...(list ?? rows)];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  const submitAdd = async () => {
    const { name } = await addForm.validateFields();
    await add.mutateAsync({ name });
    setAdding(false);
  };

  const submitSave = async () => {
    const parsed = ZTagSaveBody.safeParse({
      tagList: (draft ?? []).map(({ id, name }) => (id ? { id, name } : { name })),
    });
    if (!parsed.success) {
      void message.error(parsed.error.issues[0]?.message ?? t('tags.checkName'));
      return;
    }
    await save.mutateAsync(parsed.data);
    setDraft(null);
  };

  const editing = draft !== null;

  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Text type="secondary">{t('tags.intro')}</Typography.Text>
      </div>
      <Card size="small">
        <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
          <Input.Search
            allowClear
            placeholder={t('tags.search')}
            style={{ width: 260 }}
            onSearch={(value) => setKeyword(value.trim())}
            disabled={editing}
            aria-label={t('tags.search')}
          />
          <Space>
            {editing ? (
              <>
                <Button onClick={() => setDraft(null)}>{t('actions.cancel')}</Button>
                <Button onClick={() => setDraft([...rows, { name: '', key: `new-${Date.now()}` }])}>
                  {t('tags.addRow')}
                </Button>
                <Button
                  type="primary"
                  loading={save.isPending}
                  onClick={() => void submitSave().catch(() => undefined)}
                >
                  {t('actions.save')}
                </Button>
              </>
            ) : (
              <>
                <Can permission="tag:save">
                  <Button onClick={() => setDraft(rows)} disabled={keyword !== ''}>
                    {t('tags.editOrder')}
                  </Button>
                </Can>
                <Can permission="tag:add">
                  <Button
                    type="primary"
                    icon={<PlusOutlined />}
                    onClick={() => {
                      addForm.resetFields();
                      setAdding(true);
                    }}
                  >
                    {t('tags.add')}
                  </Button>
                </Can>
              </>
            )}
          </Space>
        </Flex>
        <Table<TDraftTag>
          size="middle"
          rowKey="key"
          loading={tags.isFetching}
          dataSource={rows}
          pagination={false}
          columns={[
            {
              key: 'order',
              title: t('tags.order'),
              width: 80,
              render: (_v, _r, index) => index + 1,
            },
            {
              key: 'name',
              title: t('tags.name'),
              render: (_v, row, index) =>
                editing ? (
                  <Input
                    value={row.name}
                    maxLength={WorksLimit.TAG_NAME_MAX}
                    aria-label={t('tags.nameOf', { n: index + 1 })}
                    onChange={(event) =>
                      setDraft((list) =>
                        (list ?? []).map((item, i) =>
                          i === index ? { ...item, name: event.target.value } : item,
                        ),
                      )
                    }
                    style={{ maxWidth: 320 }}
                  />
                ) : (
                  row.name
                ),
            },
            {
              key: 'actions',
              title: t('fields.actions'),
              width: 200,
              render: (_v, row, index) =>
                editing ? (
                  <Space>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('tags.up')}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('tags.down')}
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, 1)}
                    />
                    <Button
                      size="small"
                      danger
                      type="link"
                      onClick={() =>
                        setDraft((list) => (list ?? []).filter((_item, i) => i !== index))
                      }
                    >
                      {t('actions.remove')}
                    </Button>
                  </Space>
                ) : can('tag:delete') && row.id ? (
                  <Button
                    size="small"
                    type="link"
                    danger
                    onClick={() =>
                      confirm({
                        title: t('tags.deleteTitle', { name: row.name }),
                        content: t('tags.deleteContent'),
                        okText: t('actions.delete'),
                        onOk: () => remove.mutateAsync({ id: row.id! }),
                      })
                    }
                  >
                    {t('actions.delete')}
                  </Button>
                ) : null,
            },
          ]}
        />
        {editing ? <Typography.Text type="secondary">{t('tags.saveHint')}</Typography.Text> : null}
      </Card>
      <Modal
        open={adding}
        title={t('tags.add')}
        okText={t('actions.save')}
        cancelText={t('actions.cancel')}
        confirmLoading={add.isPending}
        onOk={() => void submitAdd().catch(() => undefined)}
        onCancel={() => setAdding(false)}
        destroyOnHidden
        width={420}
      >
        <Form form={addForm} name="tag-add" layout="vertical">
          <Form.Item label={t('tags.name')} {...fieldOf(ZTagAddBody, 'name')}>
            <Input maxLength={WorksLimit.TAG_NAME_MAX} showCount autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
