import { TrainingClassLimit, type TTrainingLabKind } from '@haoduo/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../shared/ui/app-modal';

export interface TClassProjectValues {
  name: string;
  categories: string[];
}

interface TClassProjectDialogProps {
  open: boolean;
  kind: TTrainingLabKind;
  /** The lab's categories, offered as the project's to start with. */
  categories: string[];
  creating: boolean;
  onCancel: () => void;
  onCreate: (values: TClassProjectValues) => void;
}

/** 开启班级项目: the project's name and its categories (the lab's own to start with). */
export function ClassProjectDialog({
  open,
  kind,
  categories,
  creating,
  onCancel,
  onCreate,
}: TClassProjectDialogProps) {
  const { t } = useTranslation();
  // The form wraps the dialog (OK submits it) and starts afresh with each opening.
  return (
    <AppModal
      open={open}
      title={t('trainingClass.open')}
      okText={t('trainingClass.create')}
      okButtonProps={{ htmlType: 'submit' }}
      confirmLoading={creating}
      onCancel={onCancel}
      modalRender={(dialog) => (
        <Form<TClassProjectValues>
          layout="vertical"
          initialValues={{ name: '', categories }}
          onFinish={onCreate}
          clearOnDestroy
        >
          {dialog}
        </Form>
      )}
    >
      <Form.Item
        name="name"
        label={t('trainingClass.name')}
        rules={[
          {
            required: true,
            whitespace: true,
            message: t('trainingClass.nameRequired'),
          },
        ]}
      >
        <Input maxLength={TrainingClassLimit.NAME_MAX} />
      </Form.Item>
      <Form.Item
        name="categories"
        label={t('trainingClass.categories')}
        extra={t('trainingClass.categoriesHelp')}
        rules={[
          {
            type: 'array',
            min: kind === 'music' ? 1 : TrainingClassLimit.CATEGORIES_MIN,
            max: TrainingClassLimit.CATEGORIES_MAX,
            message: t('trainingClass.categoriesRule'),
          },
        ]}
      >
        <Select mode="tags" open={false} aria-label={t('trainingClass.categories')} />
      </Form.Item>
    </AppModal>
  );
}
