import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Popconfirm } from '../../../shared/ui/popconfirm';

/** A category's delete button, asking first (shown once there are more than two). */
export function RemoveCategoryButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('training.category.removeConfirm', { name })}
      onConfirm={onRemove}
      okText={t('training.project.delete')}
    >
      {(trigger) => (
        <Button
          {...trigger}
          type="text"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('training.category.remove')}
        />
      )}
    </Popconfirm>
  );
}
