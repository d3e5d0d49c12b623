import { encodePassword, identityPasswordEndpoints as ep } from '@haoduo/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IdentityPasswordModal } from '../../features/identity';
import { apiClient } from '../../shared/api';
import { formatTime } from '../../shared/labels';

const STATUS_KEY = ['identity-password'] as const;

interface TChangeValues {
  oldPassword?: string;
  captcha?: string;
  password: string;
  repeatPassword: string;
}

/** /console/identity-password: one's own identity password: status, set, change, forgotten. */
export function IdentityPasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const status = useQuery(apiClient.query(ep.identityStatus, undefined, [...STATUS_KEY]));
  const [checking, setChecking] = useState(false);
  const [forgot, setForgot] = useState(false);
  const [form] = Form.useForm<TChangeValues>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: STATUS_KEY });

  async function change(values: TChangeValues) {
    await apiClient.call(ep.updateIdentityPassword, {
      password: encodePassword(values.password),
      repeatPassword: encodePassword(values.repeatPassword),
      ...(forgot
        ? { captcha: values.captcha }
        : { oldPassword: encodePassword(values.oldPassword ?? '') }),
    });
    form.resetFields();
    void message.success(t('identity.saved'));
    await refresh();
  }

  const data = status.data;
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('identity.pageIntro')}</Typography.Text>
      <Card title={t('identity.statusTitle')} loading={status.isPending}>
        <Descriptions column={1}>
          <Descriptions.Item label={t('fields.status')}>
            {data?.exist ? t('identity.statusSet') : t('identity.statusNotSet')}
          </Descriptions.Item>
          <Descriptions.Item label={t('identity.modalTitle')}>
            {data?.verifiedUntil
              ? t('identity.verifiedUntil', { time: formatTime(data.verifiedUntil) })
              : t('identity.notVerified')}
          </Descriptions.Item>
        </Descriptions>
        <Button type="primary" onClick={() => setChecking(true)}>
          {data?.exist ? t('identity.modalTitle') : t('identity.setTitle')}
        </Button>
      </Card>
      {data?.exist && (
        <Card
          title={forgot ? t('identity.forgot') : t('identity.change')}
          extra={
            <Button type="link" onClick={() => setForgot(!forgot)}>
              {forgot ? t('identity.change') : t('identity.forgot')}
            </Button>
          }
        >
          <Form
            form={form}
            name="identity-password-change"
            layout="vertical"
            style={{ maxWidth: 360 }}
            onFinish={(values) => void change(values).catch(() => undefined)}
          >
            {forgot ? (
              <Form.Item label={t('identity.captcha')} required>
                <Flex gap={8}>
                  <Form.Item name="captcha" noStyle rules={[{ required: true }]}>
                    <Input maxLength={6} aria-label={t('identity.captcha')} />
                  </Form.Item>
                  <Button
                    onClick={() =>
                      void apiClient
                        .call(ep.forgotIdentityCode, undefined)
                        .then(() => message.success(t('identity.codeSent')))
                        .catch(() => undefined)
                    }
                  >
                    {t('identity.sendCode')}
                  </Button>
                </Flex>
              </Form.Item>
            ) : (
              <Form.Item
                name="oldPassword"
                label={t('identity.oldPassword')}
                rules={[{ required: true }]}
              >
                <Input.Password autoComplete="off" />
              </Form.Item>
            )}
            <Form.Item
              name="password"
              label={t('identity.newPassword')}
              rules={[{ required: true }]}
            >
              <Input.Password autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="repeatPassword"
              label={t('identity.repeatPassword')}
              rules={[{ required: true }]}
            >
              <Input.Password autoComplete="off" />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              {t('actions.save')}
            </Button>
          </Form>
        </Card>
      )}
      <IdentityPasswordModal
        open={checking}
        setFirst={!data?.exist}
        onVerified={() => {
          setChecking(false);
          void message.success(t('identity.verified'));
          void refresh();
        }}
        onCancel={() => setChecking(false)}
      />
    </Flex>
  );
}
