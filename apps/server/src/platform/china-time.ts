/**
 * Schools work on China time: days (daily limits, class end dates) and the times in
 * spreadsheets are Asia/Shanghai's, which is UTC+8 all year (no daylight saving).
 */
const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** Midnight in Asia/Shanghai of the day `now` falls in, as an instant. */
export function shanghaiDayStart(now: Date = new Date()): Date {
  return new Date(Math.floor((now.getTime() + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS);
}

/** Today's date in Asia/Shanghai, `YYYY-MM-DD`. */
export function todayInShanghai(now: Date = new Date()): string {
  return shanghaiDateTime(now).slice(0, 10);
}

/** `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai, of an instant or an ISO time. */
export function shanghaiDateTime(at: Date | string): string {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return new Date(time + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
