import type { TFunction } from 'i18next';

/** "2 天 3 小时", "5 分钟", "12 秒": the two largest units that are not zero. */
export function formatUptime(totalSeconds: number, t: TFunction): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const parts = [
    { count: Math.floor(seconds / 86_400), key: 'duration.days' },
    { count: Math.floor((seconds % 86_400) / 3600), key: 'duration.hours' },
    { count: Math.floor((seconds % 3600) / 60), key: 'duration.minutes' },
    { count: seconds % 60, key: 'duration.seconds' },
  ] as const;
  const shown = parts.filter((part) => part.count > 0).slice(0, 2);
  if (shown.length === 0) return t('duration.seconds', { count: 0 });
  return shown.map((part) => t(part.key, { count: part.count })).join(' ');
}
