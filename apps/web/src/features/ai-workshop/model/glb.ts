/**
 * The first 3D results were stored as glTF JSON with their one buffer inline as a data: URI,
 * which the page cannot fetch (its content security policy allows same-origin connections
 * only). `asGlb` rewrites such a file as binary glTF (the same JSON, the buffer decoded into
 * the BIN chunk), which the loader parses without a fetch; anything else is returned as is.
 */

const GLB_MAGIC = 0x46546c67; // "glTF"
const CHUNK_JSON = 0x4e4f534a;
const CHUNK_BIN = 0x004e4942;
const DATA_URI = /^data:[^,]*;base64,/;

interface TGltfJson {
  buffers?: { byteLength: number; uri?: string }[];
}

const padded = (length: number) => (length + 3) & ~3;

export function asGlb(bytes: ArrayBuffer): ArrayBuffer {
  if (bytes.byteLength >= 4 && new DataView(bytes).getUint32(0, true) === GLB_MAGIC) return bytes;
  let doc: TGltfJson;
  try {
    doc = JSON.parse(new TextDecoder().decode(bytes)) as TGltfJson;
  } catch {
    return bytes;
  }
  const buffer = doc.buffers?.length === 1 ? doc.buffers[0] : undefined;
  if (!buffer?.uri || !DATA_URI.test(buffer.uri)) return bytes;
  const binary = atob(buffer.uri.replace(DATA_URI, ''));
  delete buffer.uri;
  const json = new TextEncoder().encode(JSON.stringify(doc));
  const jsonLength = padded(json.length);
  const binLength = padded(binary.length);
  const total = 12 + 8 + jsonLength + 8 + binLength;
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, GLB_MAGIC, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonLength, true);
  view.setUint32(16, CHUNK_JSON, true);
  out.set(json, 20);
  out.fill(0x20, 20 + json.length, 20 + jsonLength);
  const bin = 20 + jsonLength;
  view.setUint32(bin, binLength, true);
  view.setUint32(bin + 4, CHUNK_BIN, true);
  for (let i = 0; i < binary.length; i++) out[bin + 8 + i] = binary.charCodeAt(i);
  return out.buffer;
}
