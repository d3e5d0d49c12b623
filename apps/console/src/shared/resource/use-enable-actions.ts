import type { TEndpointDefinition, TInputOf, TPermission } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import type { TConfirmOptions } from './confirm';
import type { TRowAction } from './row-actions';
import { useResourceMutation } from './use-resource-mutation';

interface TEnableActionsOptions<TRow, TEnable extends TEndpointDefinition, TDisable> {
  enable: TEnable;
  disable: TDisable;
  /** Query key prefixes refreshed after either. */
  invalidate: readonly (readonly unknown[])[];
  permissions: { enable: TPermission; disable: TPermission };
  /** The calls' input for a row (`{ id }`). */
  input: (row: TRow) => TInputOf<TEnable>;
  /** Whether the row is enabled now; default `status === 1`. */
  isEnabled?: (row: TRow) => boolean;
  /** 停用 asks first with these words. */
  confirmDisable: (row: TRow) => Omit<TConfirmOptions, 'onOk'>;
  /** 启用 asks first too when given. */
  confirmEnable?: (row: TRow) => Omit<TConfirmOptions, 'onOk'>;
  /** 停用 drawn red. */
  dangerDisable?: boolean;
}

const statusOf = (row: unknown) => (row as { status?: number }).status === 1;

/** 启用 / 停用 of a row: the two writes (toast, refresh) and the row action that applies. */
export function useEnableActions<
  TRow,
  TEnable extends TEndpointDefinition,
  TDisable extends TEndpointDefinition,
>(options: TEnableActionsOptions<TRow, TEnable, TDisable>): (row: TRow) => TRowAction[] {
  const { t } = useTranslation();
  const { invalidate } = options;
  const enable = useResourceMutation(options.enable, {
    invalidate,
    successText: t('done.enabled'),
  });
  const disable = useResourceMutation(options.disable, {
    invalidate,
    successText: t('done.disabled'),
  });
  return (row) => {
    const enabled = (options.isEnabled ?? statusOf)(row);
    const input = options.input(row);
    return [
      {
        key: 'disable',
        label: t('actions.disable'),
        visible: enabled,
        danger: options.dangerDisable,
        permission: options.permissions.disable,
        confirm: { okText: t('actions.disable'), ...options.confirmDisable(row) },
        onClick: () => disable.mutateAsync(input as unknown as TInputOf<TDisable>),
      },
      {
        key: 'enable',
        label: t('actions.enable'),
        visible: !enabled,
        permission: options.permissions.enable,
        confirm: options.confirmEnable
          ? { okText: t('actions.enable'), danger: false, ...options.confirmEnable(row) }
          : undefined,
        onClick: () => enable.mutateAsync(input),
      },
    ];
  };
}
