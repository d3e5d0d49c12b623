import { Result } from 'antd';
import type { ReactNode } from 'react';
import { usePermission, type TPermissionNeed } from './permissions';
import { useTranslation } from 'react-i18next';

/** A page for staff holding the permission; others see 没有权限 (a URL typed by hand). */
export function RequirePermission({
  permission,
  children,
}: {
  permission: TPermissionNeed;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return usePermission(permission) ? (
    children
  ) : (
    <Result
      status="403"
      title={t('resource.noPermission')}
      subTitle={t('resource.noPermissionDetail')}
    />
  );
}
