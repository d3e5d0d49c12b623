import { Result } from 'antd';
import type { ReactNode } from 'react';
import { usePermission, type TPermissionNeed } from './permissions';

/** A page for staff holding the permission; others see 没有权限 (a URL typed by hand). */
export function RequirePermission({
  permission,
  children,
}: {
  permission: TPermissionNeed;
  children: ReactNode;
}) {
  return usePermission(permission) ? (
    children
  ) : (
    <Result status="403" title="没有权限" subTitle="你没有访问该页面的权限，请联系管理员开通。" />
  );
}
