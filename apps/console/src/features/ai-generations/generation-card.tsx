import { AI_TOOL_LABELS, type TAiJobWithAuthor } from '@haoduo/contract';
import { ThemeColour } from '@haoduo/ui';
import { Card, Flex, Tag, Typography } from 'antd';
import { formatTime } from '../../shared/labels';
import styles from './generations.module.css';

/** Job states: label, and the solid colour of the tag over a result (white text, 4.5:1). */
export const JOB_STATUS_TAGS: Record<string, { label: string; color: string }> = {
  queued: { label: '排队中', color: '#595959' },
  running: { label: '生成中', color: ThemeColour.primaryText },
  done: { label: '已完成', color: ThemeColour.successText },
  failed: { label: '失败', color: ThemeColour.dangerText },
};

/** The picture of a generation's result: its image, a video's poster, else nothing. */
export function previewOf(job: TAiJobWithAuthor): string | null {
  const result = job.result;
  if (!result) return null;
  if ('imageUrl' in result) return result.imageUrl;
  if ('posterUrl' in result) return result.posterUrl;
  return null;
}

export function statusTagOf(job: TAiJobWithAuthor) {
  if (job.refused) return { label: '已拦截', color: ThemeColour.warningText };
  return JOB_STATUS_TAGS[job.status] ?? { label: job.status, color: 'default' };
}

/** A generation in the review grid: its result large, the prompt, who made it and when. */
export function GenerationCard({ job, onOpen }: { job: TAiJobWithAuthor; onOpen: () => void }) {
  const preview = previewOf(job);
  const status = statusTagOf(job);
  const label = `${job.authorName}的${AI_TOOL_LABELS[job.tool]}`;
  return (
    <Card
      role="article"
      aria-label={label}
      size="small"
      styles={{ body: { padding: 10 } }}
      cover={
        <button
          type="button"
          className={styles.cover}
          onClick={onOpen}
          aria-label={`查看：${label}`}
        >
          {preview ? (
            <img src={preview} alt="" loading="lazy" />
          ) : (
            <span className={styles.placeholder}>
              {job.result && 'title' in job.result ? job.result.title : AI_TOOL_LABELS[job.tool]}
            </span>
          )}
          <span className={styles.tags}>
            <Tag variant="solid" color={status.color}>
              {status.label}
            </Tag>
            <Tag variant="solid" color="#1F3B57">
              {AI_TOOL_LABELS[job.tool]}
            </Tag>
          </span>
        </button>
      }
    >
      <Flex vertical gap={2}>
        <Typography.Paragraph
          ellipsis={{ rows: 2, tooltip: job.prompt }}
          style={{ margin: 0, minHeight: 44 }}
        >
          {job.prompt || '（无提示词）'}
        </Typography.Paragraph>
        <Typography.Text ellipsis style={{ fontSize: 12 }}>
          {job.authorName} · {job.className ?? job.schoolName}
        </Typography.Text>
        <Flex justify="space-between" style={{ fontSize: 12, color: ThemeColour.textSecondary }}>
          <span>{formatTime(job.createdAt)}</span>
          <span>{job.points} 点</span>
        </Flex>
      </Flex>
    </Card>
  );
}
