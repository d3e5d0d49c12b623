/** 16-bit PCM WAV (RIFF) from stereo float samples. */
export function encodeWav(left: Float32Array, right: Float32Array, sampleRate: number): Buffer {
  const frames = left.length;
  const dataBytes = frames * 4;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(2, 22); // channels
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 4, 28); // byte rate
  out.writeUInt16LE(4, 32); // block align
  out.writeUInt16LE(16, 34); // bits per sample
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  const toInt = (v: number) => Math.max(-32768, Math.min(32767, Math.round(v * 32767)));
  for (let i = 0, o = 44; i < frames; i++, o += 4) {
    out.writeInt16LE(toInt(left[i]!), o);
    out.writeInt16LE(toInt(right[i]!), o + 2);
  }
  return out;
}
