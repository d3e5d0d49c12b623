import type { TMyWorksItem } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../shared/ui/app-modal';

interface TMyWorkDeleteDialogProps {
  work: TMyWorksItem | null;
  deleting: boolean;
  onCancel: () => void;
  onDelete: (work: TMyWorksItem) => void;
}

/** 删除作品: asks before a work is deleted. */
export function MyWorkDeleteDialog({
  work,
  deleting,
  onCancel,
  onDelete,
}: TMyWorkDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal
      open={work !== null}
      title={t('works.my.deleteTitle')}
      okText={t('works.my.deleteOk')}
      cancelText={t('works.my.cancel')}
      okButtonProps={{ danger: true, loading: deleting }}
      onCancel={onCancel}
      onOk={() => work && onDelete(work)}
    >
      <p>
        <strong>{work?.worksName}</strong>
      </p>
      <p>{t('works.my.deleteContent')}</p>
    </AppModal>
  );
}
