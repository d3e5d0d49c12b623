/** Shanghai time of an ISO time, `2026-11-26 15:30`. */
export function formatDateTime(iso: string): string {
  const date = new Date(new Date(iso).getTime() + 8 * 3600_000);
  return date.toISOString().slice(0, 16).replace('T', ' ');
}
