import { CopyOutlined } from '@ant-design/icons';
import type { TStudentCredential } from '@haoduo/contract';
import { Alert, Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppModal, ModalWidth } from '../../../../shared/ui/app-modal';
import { copyText } from '../../../../shared/ui/copy-text';
import { feedback } from '../../../../shared/ui/feedback';

interface TCredentialsModalProps {
  title: string;
  /** The accounts to show; null closes the dialog. */
  list: TStudentCredential[] | null;
  onClose: () => void;
}

/** New accounts (or a new password) shown once to the teacher: name, login name, password. */
export function CredentialsModal({ title, list, onClose }: TCredentialsModalProps) {
  const { t } = useTranslation();
  const { message } = feedback();
  const rows = list ?? [];

  const copyAll = async () => {
    const text = rows
      .map((r) =>
        t('manage.credentialLine', { name: r.name, username: r.username, password: r.password }),
      )
      .join('\n');
    try {
      await copyText(text);
      void message.success(t('common.copied'));
    } catch {
      void message.error(t('common.copyFailed'));
    }
  };

  return (
    <AppModal
      open={list !== null}
      width={ModalWidth.WIDE}
      title={title}
      onCancel={onClose}
      footer={[
        <Button
          key="copy"
          size="large"
          icon={<CopyOutlined aria-hidden />}
          onClick={() => void copyAll()}
        >
          {t('manage.copyAll')}
        </Button>,
        <Button key="ok" type="primary" size="large" onClick={onClose}>
          {t('common.gotIt')}
        </Button>,
      ]}
    >
      <Alert
        type="info"
        showIcon
        message={t('manage.credentialsHint')}
        style={{ marginBottom: 12 }}
      />
      <Table<TStudentCredential>
        rowKey="worksStudentId"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t('manage.name'), dataIndex: 'name' },
          {
            title: t('manage.username'),
            dataIndex: 'username',
            render: (v: string) => <code>{v}</code>,
          },
          {
            title: t('manage.initialPassword'),
            dataIndex: 'password',
            render: (v: string) => <code>{v}</code>,
          },
        ]}
      />
    </AppModal>
  );
}
