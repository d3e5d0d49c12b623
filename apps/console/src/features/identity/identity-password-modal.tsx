import {
  ApiError,
  encodePassword,
  identityPasswordEndpoints as ep,
  Messages,
} from '@haoduo/contract';
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';

interface TValues {
  password: string;
  repeatPassword?: string;
}

export interface TIdentityPasswordModalProps {
  open: boolean;
  /** The staff member has no identity password yet: set one (then it counts as checked). */
  setFirst: boolean;
  onVerified: () => void;
  onCancel: () => void;
}

/**
 * Asks for the identity password (or, when none is set, sets one and checks it). A wrong
 * answer shows the server's message under the field.
 */
export function IdentityPasswordModal({
  open,
  setFirst,
  onVerified,
  onCancel,
}: TIdentityPasswordModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TValues>();
  const [busy, setBusy] = useState(false);

  async function submit(values: TValues) {
    setBusy(true);
    try {
      const password = encodePassword(values.password);
      if (setFirst) {
        await apiClient.call(
          ep.setIdentityPassword,
          { password, repeatPassword: encodePassword(values.repeatPassword ?? '') },
          { silent: true },
        );
      }
      await apiClient.call(ep.checkIdentityPassword, { password }, { silent: true });
      form.resetFields();
      onVerified();
    } catch (error) {
      const message = error instanceof ApiError ? error.message : Messages.NETWORK_ERROR_TITLE;
      const field = error instanceof ApiError && error.errors[0]?.field === 'repeatPassword';
      form.setFields([{ name: field ? 'repeatPassword' : 'password', errors: [message] }]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={setFirst ? t('identity.setTitle') : t('identity.modalTitle')}
      okText={t('actions.ok')}
      cancelText={t('actions.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onCancel();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {setFirst ? t('identity.setIntro') : t('identity.modalIntro')}
      </Typography.Paragraph>
      <Form form={form} name="identity-password-check" layout="vertical" onFinish={submit}>
        <Form.Item
          name="password"
          label={setFirst ? t('identity.newPassword') : t('identity.password')}
          rules={[{ required: true, message: t('identity.passwordRequired') }]}
        >
          <Input.Password autoFocus autoComplete="off" />
        </Form.Item>
        {setFirst && (
          <Form.Item
            name="repeatPassword"
            label={t('identity.repeatPassword')}
            rules={[{ required: true, message: Messages.CONFIRM_PASSWORD_REQUIRED }]}
          >
            <Input.Password autoComplete="off" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
