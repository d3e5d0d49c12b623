import type { TAiJobWithAuthor } from '@haoduo/contract';
import { ThemeColour } from '@haoduo/ui';
import { Card, Flex, Tag, Typography } from 'antd';
import { i18n } from '../../shared/i18n';
import { formatTime, labelOf } from '../../shared/labels';
import styles from './generations.module.css';
import { useTranslation } from 'react-i18next';

/** Job states: label, and the solid colour of the tag over a result (white text, 4.5:1). */
export const JOB_STATUS_TAGS: Record<string, { color: string }> = {
  queued: { color: '#595959' },
  running: { color: ThemeColour.primaryText },
  done: { color: ThemeColour.successText },
  failed: { color: ThemeColour.dangerText },
};

/** A job state's name in the current language. */
export function jobStatusLabel(status: string): string {
  return status in JOB_STATUS_TAGS ? i18n.t(`aiGenerations.status.${status as 'queued'}`) : status;
}

/** The picture of a generation's result: its image, a video's poster, else nothing. */
export function previewOf(job: TAiJobWithAuthor): string | null {
  const result = job.result;
  if (!result) return null;
  if ('imageUrl' in result) return result.imageUrl;
  if ('posterUrl' in result) return result.posterUrl;
  return null;
}

export function statusTagOf(job: TAiJobWithAuthor) {
  if (job.refused)
    return { label: i18n.t('aiGenerations.refused'), color: ThemeColour.warningText };
  const tag = JOB_STATUS_TAGS[job.status];
  return { label: jobStatusLabel(job.status), color: tag?.color ?? 'default' };
}

/** A generation in the review grid: its result large, the prompt, who made it and when. */
export function GenerationCard({ job, onOpen }: { job: TAiJobWithAuthor; onOpen: () => void }) {
  const { t } = useTranslation();
  const preview = previewOf(job);
  const status = statusTagOf(job);
  const label = t('aiGenerations.cardLabel', {
    author: job.authorName,
    tool: labelOf('aiTool', job.tool),
  });
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
          aria-label={t('aiGenerations.view', { label })}
        >
          {preview ? (
            <img src={preview} alt="" loading="lazy" />
          ) : (
            <span className={styles.placeholder}>
              {job.result && 'title' in job.result ? job.result.title : labelOf('aiTool', job.tool)}
            </span>
          )}
          <span className={styles.tags}>
            <Tag variant="solid" color={status.color}>
              {status.label}
            </Tag>
            <Tag variant="solid" color="#1F3B57">
              {labelOf('aiTool', job.tool)}
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
          {job.prompt || t('aiGenerations.noPrompt')}
        </Typography.Paragraph>
        <Typography.Text ellipsis style={{ fontSize: 12 }}>
          {job.authorName} · {job.className ?? job.schoolName}
        </Typography.Text>
        <Flex justify="space-between" style={{ fontSize: 12, color: ThemeColour.textSecondary }}>
          <span>{formatTime(job.createdAt)}</span>
          <span>{t('aiGenerations.points', { count: job.points })}</span>
        </Flex>
      </Flex>
    </Card>
  );
}
