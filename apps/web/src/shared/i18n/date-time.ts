/** China's time (UTC+8, no daylight saving): the product's times read the same everywhere. */
const BEIJING_OFFSET_MS = 8 * 3600_000;

/**
 * A wire time as `2026-11-26 15:30` in Beijing time, the same on the server's render and in
 * the browser; for lists that only print a time, without dayjs in their first load.
 */
export function formatDateTime(iso: string): string {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  return new Date(instant + BEIJING_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
