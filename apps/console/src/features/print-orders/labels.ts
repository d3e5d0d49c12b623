import { PRINT_ORDER_STATUS_LABELS, PrintOrderStatus } from '@haoduo/contract';

export const PRINT_ORDERS_KEY = ['print-orders'] as const;

export const STATUS_COLOURS: Record<number, string> = {
  [PrintOrderStatus.SUBMITTED]: 'blue',
  [PrintOrderStatus.AWAITING_PAYMENT]: 'orange',
  [PrintOrderStatus.PAID]: 'cyan',
  [PrintOrderStatus.PLACED]: 'purple',
  [PrintOrderStatus.SHIPPED]: 'green',
  [PrintOrderStatus.COMPLETED]: 'default',
  [PrintOrderStatus.CANCELLED]: 'default',
  [PrintOrderStatus.REJECTED]: 'red',
};

export const statusOptions = () =>
  Object.entries(PRINT_ORDER_STATUS_LABELS).map(([value, label]) => ({
    value: Number(value),
    label,
  }));
