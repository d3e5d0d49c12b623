import { WORK_TYPE_LABELS, type TStudentWorksItem } from '@haoduo/contract';
import { Button, Descriptions, Drawer, Flex, Result, Space, Spin, Switch, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { Can, usePermission } from '../../../shared/permissions';
import { useTagOptions, useWorksDetail } from '../api/works-review-api';
import { formatTime, stateTagOf } from '../model/works-labels';
import type { TWorksAction } from './works-card';
import { WorksContent } from './works-content';
import { WorksHistory } from './works-history';
import { useTranslation } from 'react-i18next';

interface TWorksDetailDrawerProps {
  worksId: number | null;
  onClose: () => void;
  onAction: (action: TWorksAction, work: TStudentWorksItem) => void;
}

/** A whole work for review: its content (v1 books also in the v2 shape), facts and making-of. */
export function WorksDetailDrawer({ worksId, onClose, onAction }: TWorksDetailDrawerProps) {
  const { t } = useTranslation();
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
            {work.recommend ? <Tag color="orange">{t('works.recommend')}</Tag> : null}
          </Space>
        ) : (
          t('works.detail')
        )
      }
      extra={
        work ? (
          <Space>
            {work.status === 1 ? (
              <Can permission="works:audit">
                <Button type="primary" onClick={() => onAction('approve', asRow)}>
                  {t('works.approve')}
                </Button>
                <Button danger onClick={() => onAction('reject', asRow)}>
                  {t('works.reject')}
                </Button>
              </Can>
            ) : null}
            {work.status === 2 && work.auditStatus === 1 ? (
              <>
                <Can permission="works:recommend">
                  <Button
                    onClick={() => onAction(work.recommend ? 'unrecommend' : 'recommend', asRow)}
                  >
                    {work.recommend ? t('works.unrecommend') : t('works.recommend')}
                  </Button>
                </Can>
                <Can permission="works:update-status">
                  <Button danger onClick={() => onAction('offline', asRow)}>
                    {t('works.offline')}
                  </Button>
                </Can>
              </>
            ) : null}
            {work.status === 3 && work.auditStatus === 1 ? (
              <Can permission="works:update-status">
                <Button onClick={() => onAction('online', asRow)}>{t('works.online')}</Button>
              </Can>
            ) : null}
            <Can permission="works:modify-score">
              <Button onClick={() => onAction('score', asRow)}>{t('works.score')}</Button>
            </Can>
            <Can permission="works:tag">
              <Button onClick={() => onAction('tags', asRow)}>{t('works.tags')}</Button>
            </Can>
          </Space>
        ) : null
      }
    >
      {detail.isLoading ? <Spin /> : null}
      {detail.isError ? <Result status="warning" title={t('works.unavailable')} /> : null}
      {work ? (
        <Tabs
          items={[
            {
              key: 'content',
              label: t('works.content'),
              children: (
                <Flex vertical gap={12}>
                  {work.version === 1 && work.type <= 3 ? (
                    <Can permission="works:detail-v2">
                      <Space>
                        <Switch checked={v2} onChange={setV2} aria-label={t('works.viewV2')} />
                        <span>{t('works.viewV2Label')}</span>
                      </Space>
                    </Can>
                  ) : null}
                  <WorksContent work={work} />
                </Flex>
              ),
            },
            {
              key: 'info',
              label: t('works.info'),
              children: (
                <Descriptions column={2} size="small" bordered>
                  <Descriptions.Item label={t('works.name')}>{work.worksName}</Descriptions.Item>
                  <Descriptions.Item label={t('works.type')}>
                    {WORK_TYPE_LABELS[work.type as keyof typeof WORK_TYPE_LABELS]} · v{work.version}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('works.author')}>
                    {work.authorName ?? '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('works.signature')}>
                    {work.worksAuthor}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('fields.school')}>
                    {work.schoolName ?? work.customizeSchoolName ?? '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('fields.class')}>
                    {work.className ?? '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('works.remark')} span={2}>
                    {work.auditRemark ?? '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('works.score')}>
                    {work.sortScore ?? 0}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('works.tags')}>
                    {work.tagIds.length
                      ? work.tagIds.map((id) => <Tag key={id}>{tagNames.get(id) ?? id}</Tag>)
                      : '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('works.likes')}>{work.likeCount}</Descriptions.Item>
                  <Descriptions.Item label={t('works.copies')}>{work.copyCount}</Descriptions.Item>
                  <Descriptions.Item label={t('fields.createdAt')}>
                    {formatTime(work.createdAt)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('works.submittedAt')}>
                    {formatTime(work.submittedAt)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('works.publishedAt')}>
                    {formatTime(work.publishedAt)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('fields.updatedAt')}>
                    {formatTime(work.updatedAt)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('works.intro2')} span={2}>
                    {work.worksIntro ?? '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('works.prompt')} span={2}>
                    {work.worksPrompt ?? '—'}
                  </Descriptions.Item>
                </Descriptions>
              ),
            },
            ...(canSeeHistory
              ? [
                  {
                    key: 'history',
                    label: t('works.history'),
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
