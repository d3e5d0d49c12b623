import { dayjs } from '../../../shared/i18n/dayjs';

/** A time of today as 14:05, of an earlier day as 11-24 14:05, of another year with it. */
export function shortTime(value: string, now = dayjs()): string {
  const time = dayjs(value);
  if (time.isSame(now, 'day')) return time.format('HH:mm');
  if (time.isSame(now, 'year')) return time.format('MM-DD HH:mm');
  return time.format('YYYY-MM-DD HH:mm');
}
