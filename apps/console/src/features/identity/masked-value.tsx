import { identityPasswordEndpoints as ep } from '@haoduo/contract';
import { EyeOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';
import { useIdentityGuard } from './use-identity-guard';

export interface TMaskedValueProps {
  /** The value as listed (masked unless the session's identity check holds). */
  value: string | null;
  /** Whose field it is. */
  userId: number | null;
  field?: 'mobile';
}

/**
 * A masked personal value with a button that shows it in full: asks for the identity password
 * when the server wants it, then shows the value (the read is in the access log).
 */
export function MaskedValue({ value, userId, field = 'mobile' }: TMaskedValueProps) {
  const { t } = useTranslation();
  const { guard, modal } = useIdentityGuard();
  const [shown, setShown] = useState<string | null>(null);
  if (!value) return <>-</>;
  if (shown !== null || userId === null || !value.includes('*')) return <>{shown ?? value}</>;
  const label = t('identity.revealOf', { field: t(`identity.${field}`) });
  return (
    <Space size={4}>
      <span>{value}</span>
      <Tooltip title={label}>
        <Button
          type="link"
          size="small"
          aria-label={label}
          icon={<EyeOutlined />}
          onClick={() =>
            void guard(() =>
              apiClient.call(ep.revealField, { userId, field }, { silent: true }),
            ).then(
              (answer) => setShown(answer.value ?? ''),
              () => undefined,
            )
          }
        />
      </Tooltip>
      {modal}
    </Space>
  );
}
