import { CheckCircleFilled, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { AI_VIDEO_CAPTION_MAX, AI_VIDEO_IMAGES_MAX, ApiError, JobStatus } from '@haoduo/contract';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { feedback } from '../../../shared/ui/feedback';
import { TextInput } from '../../../shared/ui/text-input';
import { uploadMedia } from '../../works';
import { useHistory } from '../api/get-history';
import styles from './video-pictures.module.css';

/** One picture of the pupil's video: their drawing or upload, with its caption. */
export interface TVideoPicture {
  url: string;
  caption: string;
}

export interface TVideoPicturesProps {
  value: TVideoPicture[];
  onChange: (pictures: TVideoPicture[]) => void;
}

/**
 * "Make the video from my pictures": pick drawings from the pupil's drawing history or
 * upload pictures (in order, up to 8), and write a caption under each. Without pictures the
 * video is drawn from the story.
 */
export function VideoPictures({ value, onChange }: TVideoPicturesProps) {
  const { t } = useTranslation();
  const viewer = useAppStore(viewerKey);
  const drawings = useHistory(viewer, 'draw');
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const full = value.length >= AI_VIDEO_IMAGES_MAX;
  const mine = (drawings.data?.list ?? []).flatMap((job) =>
    job.status === JobStatus.DONE && job.result?.tool === 'draw'
      ? [{ id: job.id, url: job.result.imageUrl, prompt: job.prompt }]
      : [],
  );

  const toggle = (url: string) => {
    if (value.some((p) => p.url === url)) onChange(value.filter((p) => p.url !== url));
    else if (!full) onChange([...value, { url, caption: '' }]);
  };

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const media = await uploadMedia(file, 'image');
      onChange([...value, { url: media.url, caption: '' }]);
    } catch (error) {
      const message = error instanceof ApiError && error.message ? error.message : '';
      void feedback().message.error(message || t('studio.videoPictures.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <section className={styles.box} aria-label={t('studio.videoPictures.title')}>
      <div className={styles.head}>
        <strong>{t('studio.videoPictures.title')}</strong>
        <span className={styles.hint}>
          {t('studio.videoPictures.hint', { max: AI_VIDEO_IMAGES_MAX })}
        </span>
      </div>
      <p className={styles.label}>{t('studio.videoPictures.fromDrawings')}</p>
      {mine.length === 0 ? (
        <p className={styles.hint}>{t('studio.videoPictures.noDrawings')}</p>
      ) : (
        <ul className={styles.choices}>
          {mine.map((drawing) => {
            const chosen = value.some((p) => p.url === drawing.url);
            return (
              <li key={drawing.id}>
                <button
                  type="button"
                  className={styles.choice}
                  aria-pressed={chosen}
                  aria-label={drawing.prompt}
                  disabled={!chosen && full}
                  onClick={() => toggle(drawing.url)}
                >
                  <img src={drawing.url} alt="" />
                  {chosen && <CheckCircleFilled aria-hidden className={styles.check} />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {/* The browser's file picker behind our button (antd's Upload, without its list). */}
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button
        className={styles.upload}
        size="large"
        icon={<UploadOutlined aria-hidden />}
        loading={uploading}
        disabled={full}
        onClick={() => fileInput.current?.click()}
      >
        {t('studio.videoPictures.upload')}
      </Button>
      {value.length > 0 && (
        <ol className={styles.picked}>
          {value.map((picture, index) => (
            <li key={picture.url} className={styles.pickedItem}>
              <img src={picture.url} alt={t('studio.videoPictures.nth', { n: index + 1 })} />
              <TextInput
                size="large"
                style={{ flex: 1, minWidth: 0 }}
                value={picture.caption}
                maxLength={AI_VIDEO_CAPTION_MAX}
                aria-label={t('studio.videoPictures.caption', { n: index + 1 })}
                placeholder={t('studio.videoPictures.captionPlaceholder')}
                onChange={(caption) =>
                  onChange(value.map((p, i) => (i === index ? { ...p, caption } : p)))
                }
              />
              <Button
                size="large"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('studio.videoPictures.remove', { n: index + 1 })}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
