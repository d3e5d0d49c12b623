import type { TStudentCredential } from '@haoduo/contract';
import { Alert, Button, Modal, Table } from 'antd';
import { printCards } from './print-cards';

interface TCredentialsModalProps {
  title: string;
  list: TStudentCredential[] | null;
  onClose: () => void;
}

/** New accounts (or a new password), shown once: the login names and initial passwords. */
export function CredentialsModal({ title, list, onClose }: TCredentialsModalProps) {
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
          打印
        </Button>,
        <Button key="ok" type="primary" onClick={onClose}>
          我已记下
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon title="初始密码只显示这一次，请打印或记下后交给学生。" />
      <Table
        style={{ marginTop: 12 }}
        size="small"
        rowKey="worksStudentId"
        pagination={false}
        scroll={{ y: 360 }}
        dataSource={list ?? []}
        columns={[
          { key: 'name', title: '姓名', dataIndex: 'name' },
          { key: 'username', title: '登录名', dataIndex: 'username' },
          { key: 'password', title: '初始密码', dataIndex: 'password' },
        ]}
      />
    </Modal>
  );
}
