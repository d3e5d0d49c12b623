import { Empty, Image, Spin, Timeline, Typography } from 'antd';
import { useWorksHistory } from '../api/works-review-api';
import { formatTime } from '../model/works-labels';
import { useTranslation } from 'react-i18next';

/** A work's making-of: prompts, AI results used, edits, submissions and reviews, in order. */
export function WorksHistory({ worksId }: { worksId: number }) {
  const { t } = useTranslation();
  const history = useWorksHistory(worksId);
  if (history.isLoading) return <Spin />;
  const items = history.data ?? [];
  if (items.length === 0) return <Empty description={t('works.noHistory')} />;
  return (
    <Timeline
      items={items.map((item) => ({
        key: item.id,
        content: (
          <div>
            <Typography.Text strong>{item.eventLabel}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {t(`works.actor.${item.actorRole}`)}
              {item.actorName ? ` ${item.actorName}` : ''} · {formatTime(item.createdAt)}
              {item.count > 1 ? t('works.times', { count: item.count }) : ''}
            </Typography.Text>
            {item.prompt ? (
              <Typography.Paragraph style={{ margin: 0 }}>
                {t('works.promptWith', { prompt: item.prompt })}
              </Typography.Paragraph>
            ) : null}
            {item.auditRemark ? (
              <Typography.Paragraph style={{ margin: 0 }}>
                {t('works.remarkWith', { remark: item.auditRemark })}
              </Typography.Paragraph>
            ) : null}
            {item.note ? (
              <Typography.Paragraph style={{ margin: 0 }}>{item.note}</Typography.Paragraph>
            ) : null}
            {item.resultUrl ? (
              <Image src={item.resultUrl} alt={t('works.aiResult')} width={120} />
            ) : null}
          </div>
        ),
      }))}
    />
  );
}
