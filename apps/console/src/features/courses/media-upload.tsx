import {
  DeleteOutlined,
  FilePdfOutlined,
  PaperClipOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { mediaEndpoints, type TMediaFile, type TMediaKind } from '@haoduo/contract';
import { Button, Image, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';

/** Uploads one file as a public site file (the back office's media upload). */
export function uploadSiteFile(file: File, kind?: TMediaKind): Promise<TMediaFile> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.upload(mediaEndpoints.mngUpload, form, {
    query: kind ? { purpose: 'site', kind } : { purpose: 'site' },
  });
}

/** The upload button's state: the file being sent, then nothing. */
function useUploading() {
  const [uploading, setUploading] = useState(false);
  const run = async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    setUploading(true);
    try {
      return await work();
    } catch {
      // The client toasted why (too large, not a picture…).
      return undefined;
    } finally {
      setUploading(false);
    }
  };
  return { uploading, run };
}

export interface TCoverUploadProps {
  value?: string | null;
  onChange?: (url: string) => void;
  id?: string;
  'aria-label'?: string;
  /** An example picture rather than a cover (the button's words). */
  picture?: boolean;
}

/** A cover picture: its preview, 上传 (pictures only) and 移除. */
export function CoverUpload({
  value,
  onChange,
  id,
  picture = false,
  'aria-label': label,
}: TCoverUploadProps) {
  const { t } = useTranslation();
  const { uploading, run } = useUploading();
  return (
    <Space align="start">
      {value ? (
        <Image
          src={value}
          width={160}
          height={90}
          style={{ objectFit: 'cover', borderRadius: 4 }}
          alt={label ?? t('courses.fields.cover')}
          preview={false}
        />
      ) : null}
      <Space orientation="vertical" size={4}>
        <Upload
          accept="image/png,image/jpeg,image/webp,image/gif"
          showUploadList={false}
          customRequest={() => {}}
          beforeUpload={(file) => {
            void run(() => uploadSiteFile(file, 'image')).then((media) => {
              if (media) onChange?.(media.url);
            });
            return false;
          }}
        >
          <Button id={id} icon={<UploadOutlined />} loading={uploading} aria-label={label}>
            {picture
              ? t(value ? 'courses.upload.replaceImage' : 'courses.upload.image')
              : t(value ? 'courses.upload.replace' : 'courses.upload.cover')}
          </Button>
        </Upload>
        {value ? (
          <Button size="small" type="link" danger onClick={() => onChange?.('')}>
            {t('actions.remove')}
          </Button>
        ) : null}
        {picture ? null : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('courses.upload.coverHint')}
          </Typography.Text>
        )}
      </Space>
    </Space>
  );
}

/** A lesson material as the editor keeps it. */
export interface TMaterial {
  name: string;
  url: string;
  kind?: string;
  size?: number;
}

export interface TMaterialsUploadProps {
  value?: TMaterial[];
  onChange?: (materials: TMaterial[]) => void;
  id?: string;
}

/** A PDF document (shown as a file link with a PDF icon, never previewed as a picture). */
export const isPdf = (material: { url: string; kind?: string; name?: string }) =>
  material.kind === 'document' ||
  /\.pdf(\?|$)/i.test(material.url) ||
  /\.pdf$/i.test(material.name ?? '');

function sizeText(size?: number): string {
  if (!size) return '';
  return size > 1024 * 1024
    ? `${(size / 1024 / 1024).toFixed(1)} MB`
    : `${Math.ceil(size / 1024)} KB`;
}

/** A lesson's materials: files uploaded to storage (pictures, audio, video, PDF), in order. */
export function MaterialsUpload({ value = [], onChange, id }: TMaterialsUploadProps) {
  const { t } = useTranslation();
  const { uploading, run } = useUploading();
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={4}>
      {value.length > 0 ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {value.map((material, index) => (
            <li
              key={`${material.url}-${index}`}
              style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '2px 0' }}
            >
              {isPdf(material) ? (
                <FilePdfOutlined aria-label={t('courses.upload.pdf')} />
              ) : (
                <PaperClipOutlined />
              )}
              <Typography.Link href={material.url} target="_blank" rel="noreferrer">
                {material.name}
              </Typography.Link>
              <Typography.Text type="secondary">{sizeText(material.size)}</Typography.Text>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('actions.remove')} ${material.name}`}
                onClick={() => onChange?.(value.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Upload
        accept="image/*,audio/*,video/*,application/pdf,.pdf"
        showUploadList={false}
        customRequest={() => {}}
        beforeUpload={(file) => {
          void run(() => uploadSiteFile(file)).then((media) => {
            if (!media) return;
            onChange?.([
              ...value,
              { name: file.name, url: media.url, kind: media.kind, size: media.size },
            ]);
          });
          return false;
        }}
      >
        <Button id={id} icon={<UploadOutlined />} loading={uploading}>
          {t('courses.upload.material')}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('courses.upload.materialHint')}
      </Typography.Text>
    </Space>
  );
}
