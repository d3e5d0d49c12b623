import { todayInShanghai } from '../../platform/china-time';

/** China dates (YYYY-MM-DD, inclusive) as a time range [from, to). */
export function chinaDayRange(
  dateFrom: string | undefined,
  dateTo: string | undefined,
): { from?: Date; to?: Date } {
  return {
    from: dateFrom === undefined ? undefined : new Date(`${dateFrom}T00:00:00+08:00`),
    to:
      dateTo === undefined
        ? undefined
        : new Date(new Date(`${dateTo}T00:00:00+08:00`).getTime() + 86_400_000),
  };
}

/** The 7 China days ending with dateTo (default today), as dates and a time range. */
export function lastDays(
  days: number,
  dateTo?: string,
): { dateFrom: string; dateTo: string; from: Date; to: Date } {
  const last = dateTo ?? todayInShanghai();
  const to = new Date(new Date(`${last}T00:00:00+08:00`).getTime() + 86_400_000);
  const from = new Date(to.getTime() - days * 86_400_000);
  const dateFrom = new Date(from.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  return { dateFrom, dateTo: last, from, to };
}
