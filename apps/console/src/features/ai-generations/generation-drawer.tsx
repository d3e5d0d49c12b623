import type { TAiJobWithAuthor } from '@haoduo/contract';
import { Descriptions, Drawer, Image, Tag, Typography } from 'antd';
import { formatTime, labelOf } from '../../shared/labels';
import { statusTagOf } from './generation-card';
import { useTranslation } from 'react-i18next';

function ResultView({ job }: { job: TAiJobWithAuthor }) {
  const { t } = useTranslation();
  const result = job.result;
  if (!result)
    return <Typography.Text type="secondary">{t('aiGenerations.noResult')}</Typography.Text>;
  switch (result.tool) {
    case 'draw':
    case 'draw-color':
      return (
        <Image src={result.imageUrl} alt={t('aiGenerations.result')} style={{ maxHeight: 420 }} />
      );
    case 'video':
      return (
        <video src={result.videoUrl} poster={result.posterUrl} controls style={{ width: '100%' }} />
      );
    case 'music':
      return <audio src={result.audioUrl} controls aria-label={t('aiGenerations.music')} />;
    case 'code':
      return (
        <Typography.Link href={result.htmlUrl} target="_blank" rel="noreferrer">
          {t('aiGenerations.openApp', { title: result.title })}
        </Typography.Link>
      );
    case 'model3d':
      return (
        <Typography.Link href={result.modelUrl} target="_blank" rel="noreferrer">
          {t('aiGenerations.download3d', { subjects: result.subjects.join(t('listSeparator')) })}
        </Typography.Link>
      );
  }
}

/** One generation: the result large, the prompt and options, who made it, the cost. */
export function GenerationDrawer({
  job,
  onClose,
}: {
  job: TAiJobWithAuthor | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const status = job ? statusTagOf(job) : null;
  return (
    <Drawer
      open={job !== null}
      onClose={onClose}
      size={720}
      title={job ? `${labelOf('aiTool', job.tool)} · ${job.authorName}` : ''}
    >
      {job ? (
        <>
          <div style={{ marginBottom: 16 }}>
            <ResultView job={job} />
          </div>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('aiGenerations.prompt')} span={2}>
              {job.prompt || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.status')}>
              {status ? (
                <Tag variant="solid" color={status.color}>
                  {status.label}
                </Tag>
              ) : null}
            </Descriptions.Item>
            <Descriptions.Item label={t('aiGenerations.cost')}>
              {job.points}
              {job.refunded ? t('aiGenerations.refunded') : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('aiGenerations.pupil')}>{job.authorName}</Descriptions.Item>
            <Descriptions.Item label={t('fields.school')}>{job.schoolName}</Descriptions.Item>
            <Descriptions.Item label={t('fields.class')}>{job.className ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('aiGenerations.createdAt')}>
              {formatTime(job.createdAt)}
            </Descriptions.Item>
            {job.errorMessage ? (
              <Descriptions.Item label={t('aiGenerations.reason')} span={2}>
                {job.errorMessage}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('aiGenerations.params')} span={2}>
              {Object.entries(job.options)
                .filter(([, value]) => value !== null && value !== '')
                .map(
                  ([key, value]) =>
                    `${key}: ${Array.isArray(value) ? value.join('、') : String(value)}`,
                )
                .join('；') || '-'}
            </Descriptions.Item>
          </Descriptions>
        </>
      ) : null}
    </Drawer>
  );
}
