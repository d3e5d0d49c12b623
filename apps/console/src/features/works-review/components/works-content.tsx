import type { TWorksDetail, TWorksPage } from '@haoduo/contract';
import { Empty, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

function pictureOf(page: TWorksPage): string | null {
  if ('picUrl' in page) return page.picUrl;
  if ('backgroundPicUrl' in page) return page.backgroundPicUrl;
  return null;
}

function textOf(page: TWorksPage): string {
  if ('textBoxes' in page && page.textBoxes.length > 0)
    return page.textBoxes.map((box) => box.text).join(' ');
  return page.text;
}

/** What a work holds, for review: the cover, every page with its text, its media, its link. */
export function WorksContent({ work }: { work: TWorksDetail }) {
  const { t } = useTranslation();
  const pictures = work.worksPageList;
  const media = work.worksContentList;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Image.PreviewGroup>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12 }}>
          {work.worksCoverPic ? (
            <figure style={{ margin: 0 }}>
              <Image
                src={work.worksCoverPic}
                alt={t('works.cover')}
                style={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
              />
              <figcaption>
                <Typography.Text type="secondary">{t('works.cover')}</Typography.Text>
              </figcaption>
            </figure>
          ) : null}
          {pictures.map((page, index) => {
            const picture = pictureOf(page);
            return (
              <figure key={index} style={{ margin: 0 }}>
                {picture ? (
                  <Image
                    src={picture}
                    alt={t('works.page', { n: index + 1 })}
                    style={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
                  />
                ) : (
                  <div
                    style={{
                      aspectRatio: '4 / 3',
                      background:
                        ('backgroundColor' in page ? page.backgroundColor : null) ?? '#f5f7fa',
                    }}
                  />
                )}
                <figcaption>
                  <Typography.Text type="secondary">
                    {t('works.page', { n: index + 1 })}{' '}
                  </Typography.Text>
                  <Typography.Text>{textOf(page)}</Typography.Text>
                </figcaption>
              </figure>
            );
          })}
          {media.map((item, index) =>
            item.type === 'image' ? (
              <Image
                key={`m${index}`}
                src={item.url}
                alt={item.text || t('works.image', { n: index + 1 })}
              />
            ) : item.type === 'video' ? (
              <video
                key={`m${index}`}
                src={item.url}
                poster={item.posterUrl ?? undefined}
                controls
                style={{ width: '100%' }}
              />
            ) : (
              <audio
                key={`m${index}`}
                src={item.url}
                controls
                aria-label={item.text || t('works.audio', { n: index + 1 })}
              />
            ),
          )}
          {work.worksBackCoverPic ? (
            <figure style={{ margin: 0 }}>
              <Image
                src={work.worksBackCoverPic}
                alt={t('works.backCover')}
                style={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
              />
              <figcaption>
                <Typography.Text type="secondary">{t('works.backCover')}</Typography.Text>
              </figcaption>
            </figure>
          ) : null}
        </div>
      </Image.PreviewGroup>
      {work.jumpUrl ? (
        <Typography.Link href={work.jumpUrl} target="_blank" rel="noreferrer">
          {t('works.openAgent', { url: work.jumpUrl })}
        </Typography.Link>
      ) : null}
      {work.agentProgramCode ? (
        <Typography.Paragraph>
          <pre style={{ maxHeight: 240, overflow: 'auto', fontSize: 12 }}>
            {work.agentProgramCode.slice(0, 4000)}
          </pre>
        </Typography.Paragraph>
      ) : null}
      {!work.worksCoverPic && pictures.length === 0 && media.length === 0 && !work.jumpUrl ? (
        <Empty description={t('works.empty')} />
      ) : null}
    </div>
  );
}
