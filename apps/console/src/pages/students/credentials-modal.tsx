import type { TStudentCredential } from '@haoduo/contract';
import { Alert, Button, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { printCards } from './print-cards';

interface TCredentialsModalProps {
  title: string;
  list: TStudentCredential[] | null;
  onClose: () => void;
}

/** New accounts (or a new password), shown once: the login names and initial passwords. */
export function CredentialsModal({ title, list, onClose }: TCredentialsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={list !== null}
      title={title}
      width={560}
      onCancel={onClose}
      footer={[
        <Button
          key="print"
          onClick={() =>
            printCards(
              title,
              (list ?? []).map((item) => ({
                name: item.name,
                username: item.username,
                initialPassword: item.password,
              })),
            )
          }
        >
          {t('students.print')}
        </Button>,
        <Button key="ok" type="primary" onClick={onClose}>
          {t('students.noted')}
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon title={t('students.passwordOnce')} />
      <Table
        style={{ marginTop: 12 }}
        size="small"
        rowKey="worksStudentId"
        pagination={false}
        scroll={{ y: 360 }}
        dataSource={list ?? []}
        columns={[
          { key: 'name', title: t('fields.name'), dataIndex: 'name' },
          { key: 'username', title: t('students.username'), dataIndex: 'username' },
          { key: 'password', title: t('students.initialPassword'), dataIndex: 'password' },
        ]}
      />
    </Modal>
  );
}
