import type { TSafetyAlert, TSafetyAlertOpenList } from '@haoduo/contract';

/**
 * An alert from the live stream put into a cached open list: new or changed alerts replace
 * the one of the same id (newest first), closed ones leave it; `classId` is the list's
 * class, if it lists only one. The count is of alerts nobody has acknowledged.
 */
export function mergeAlert(
  list: TSafetyAlertOpenList,
  alert: TSafetyAlert,
  classId?: number,
): TSafetyAlertOpenList {
  if (classId !== undefined && alert.classId !== classId) return list;
  const before = list.list.find((item) => item.id === alert.id);
  const rest = list.list.filter((item) => item.id !== alert.id);
  const next =
    alert.status === 'closed'
      ? rest
      : [...rest, alert].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const wasOpen = before?.status === 'open' ? 1 : 0;
  const isOpen = alert.status === 'open' ? 1 : 0;
  return { openCount: Math.max(0, list.openCount - wasOpen + isOpen), list: next };
}
