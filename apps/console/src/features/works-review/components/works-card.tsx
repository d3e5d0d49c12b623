import { CheckOutlined, CloseOutlined, MoreOutlined, StarFilled } from '@ant-design/icons';
import type { TStudentWorksItem } from '@haoduo/contract';
import { ThemeColour } from '@haoduo/ui';
import {
  Button,
  Card,
  Checkbox,
  Dropdown,
  Flex,
  Tag,
  Tooltip,
  Typography,
  type MenuProps,
} from 'antd';
import { useCan } from '../../../shared/permissions';
import { formatTime, RECOMMEND_SOLID, stateTagOf, typeLabelOf } from '../model/works-labels';
import styles from './works-review.module.css';

export type TWorksAction =
  | 'approve'
  | 'reject'
  | 'detail'
  | 'recommend'
  | 'unrecommend'
  | 'score'
  | 'tags'
  | 'offline'
  | 'online'
  | 'userWorks';

interface TWorksCardProps {
  work: TStudentWorksItem;
  busy?: boolean;
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
  onAction: (action: TWorksAction, work: TStudentWorksItem) => void;
}

/** A work in the review grid: its large cover, who made it, its state and its actions. */
export function WorksCard({ work, busy, selected, onSelect, onAction }: TWorksCardProps) {
  const can = useCan();
  const state = stateTagOf(work);
  const pending = work.status === 1;
  const published = work.status === 2 && work.auditStatus === 1;
  const cover = work.coverThumbUrl ?? work.worksCoverPic;

  const more: MenuProps['items'] = [
    can('works:recommend') && (published || work.recommend)
      ? work.recommend
        ? { key: 'unrecommend', label: '取消推荐' }
        : { key: 'recommend', label: '推荐' }
      : null,
    can('works:modify-score') ? { key: 'score', label: '修改排序分' } : null,
    can('works:tag') ? { key: 'tags', label: '设置标签' } : null,
    can('works:update-status') && published
      ? { key: 'offline', label: '下架', danger: true }
      : null,
    can('works:update-status') && work.status === 3 && work.auditStatus === 1
      ? { key: 'online', label: '重新上架' }
      : null,
    can('works:audit') && published ? { key: 'reject', label: '驳回', danger: true } : null,
    can('fanbook-works:user-works') && work.authorUserId
      ? { key: 'userWorks', label: '作者的全部作品' }
      : null,
  ].filter((item) => item !== null);

  return (
    <Card
      role="article"
      aria-label={work.worksName}
      size="small"
      className={styles.card}
      styles={{ body: { padding: 12 } }}
      cover={
        <button
          type="button"
          className={styles.coverButton}
          onClick={() => onAction('detail', work)}
          aria-label={`查看作品：${work.worksName}`}
        >
          {cover ? (
            <img src={cover} alt="" className={styles.cover} loading="lazy" />
          ) : (
            <span className={styles.noCover}>{typeLabelOf(work.type)}</span>
          )}
          <span className={styles.coverTags}>
            <Tag color={state.solid} variant="solid">
              {state.label}
            </Tag>
            {work.recommend ? (
              <Tag color={RECOMMEND_SOLID} icon={<StarFilled />} variant="solid">
                推荐
              </Tag>
            ) : null}
          </span>
        </button>
      }
    >
      <Flex vertical gap={4}>
        <Flex align="center" gap={6}>
          {onSelect ? (
            <Checkbox
              checked={selected}
              onChange={(event) => onSelect(event.target.checked)}
              aria-label={`选择：${work.worksName}`}
            />
          ) : null}
          <Typography.Text strong ellipsis={{ tooltip: work.worksName }} style={{ flex: 1 }}>
            {work.worksName}
          </Typography.Text>
        </Flex>
        <Typography.Text ellipsis style={{ fontSize: 12 }}>
          {work.authorName ?? work.worksAuthor}
          {work.className ? ` · ${work.className}` : ''}
        </Typography.Text>
        <Flex justify="space-between" style={{ fontSize: 12, color: ThemeColour.textSecondary }}>
          <span>{typeLabelOf(work.type)}</span>
          <Tooltip title="排序分">
            <span>分 {work.sortScore}</span>
          </Tooltip>
          <span>{formatTime(work.submittedAt ?? work.updatedAt)}</span>
        </Flex>
        {work.auditStatus === 2 && work.auditRemark ? (
          <Typography.Text
            type="danger"
            ellipsis={{ tooltip: work.auditRemark }}
            style={{ fontSize: 12 }}
          >
            驳回：{work.auditRemark}
          </Typography.Text>
        ) : null}
        <Flex gap={6} style={{ marginTop: 4 }}>
          {pending && can('works:audit') ? (
            <>
              <Button
                type="primary"
                size="small"
                icon={<CheckOutlined />}
                loading={busy}
                onClick={() => onAction('approve', work)}
              >
                通过
              </Button>
              <Button
                size="small"
                danger
                icon={<CloseOutlined />}
                onClick={() => onAction('reject', work)}
              >
                驳回
              </Button>
            </>
          ) : null}
          <Button size="small" onClick={() => onAction('detail', work)}>
            详情
          </Button>
          {more.length > 0 ? (
            <Dropdown
              menu={{
                items: more,
                onClick: ({ key }) => onAction(key as TWorksAction, work),
              }}
              trigger={['click']}
            >
              <Button
                size="small"
                icon={<MoreOutlined />}
                aria-label={`更多操作：${work.worksName}`}
              />
            </Dropdown>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}
