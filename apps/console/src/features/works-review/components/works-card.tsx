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
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  const can = useCan();
  const state = stateTagOf(work);
  const pending = work.status === 1;
  const published = work.status === 2 && work.auditStatus === 1;
  const cover = work.coverThumbUrl ?? work.worksCoverPic;

  const more: MenuProps['items'] = [
    can('works:recommend') && (published || work.recommend)
      ? work.recommend
        ? { key: 'unrecommend', label: t('works.unrecommend') }
        : { key: 'recommend', label: t('works.recommend') }
      : null,
    can('works:modify-score') ? { key: 'score', label: t('works.editScore') } : null,
    can('works:tag') ? { key: 'tags', label: t('works.setTags') } : null,
    can('works:update-status') && published
      ? { key: 'offline', label: t('works.offline'), danger: true }
      : null,
    can('works:update-status') && work.status === 3 && work.auditStatus === 1
      ? { key: 'online', label: t('works.online') }
      : null,
    can('works:audit') && published
      ? { key: 'reject', label: t('works.reject'), danger: true }
      : null,
    can('fanbook-works:user-works') && work.authorUserId
      ? { key: 'userWorks', label: t('works.authorWorks') }
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
          aria-label={t('works.view', { name: work.worksName })}
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
                {t('works.recommend')}
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
              aria-label={t('works.select', { name: work.worksName })}
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
          <Tooltip title={t('works.score')}>
            <span>{t('works.scoreShort', { score: work.sortScore })}</span>
          </Tooltip>
          <span>{formatTime(work.submittedAt ?? work.updatedAt)}</span>
        </Flex>
        {work.auditStatus === 2 && work.auditRemark ? (
          <Typography.Text
            type="danger"
            ellipsis={{ tooltip: work.auditRemark }}
            style={{ fontSize: 12 }}
          >
            {t('works.rejectedWith', { remark: work.auditRemark })}
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
                {t('works.approve')}
              </Button>
              <Button
                size="small"
                danger
                icon={<CloseOutlined />}
                onClick={() => onAction('reject', work)}
              >
                {t('works.reject')}
              </Button>
            </>
          ) : null}
          <Button size="small" onClick={() => onAction('detail', work)}>
            {t('actions.detail')}
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
                aria-label={t('works.more', { name: work.worksName })}
              />
            </Dropdown>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}
