import { describe, expect, it } from 'vitest';
import { asGlb } from './glb';

const text = (bytes: ArrayBuffer, from: number, to: number) =>
  new TextDecoder().decode(bytes.slice(from, to));

describe('old 3D results as binary glTF', () => {
  it('moves a data: URI buffer into the BIN chunk, so nothing needs fetching', () => {
    const data = Uint8Array.of(1, 2, 3, 4, 5);
    const legacy = JSON.stringify({
      asset: { version: '2.0' },
      buffers: [
        {
          byteLength: 5,
          uri: `data:application/octet-stream;base64,${btoa('\x01\x02\x03\x04\x05')}`,
        },
      ],
    });
    const glb = asGlb(new TextEncoder().encode(legacy).buffer);
    const view = new DataView(glb);
    expect(text(glb, 0, 4)).toBe('glTF');
    expect(view.getUint32(8, true)).toBe(glb.byteLength);
    const jsonLength = view.getUint32(12, true);
    expect(jsonLength % 4).toBe(0);
    const doc = JSON.parse(text(glb, 20, 20 + jsonLength)) as { buffers: object[] };
    expect(doc.buffers).toEqual([{ byteLength: 5 }]);
    const bin = 20 + jsonLength;
    expect(text(glb, bin + 4, bin + 7)).toBe('BIN');
    expect([...new Uint8Array(glb, bin + 8, 5)]).toEqual([...data]);
  });

  it('leaves binary glTF and anything else as it is', () => {
    const glb = Uint8Array.of(0x67, 0x6c, 0x54, 0x46, 2, 0, 0, 0).buffer;
    expect(asGlb(glb)).toBe(glb);
    const other = new TextEncoder().encode(
      '{"buffers":[{"byteLength":4,"uri":"scene.bin"}]}',
    ).buffer;
    expect(asGlb(other)).toBe(other);
    const notJson = new TextEncoder().encode('<html>').buffer;
    expect(asGlb(notJson)).toBe(notJson);
  });
});
