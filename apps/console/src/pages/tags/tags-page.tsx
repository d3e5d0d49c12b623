import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { tagEndpoints, WorksLimit, ZTagAddBody, ZTagSaveBody, type TTag } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { apiClient } from '../../shared/api';
import { Can, useCan } from '../../shared/permissions';
import { fieldOf, useConfirm, useResourceMutation } from '../../shared/resource';

const TAGS_KEY = ['tags'] as const;

interface TDraftTag {
  id?: number;
  name: string;
  key: string;
}

/** /console/tags: the gallery's tags — add, delete, rename and order (save the whole list). */
export function TagsPage() {
  const can = useCan();
  const confirm = useConfirm();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const tags = useQuery(
    apiClient.query(tagEndpoints.mngList, { keyword: keyword || undefined }, TAGS_KEY),
  );
  const add = useResourceMutation(tagEndpoints.add, {
    invalidate: [TAGS_KEY],
    successText: '标签已新增',
  });
  const remove = useResourceMutation(tagEndpoints.delete, {
    invalidate: [TAGS_KEY],
    successText: '标签已删除',
  });
  const save = useResourceMutation(tagEndpoints.save, {
    invalidate: [TAGS_KEY],
    successText: '标签已保存',
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
      void message.error(parsed.error.issues[0]?.message ?? '请检查标签名称');
      return;
    }
    await save.mutateAsync(parsed.data);
    setDraft(null);
  };

  const editing = draft !== null;

  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Text type="secondary">
          作品广场按标签筛选作品；顺序即作品广场中标签的顺序。
        </Typography.Text>
      </div>
      <Card size="small">
        <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
          <Input.Search
            allowClear
            placeholder="搜索标签名称"
            style={{ width: 260 }}
            onSearch={(value) => setKeyword(value.trim())}
            disabled={editing}
            aria-label="搜索标签名称"
          />
          <Space>
            {editing ? (
              <>
                <Button onClick={() => setDraft(null)}>取消</Button>
                <Button onClick={() => setDraft([...rows, { name: '', key: `new-${Date.now()}` }])}>
                  添加一行
                </Button>
                <Button
                  type="primary"
                  loading={save.isPending}
                  onClick={() => void submitSave().catch(() => undefined)}
                >
                  保存
                </Button>
              </>
            ) : (
              <>
                <Can permission="tag:save">
                  <Button onClick={() => setDraft(rows)} disabled={keyword !== ''}>
                    编辑排序与名称
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
                    新增标签
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
            { key: 'order', title: '序号', width: 80, render: (_v, _r, index) => index + 1 },
            {
              key: 'name',
              title: '标签名称',
              render: (_v, row, index) =>
                editing ? (
                  <Input
                    value={row.name}
                    maxLength={WorksLimit.TAG_NAME_MAX}
                    aria-label={`第${index + 1}个标签的名称`}
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
              title: '操作',
              width: 200,
              render: (_v, row, index) =>
                editing ? (
                  <Space>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label="上移"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label="下移"
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
                      移除
                    </Button>
                  </Space>
                ) : can('tag:delete') && row.id ? (
                  <Button
                    size="small"
                    type="link"
                    danger
                    onClick={() =>
                      confirm({
                        title: `删除标签“${row.name}”？`,
                        content: '删除后，所有作品上的这个标签也会被移除。',
                        okText: '删除',
                        onOk: () => remove.mutateAsync({ id: row.id! }),
                      })
                    }
                  >
                    删除
                  </Button>
                ) : null,
            },
          ]}
        />
        {editing ? (
          <Typography.Text type="secondary">
            保存时：改名的标签保留，新增的标签被创建，移除的标签被删除。
          </Typography.Text>
        ) : null}
      </Card>
      <Modal
        open={adding}
        title="新增标签"
        okText="保存"
        cancelText="取消"
        confirmLoading={add.isPending}
        onOk={() => void submitAdd().catch(() => undefined)}
        onCancel={() => setAdding(false)}
        destroyOnHidden
        width={420}
      >
        <Form form={addForm} name="tag-add" layout="vertical">
          <Form.Item label="标签名称" {...fieldOf(ZTagAddBody, 'name')}>
            <Input maxLength={WorksLimit.TAG_NAME_MAX} showCount autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
