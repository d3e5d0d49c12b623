/**
 * A small Standard MIDI File for tests: 120 beats a minute, 480 ticks a beat; C4 from 0 to
 * 0.5 s and E4 from 0.5 to 1 s on channel 1 (the second ended by a note-on of velocity 0 in
 * running status), G3 under them on channel 2, and a drum hit on channel 10.
 */
export function testMidiFile(): ArrayBuffer {
  const chunk = (type: string, body: number[]) => [
    ...Array.from(type, (c) => c.charCodeAt(0)),
    (body.length >>> 24) & 0xff,
    (body.length >>> 16) & 0xff,
    (body.length >>> 8) & 0xff,
    body.length & 0xff,
    ...body,
  ];
  const end = [0x00, 0xff, 0x2f, 0x00];
  const tempo = [0x00, 0xff, 0x51, 0x03, 0x07, 0xa1, 0x20, ...end];
  const melody = [
    ...[0x00, 0xff, 0x03, 0x01, 0x4d],
    ...[0x00, 0x90, 60, 100],
    ...[0x83, 0x60, 0x80, 60, 0],
    ...[0x00, 0x90, 64, 100],
    ...[0x83, 0x60, 64, 0],
    ...end,
  ];
  const under = [0x00, 0x91, 55, 80, 0x87, 0x40, 0x81, 55, 0, 0x00, 0x99, 36, 100, ...end];
  const header = [0x00, 0x01, 0x00, 0x03, 0x01, 0xe0];
  const bytes = [
    ...chunk('MThd', header),
    ...chunk('MTrk', tempo),
    ...chunk('MTrk', melody),
    ...chunk('MTrk', under),
  ];
  return new Uint8Array(bytes).buffer;
}
