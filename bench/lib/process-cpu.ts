import fs from 'node:fs';

/**
 * CPU time a process has used so far, in microseconds (user + system, from /proc on Linux),
 * or null where /proc is not there. CPU time per request holds on a busy machine where
 * requests per second do not: other work slows a server down but does not make it spend
 * more CPU on each request.
 */
export function processCpuMicros(pid: number): number | null {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Fields after the command name (which may hold spaces) start at state; utime and stime
  // are fields 14 and 15 of the line, in clock ticks.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1_000_000) / CLOCK_TICKS_PER_SECOND;
}

/** Linux's USER_HZ, 100 on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** Microseconds of the process's CPU per request during `work`, or null without /proc. */
export async function cpuPerRequest(
  pid: number,
  work: () => Promise<{ requests: number }>,
): Promise<{ micros: number | null; requests: number }> {
  const before = processCpuMicros(pid);
  const { requests } = await work();
  const after = processCpuMicros(pid);
  if (before === null || after === null || requests === 0) return { micros: null, requests };
  return { micros: Math.round((after - before) / requests), requests };
}
