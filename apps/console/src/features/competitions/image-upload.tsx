import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { ApiError, mediaEndpoints, type TMediaFile } from '@haoduo/contract';
import { Button, Image, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';

/** Pictures the media module stores (it checks the bytes again). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** Banners and covers are shown on every visit: kept small. */
export const IMAGE_MAX_MB = 5;

/** Uploads a picture as a public site file (the back office's media upload). */
export function uploadSiteImage(file: File): Promise<TMediaFile> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.upload(mediaEndpoints.mngUpload, form, {
    query: { purpose: 'site', kind: 'image' },
    silent: true,
  });
}

/** Why a picked file is refused before it is sent (a catalogue key and its values), or null. */
export function imageProblem(
  file: { type: string; size: number },
  maxMb = IMAGE_MAX_MB,
): { key: 'competitions.upload.wrongType' | 'competitions.upload.tooLarge'; max: number } | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { key: 'competitions.upload.wrongType', max: maxMb };
  }
  if (file.size > maxMb * 1024 * 1024) return { key: 'competitions.upload.tooLarge', max: maxMb };
  return null;
}

export interface TImageUploadProps {
  value?: string | null;
  onChange?: (url: string) => void;
  /** The form item's id: put on the file input, so the item's label names it. */
  id?: string;
  /** What the picture is (封面图, PC端横幅…), for the preview's text. */
  label: string;
  /** The suggested size, e.g. 1920×400. */
  size?: string;
  /** The preview's box (CSS pixels). */
  previewWidth?: number;
  previewHeight?: number;
  maxMb?: number;
}

/**
 * A picture field: its preview, 上传图片 / 更换图片 (PNG, JPG, WebP, GIF up to a size, checked
 * here first and by the server by content) and 移除. The value is the stored file's URL.
 */
export function ImageUpload({
  value,
  onChange,
  id,
  label,
  size,
  previewWidth = 192,
  previewHeight = 108,
  maxMb = IMAGE_MAX_MB,
}: TImageUploadProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (file: File) => {
    const refused = imageProblem(file, maxMb);
    if (refused) {
      setProblem(t(refused.key, { max: refused.max }));
      return;
    }
    setProblem(null);
    setUploading(true);
    try {
      const stored = await uploadSiteImage(file);
      onChange?.(stored.url);
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.message
          ? error.message
          : t('competitions.upload.failed'),
      );
    } finally {
      setUploading(false);
    }
  };

  const box = { width: previewWidth, height: previewHeight, borderRadius: 4 };
  return (
    <Space align="start" size={12}>
      {value ? (
        <Image
          src={value}
          width={previewWidth}
          height={previewHeight}
          style={{ ...box, objectFit: 'cover' }}
          alt={t('competitions.upload.preview', { label })}
        />
      ) : (
        <div
          style={{
            ...box,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            border: '1px dashed #d9d9d9',
            color: '#595959',
          }}
        >
          <PictureOutlined aria-hidden style={{ fontSize: 24 }} />
        </div>
      )}
      <Space orientation="vertical" size={4}>
        <Space>
          <Upload
            id={id}
            accept={IMAGE_TYPES.join(',')}
            showUploadList={false}
            disabled={uploading}
            beforeUpload={(file) => {
              void send(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined aria-hidden />} loading={uploading}>
              {uploading
                ? t('competitions.upload.uploading')
                : value
                  ? t('competitions.upload.replace')
                  : t('competitions.upload.choose')}
            </Button>
          </Upload>
          {value ? (
            <Button
              type="link"
              danger
              icon={<DeleteOutlined aria-hidden />}
              onClick={() => onChange?.('')}
            >
              {t('competitions.upload.remove')}
            </Button>
          ) : null}
        </Space>
        <Typography.Text type="secondary">
          {t('competitions.upload.hint', { max: maxMb })}
          {size ? t('competitions.upload.size', { size }) : ''}
        </Typography.Text>
        {problem ? (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        ) : null}
      </Space>
    </Space>
  );
}
