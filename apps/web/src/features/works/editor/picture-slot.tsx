import {
  BgColorsOutlined,
  DeleteOutlined,
  PictureOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@haoduo/contract';
import { feedback } from '../../../shared/ui/feedback';
import { FileButton } from '../../../shared/ui/file-button';
import { uploadMedia } from '../api/upload-media';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';
import styles from './book-editor.module.css';

const DrawDialog = lazyDialog(() => import('./draw-dialog').then((m) => m.DrawDialog));

interface TPictureSlotProps {
  url: string | null;
  label: string;
  onChange: (url: string | null) => void;
}

/** A picture of the book: upload one, let the AI draw one, or take it away. */
export function PictureSlot({ url, label, onChange }: TPictureSlotProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [drawing, setDrawing] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const media = await uploadMedia(file, 'image');
      onChange(media.url);
    } catch (error) {
      const message = error instanceof ApiError && error.message ? error.message : '';
      void feedback().message.error(message || t('works.editor.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={styles.slot}>
      <div className={styles.picture}>
        {url ? (
          <img src={url} alt={label} />
        ) : (
          <span className={styles.placeholder}>
            <PictureOutlined />
          </span>
        )}
      </div>
      <div className={styles.slotActions}>
        <FileButton
          accept="image/png,image/jpeg,image/webp,image/gif"
          onFile={(file) => void upload(file)}
          size="large"
          icon={<UploadOutlined />}
          loading={uploading}
        >
          {url ? t('works.editor.changePicture') : t('works.editor.upload')}
        </FileButton>
        <Button size="large" icon={<BgColorsOutlined />} onClick={() => setDrawing(true)}>
          {t('works.editor.draw')}
        </Button>
        {url ? (
          <Button size="large" icon={<DeleteOutlined />} onClick={() => onChange(null)}>
            {t('works.editor.removePicture')}
          </Button>
        ) : null}
      </div>
      <DrawDialog
        open={drawing}
        onClose={() => setDrawing(false)}
        onDrawn={(picture) => {
          setDrawing(false);
          onChange(picture);
        }}
      />
    </div>
  );
}
