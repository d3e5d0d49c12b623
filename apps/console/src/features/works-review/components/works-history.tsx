import { Empty, Image, Spin, Timeline, Typography } from 'antd';
import { useWorksHistory } from '../api/works-review-api';
import { formatTime } from '../model/works-labels';

const ACTOR_LABELS = { author: '作者', teacher: '老师', staff: '后台', system: '系统' } as const;

/** A work's making-of: prompts, AI results used, edits, submissions and reviews, in order. */
export function WorksHistory({ worksId }: { worksId: number }) {
  const history = useWorksHistory(worksId);
  if (history.isLoading) return <Spin />;
  const items = history.data ?? [];
  if (items.length === 0) return <Empty description="暂无创作过程" />;
  return (
    <Timeline
      items={items.map((item) => ({
        key: item.id,
        content: (
          <div>
            <Typography.Text strong>{item.eventLabel}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {ACTOR_LABELS[item.actorRole]}
              {item.actorName ? ` ${item.actorName}` : ''} · {formatTime(item.createdAt)}
              {item.count > 1 ? ` · ${item.count}次` : ''}
            </Typography.Text>
            {item.prompt ? (
              <Typography.Paragraph style={{ margin: 0 }}>
                提示词：{item.prompt}
              </Typography.Paragraph>
            ) : null}
            {item.auditRemark ? (
              <Typography.Paragraph style={{ margin: 0 }}>
                审核意见：{item.auditRemark}
              </Typography.Paragraph>
            ) : null}
            {item.note ? (
              <Typography.Paragraph style={{ margin: 0 }}>{item.note}</Typography.Paragraph>
            ) : null}
            {item.resultUrl ? <Image src={item.resultUrl} alt="AI生成结果" width={120} /> : null}
          </div>
        ),
      }))}
    />
  );
}
