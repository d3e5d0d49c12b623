import { parseWireDateTime } from '@haoduo/contract';

/** Competitions are held in China: their times read in Beijing time (UTC+8, no daylight saving). */
const BEIJING_OFFSET_MS = 8 * 3600_000;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A wire time as 2026.05.01 (or 2026.05.01 18:00), in Beijing time wherever it is rendered:
 * the server's render and the browser's hydration print the same text.
 */
export function competitionDate(text: string, withTime = false): string {
  const date = parseWireDateTime(text) ?? new Date(text);
  if (Number.isNaN(date.getTime())) return '';
  const at = new Date(date.getTime() + BEIJING_OFFSET_MS);
  const day = `${at.getUTCFullYear()}.${pad(at.getUTCMonth() + 1)}.${pad(at.getUTCDate())}`;
  return withTime ? `${day} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}` : day;
}
