/** Competitions are held in China: their times read in Beijing time (UTC+8, no daylight saving). */
const BEIJING_OFFSET_MS = 8 * 3600_000;

/** The wire's other form of a time: `YYYY-MM-DD HH:mm:ss`, read as Beijing time. */
const BEIJING_LOCAL = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The instant of a wire time (ISO 8601 with an offset, or Beijing local time). Parsed here
 * rather than with the contract's parseWireDateTime, whose module brings zod into the
 * pages' first load.
 */
function instantOf(text: string): number {
  const local = BEIJING_LOCAL.exec(text);
  if (!local) return Date.parse(text);
  const [, y, mo, d, h, mi, s] = local.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - BEIJING_OFFSET_MS;
}

/**
 * A wire time as 2026.05.01 (or 2026.05.01 18:00), in Beijing time wherever it is rendered:
 * the server's render and the browser's hydration print the same text.
 */
export function competitionDate(text: string, withTime = false): string {
  const instant = instantOf(text);
  if (Number.isNaN(instant)) return '';
  const at = new Date(instant + BEIJING_OFFSET_MS);
  const day = `${at.getUTCFullYear()}.${pad(at.getUTCMonth() + 1)}.${pad(at.getUTCDate())}`;
  return withTime ? `${day} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}` : day;
}
