/** One server-sent event: its name and its JSON data. */
export interface TSseEvent {
  event: string;
  data: string;
}

/**
 * Splits a growing server-sent-events text into whole events; what is left over (an event
 * not finished yet) comes back as `rest`, to be prefixed to the next chunk.
 */
export function parseSse(buffer: string): { events: TSseEvent[]; rest: string } {
  const events: TSseEvent[] = [];
  const normalised = buffer.replace(/\r\n/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}
