import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useCan, type TPermissionNeed } from '../permissions';
import { useConfirm, type TConfirmOptions } from './confirm';

/** One link of a row's 操作 column. */
export interface TRowAction {
  key: string;
  label: ReactNode;
  /** Hidden without it. */
  permission?: TPermissionNeed;
  /** Hidden when false (启用 on an enabled row). */
  visible?: boolean;
  danger?: boolean;
  /** Asks first; the action runs on OK (the dialog spins until it settles). */
  confirm?: Omit<TConfirmOptions, 'onOk'>;
  onClick: () => unknown;
}

/** The links of a row's 操作 column, each shown by its permission, confirmed when asked. */
export function RowActions({ actions }: { actions: readonly TRowAction[] }) {
  const can = useCan();
  const confirm = useConfirm();
  const shown = actions.filter((action) => action.visible !== false && can(action.permission));
  if (shown.length === 0) return null;
  return (
    <Space size={4}>
      {shown.map((action) => (
        <Button
          key={action.key}
          type="link"
          size="small"
          danger={action.danger}
          onClick={() => {
            if (action.confirm) confirm({ ...action.confirm, onOk: action.onClick });
            // The client has shown a failure already.
            else void Promise.resolve(action.onClick()).catch(() => undefined);
          }}
        >
          {action.label}
        </Button>
      ))}
    </Space>
  );
}
