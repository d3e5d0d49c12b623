import { WORK_TYPE_LABELS, type TStudentWorksItem } from '@haoduo/contract';
import { Button, Descriptions, Drawer, Flex, Result, Space, Spin, Switch, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Can, usePermission } from '../../../shared/permissions';
import { useTagOptions, useWorksDetail } from '../api/works-review-api';
import { formatTime, stateTagOf } from '../model/works-labels';
import type { TWorksAction } from './works-card';
import { WorksContent } from './works-content';
import { WorksHistory } from './works-history';

interface TWorksDetailDrawerProps {
  worksId: number | null;
  onClose: () => void;
  onAction: (action: TWorksAction, work: TStudentWorksItem) => void;
}

/** A whole work for review: its content (v1 books also in the v2 shape), facts and making-of. */
export function WorksDetailDrawer({ worksId, onClose, onAction }: TWorksDetailDrawerProps) {
  const [v2, setV2] = useState(false);
  const canSeeHistory = usePermission('works:history');
  const detail = useWorksDetail(worksId, v2);
  const tags = useTagOptions();
  const work = detail.data;
  const tagNames = new Map((tags.data ?? []).map((tag) => [tag.id, tag.name]));
  const state = work ? stateTagOf(work) : null;
  // The actions take the list row's shape; the detail has every field they read.
  const asRow = work as unknown as TStudentWorksItem;

  return (
    <Drawer
      open={worksId !== null}
      onClose={onClose}
      size={880}
      title={
        work ? (
          <Space>
            <span>{work.worksName}</span>
            {state ? (
              <Tag variant="solid" color={state.solid}>
                {state.label}
              </Tag>
            ) : null}
            {work.recommend ? <Tag color="orange">推荐</Tag> : null}
          </Space>
        ) : (
          '作品详情'
        )
      }
      extra={
        work ? (
          <Space>
            {work.status === 1 ? (
              <Can permission="works:audit">
                <Button type="primary" onClick={() => onAction('approve', asRow)}>
                  通过
                </Button>
                <Button danger onClick={() => onAction('reject', asRow)}>
                  驳回
                </Button>
              </Can>
            ) : null}
            {work.status === 2 && work.auditStatus === 1 ? (
              <>
                <Can permission="works:recommend">
                  <Button
                    onClick={() => onAction(work.recommend ? 'unrecommend' : 'recommend', asRow)}
                  >
                    {work.recommend ? '取消推荐' : '推荐'}
                  </Button>
                </Can>
                <Can permission="works:update-status">
                  <Button danger onClick={() => onAction('offline', asRow)}>
                    下架
                  </Button>
                </Can>
              </>
            ) : null}
            {work.status === 3 && work.auditStatus === 1 ? (
              <Can permission="works:update-status">
                <Button onClick={() => onAction('online', asRow)}>重新上架</Button>
              </Can>
            ) : null}
            <Can permission="works:modify-score">
              <Button onClick={() => onAction('score', asRow)}>排序分</Button>
            </Can>
            <Can permission="works:tag">
              <Button onClick={() => onAction('tags', asRow)}>标签</Button>
            </Can>
          </Space>
        ) : null
      }
    >
      {detail.isLoading ? <Spin /> : null}
      {detail.isError ? <Result status="warning" title="作品暂时无法查看" /> : null}
      {work ? (
        <Tabs
          items={[
            {
              key: 'content',
              label: '作品内容',
              children: (
                <Flex vertical gap={12}>
                  {work.version === 1 && work.type <= 3 ? (
                    <Can permission="works:detail-v2">
                      <Space>
                        <Switch checked={v2} onChange={setV2} aria-label="按新版页面查看" />
                        <span>按新版页面查看（v2）</span>
                      </Space>
                    </Can>
                  ) : null}
                  <WorksContent work={work} />
                </Flex>
              ),
            },
            {
              key: 'info',
              label: '基本信息',
              children: (
                <Descriptions column={2} size="small" bordered>
                  <Descriptions.Item label="作品名称">{work.worksName}</Descriptions.Item>
                  <Descriptions.Item label="作品类型">
                    {WORK_TYPE_LABELS[work.type as keyof typeof WORK_TYPE_LABELS]} · v{work.version}
                  </Descriptions.Item>
                  <Descriptions.Item label="作者">{work.authorName ?? '—'}</Descriptions.Item>
                  <Descriptions.Item label="署名">{work.worksAuthor}</Descriptions.Item>
                  <Descriptions.Item label="学校">
                    {work.schoolName ?? work.customizeSchoolName ?? '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label="课班">{work.className ?? '—'}</Descriptions.Item>
                  <Descriptions.Item label="审核意见" span={2}>
                    {work.auditRemark ?? '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label="排序分">{work.sortScore ?? 0}</Descriptions.Item>
                  <Descriptions.Item label="标签">
                    {work.tagIds.length
                      ? work.tagIds.map((id) => <Tag key={id}>{tagNames.get(id) ?? id}</Tag>)
                      : '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label="点赞">{work.likeCount}</Descriptions.Item>
                  <Descriptions.Item label="复制">{work.copyCount}</Descriptions.Item>
                  <Descriptions.Item label="创建时间">
                    {formatTime(work.createdAt)}
                  </Descriptions.Item>
                  <Descriptions.Item label="提交时间">
                    {formatTime(work.submittedAt)}
                  </Descriptions.Item>
                  <Descriptions.Item label="发布时间">
                    {formatTime(work.publishedAt)}
                  </Descriptions.Item>
                  <Descriptions.Item label="更新时间">
                    {formatTime(work.updatedAt)}
                  </Descriptions.Item>
                  <Descriptions.Item label="作品简介" span={2}>
                    {work.worksIntro ?? '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label="提示词" span={2}>
                    {work.worksPrompt ?? '—'}
                  </Descriptions.Item>
                </Descriptions>
              ),
            },
            ...(canSeeHistory
              ? [
                  {
                    key: 'history',
                    label: '创作过程',
                    children: <WorksHistory worksId={work.id} />,
                  },
                ]
              : []),
          ]}
        />
      ) : null}
    </Drawer>
  );
}
