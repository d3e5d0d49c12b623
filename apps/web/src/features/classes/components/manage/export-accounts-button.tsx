import { FileExcelOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useExportStudentAccounts } from '../../api/export-student-accounts';
import { feedback } from '../../../../shared/ui/feedback';

interface TExportAccountsButtonProps {
  classId: number;
  className: string;
  size?: ButtonProps['size'];
}

/** 导出账号: the class's accounts (login names, initial passwords) as an xlsx download. */
export function ExportAccountsButton({ classId, className, size }: TExportAccountsButtonProps) {
  const { t } = useTranslation();
  const { message } = feedback();
  const exportAccounts = useExportStudentAccounts();
  return (
    <Button
      size={size}
      icon={<FileExcelOutlined aria-hidden />}
      loading={exportAccounts.isPending}
      onClick={() =>
        exportAccounts.mutate(
          { classId, className },
          { onSuccess: (fileName) => void message.success(t('manage.exported', { fileName })) },
        )
      }
    >
      {t('manage.exportAccounts')}
    </Button>
  );
}
