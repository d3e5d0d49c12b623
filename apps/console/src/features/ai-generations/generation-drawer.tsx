import { AI_TOOL_LABELS, type TAiJobWithAuthor } from '@haoduo/contract';
import { Descriptions, Drawer, Image, Tag, Typography } from 'antd';
import { formatTime } from '../../shared/labels';
import { statusTagOf } from './generation-card';

function ResultView({ job }: { job: TAiJobWithAuthor }) {
  const result = job.result;
  if (!result) return <Typography.Text type="secondary">没有生成结果</Typography.Text>;
  switch (result.tool) {
    case 'draw':
    case 'draw-color':
      return <Image src={result.imageUrl} alt="生成结果" style={{ maxHeight: 420 }} />;
    case 'video':
      return (
        <video src={result.videoUrl} poster={result.posterUrl} controls style={{ width: '100%' }} />
      );
    case 'music':
      return <audio src={result.audioUrl} controls aria-label="生成的音乐" />;
    case 'code':
      return (
        <Typography.Link href={result.htmlUrl} target="_blank" rel="noreferrer">
          打开智能应用：{result.title}
        </Typography.Link>
      );
    case 'model3d':
      return (
        <Typography.Link href={result.modelUrl} target="_blank" rel="noreferrer">
          下载3D模型（{result.subjects.join('、')}）
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
  const status = job ? statusTagOf(job) : null;
  return (
    <Drawer
      open={job !== null}
      onClose={onClose}
      size={720}
      title={job ? `${AI_TOOL_LABELS[job.tool]} · ${job.authorName}` : ''}
    >
      {job ? (
        <>
          <div style={{ marginBottom: 16 }}>
            <ResultView job={job} />
          </div>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="提示词" span={2}>
              {job.prompt || '-'}
            </Descriptions.Item>
            <Descriptions.Item label="状态">
              {status ? (
                <Tag variant="solid" color={status.color}>
                  {status.label}
                </Tag>
              ) : null}
            </Descriptions.Item>
            <Descriptions.Item label="消耗点数">
              {job.points}
              {job.refunded ? '（已退回）' : ''}
            </Descriptions.Item>
            <Descriptions.Item label="学生">{job.authorName}</Descriptions.Item>
            <Descriptions.Item label="学校">{job.schoolName}</Descriptions.Item>
            <Descriptions.Item label="课班">{job.className ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="生成时间">{formatTime(job.createdAt)}</Descriptions.Item>
            {job.errorMessage ? (
              <Descriptions.Item label="原因" span={2}>
                {job.errorMessage}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label="参数" span={2}>
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
