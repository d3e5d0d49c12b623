import { useTranslation } from 'react-i18next';
import { AppModal, ModalWidth } from '../../../shared/ui/app-modal';
import styles from './student-works-panel.module.css';

interface TCoverPreviewDialogProps {
  open: boolean;
  name: string;
  src: string;
  onClose: () => void;
}

/** A work's cover at full size, over the 学员作品 table (loaded when first opened). */
export function CoverPreviewDialog({ open, name, src, onClose }: TCoverPreviewDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal
      open={open}
      title={t('studentWorks.coverOf', { name })}
      width={ModalWidth.WIDE}
      footer={null}
      onCancel={onClose}
    >
      <img className={styles.preview} src={src} alt={name} />
    </AppModal>
  );
}
