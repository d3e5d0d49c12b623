import {
  competitionJudgingEndpoints as e,
  WORK_TYPE_LABELS,
  type TJudgePreviewWork,
  type TWorkType,
} from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Empty, Image, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';

const PREVIEW_KEY = ['competition-judging', 'preview'] as const;

/** What a page of any version shows: its pictures, sounds and texts, in order. */
function pageParts(page: unknown) {
  const p = page as Record<string, unknown>;
  const pictures: string[] = [];
  const sounds: string[] = [];
  const texts: string[] = [];
  for (const key of ['picUrl', 'backgroundPicUrl']) {
    if (typeof p[key] === 'string' && p[key]) pictures.push(p[key] as string);
  }
  if (typeof p.text === 'string' && p.text.trim()) texts.push(p.text);
  for (const block of (p.blocks as Record<string, unknown>[] | undefined) ?? []) {
    if (block.type === 'image' && typeof block.url === 'string') pictures.push(block.url);
    if (block.type === 'audio' && typeof block.url === 'string') sounds.push(block.url);
    if (block.type === 'text' && typeof block.text === 'string' && block.text.trim())
      texts.push(block.text);
  }
  return { pictures, sounds, texts };
}

const IMAGE = /\.(png|jpe?g|gif|webp|bmp|svg)(\?|$)/i;
const VIDEO = /\.(mp4|webm|mov|m4v)(\?|$)/i;
const AUDIO = /\.(mp3|wav|m4a|aac|ogg)(\?|$)/i;

/** One file: shown as a picture, a player, or a link. */
function FileView({ url, label }: { url: string; label: string }) {
  if (IMAGE.test(url)) return <Image src={url} alt={label} style={{ maxWidth: '100%' }} />;
  if (VIDEO.test(url))
    return <video src={url} controls aria-label={label} style={{ maxWidth: '100%' }} />;
  if (AUDIO.test(url)) return <audio src={url} controls aria-label={label} />;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      {label}
    </a>
  );
}

function WorkView({ work }: { work: TJudgePreviewWork }) {
  const { t } = useTranslation();
  const pages = work.worksPageList.map(pageParts);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('competitions.judge.preview.title')}>
          {work.title}
        </Descriptions.Item>
        <Descriptions.Item label={t('competitions.judge.preview.type')}>
          {WORK_TYPE_LABELS[work.type as TWorkType] ?? '-'}
        </Descriptions.Item>
        {work.worksIntro ? (
          <Descriptions.Item label={t('competitions.judge.worksIntro')}>
            {work.worksIntro}
          </Descriptions.Item>
        ) : null}
        {work.worksPrompt ? (
          <Descriptions.Item label={t('competitions.judge.preview.prompt')}>
            {work.worksPrompt}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {work.worksCoverPic ? (
        <Image
          src={work.worksCoverPic}
          alt={t('competitions.judge.preview.cover')}
          style={{ maxWidth: '100%' }}
        />
      ) : null}
      {pages.map((page, index) => (
        <section key={index} aria-label={t('competitions.judge.preview.page', { n: index + 1 })}>
          <Typography.Text strong>
            {t('competitions.judge.preview.page', { n: index + 1 })}
          </Typography.Text>
          {page.pictures.map((url) => (
            <FileView key={url} url={url} label={t('competitions.judge.preview.picture')} />
          ))}
          {page.sounds.map((url) => (
            <audio key={url} src={url} controls />
          ))}
          {page.texts.map((text, n) => (
            <Typography.Paragraph key={n}>{text}</Typography.Paragraph>
          ))}
        </section>
      ))}
      {work.worksContentList.map((item, index) => (
        <figure key={`${item.url}-${index}`} style={{ margin: 0 }}>
          {item.type === 'image' ? (
            <Image src={item.url} alt={item.text || t('competitions.judge.preview.picture')} />
          ) : item.type === 'video' ? (
            <video
              src={item.url}
              poster={item.posterUrl ?? undefined}
              controls
              aria-label={t('competitions.judge.preview.video')}
              style={{ maxWidth: '100%' }}
            />
          ) : (
            <audio src={item.url} controls aria-label={t('competitions.judge.preview.audio')} />
          )}
          {item.text ? <figcaption>{item.text}</figcaption> : null}
        </figure>
      ))}
      {work.jumpUrl ? (
        <a href={work.jumpUrl} target="_blank" rel="noreferrer">
          {t('competitions.judge.preview.openApp')}
        </a>
      ) : null}
      {work.agentProgramCode ? (
        <pre style={{ maxHeight: 240, overflow: 'auto' }}>{work.agentProgramCode}</pre>
      ) : null}
    </Space>
  );
}

/** 作品预览: one entry as a judge sees it, without author, class or school. */
export function JudgePreviewDrawer({
  competitionId,
  worksId,
  onClose,
}: {
  competitionId: number;
  worksId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const preview = useQuery(apiClient.query(e.preview, { competitionId, worksId }, PREVIEW_KEY));
  const data = preview.data;
  return (
    <Drawer
      open
      width={640}
      onClose={onClose}
      title={data ? `${data.code} ${data.worksName}` : t('competitions.judge.open')}
    >
      {preview.isLoading ? <Spin /> : null}
      {preview.isError ? (
        <Alert type="error" showIcon message={t('competitions.judge.preview.failed')} />
      ) : null}
      {data ? (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Alert type="info" showIcon message={t('competitions.judge.blindHint')} />
          {data.work ? <WorkView work={data.work} /> : null}
          {data.fileUrl ? (
            <FileView url={data.fileUrl} label={t('competitions.judge.preview.file')} />
          ) : null}
          {!data.work && !data.fileUrl ? (
            <Empty description={t('competitions.judge.preview.gone')} />
          ) : null}
        </Space>
      ) : null}
    </Drawer>
  );
}
