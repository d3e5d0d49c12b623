/**
 * A WebM (Matroska) file with one VP8 video track, written by hand: the EBML header, the
 * segment's Info (with Duration), Tracks, one Cluster per second of SimpleBlocks, and Cues
 * so players can seek. The VP8 frames come from lossy WebP images (their "VP8 " chunk is a
 * plain VP8 key frame): the "whammy" technique.
 */

const ID = {
  EBML: [0x1a, 0x45, 0xdf, 0xa3],
  EBMLVersion: [0x42, 0x86],
  EBMLReadVersion: [0x42, 0xf7],
  EBMLMaxIDLength: [0x42, 0xf2],
  EBMLMaxSizeLength: [0x42, 0xf3],
  DocType: [0x42, 0x82],
  DocTypeVersion: [0x42, 0x87],
  DocTypeReadVersion: [0x42, 0x85],
  Segment: [0x18, 0x53, 0x80, 0x67],
  Info: [0x15, 0x49, 0xa9, 0x66],
  TimecodeScale: [0x2a, 0xd7, 0xb1],
  MuxingApp: [0x4d, 0x80],
  WritingApp: [0x57, 0x41],
  Duration: [0x44, 0x89],
  Tracks: [0x16, 0x54, 0xae, 0x6b],
  TrackEntry: [0xae],
  TrackNumber: [0xd7],
  TrackUID: [0x73, 0xc5],
  FlagLacing: [0x9c],
  CodecID: [0x86],
  TrackType: [0x83],
  Video: [0xe0],
  PixelWidth: [0xb0],
  PixelHeight: [0xba],
  Cluster: [0x1f, 0x43, 0xb6, 0x75],
  Timecode: [0xe7],
  SimpleBlock: [0xa3],
  Cues: [0x1c, 0x53, 0xbb, 0x6b],
  CuePoint: [0xbb],
  CueTime: [0xb3],
  CueTrackPositions: [0xb7],
  CueTrack: [0xf7],
  CueClusterPosition: [0xf1],
} as const;

function sizeVint(size: number): Buffer {
  for (let length = 1; length <= 8; length++) {
    if (size < 2 ** (7 * length) - 1) {
      const out = Buffer.alloc(length);
      let rest = size;
      for (let i = length - 1; i >= 0; i--) {
        out[i] = rest % 256;
        rest = Math.floor(rest / 256);
      }
      out[0]! |= 1 << (8 - length);
      return out;
    }
  }
  throw new Error('element too large');
}

const element = (id: readonly number[], body: Buffer) =>
  Buffer.concat([Buffer.from(id), sizeVint(body.length), body]);

function uint(value: number): Buffer {
  const bytes: number[] = [];
  let rest = value;
  do {
    bytes.unshift(rest % 256);
    rest = Math.floor(rest / 256);
  } while (rest > 0);
  return Buffer.from(bytes);
}

function float64(value: number): Buffer {
  const out = Buffer.alloc(8);
  out.writeDoubleBE(value);
  return out;
}

const text = (value: string) => Buffer.from(value, 'utf8');

/** The VP8 key frame inside a lossy WebP file. */
export function vp8FromWebp(webp: Buffer): Buffer {
  if (webp.toString('ascii', 0, 4) !== 'RIFF' || webp.toString('ascii', 8, 12) !== 'WEBP')
    throw new Error('not a WebP image');
  for (let at = 12; at + 8 <= webp.length;) {
    const type = webp.toString('ascii', at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    if (type === 'VP8 ') return webp.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  throw new Error('WebP image has no lossy VP8 frame');
}

export interface TWebmFrame {
  /** A VP8 key frame. */
  vp8: Buffer;
  /** Presentation time in milliseconds. */
  timeMs: number;
}

export function writeWebm(
  frames: TWebmFrame[],
  options: { width: number; height: number; durationMs: number; app: string },
): Buffer {
  const header = element(
    ID.EBML,
    Buffer.concat([
      element(ID.EBMLVersion, uint(1)),
      element(ID.EBMLReadVersion, uint(1)),
      element(ID.EBMLMaxIDLength, uint(4)),
      element(ID.EBMLMaxSizeLength, uint(8)),
      element(ID.DocType, text('webm')),
      element(ID.DocTypeVersion, uint(2)),
      element(ID.DocTypeReadVersion, uint(2)),
    ]),
  );
  const info = element(
    ID.Info,
    Buffer.concat([
      element(ID.TimecodeScale, uint(1_000_000)),
      element(ID.MuxingApp, text(options.app)),
      element(ID.WritingApp, text(options.app)),
      element(ID.Duration, float64(options.durationMs)),
    ]),
  );
  const tracks = element(
    ID.Tracks,
    element(
      ID.TrackEntry,
      Buffer.concat([
        element(ID.TrackNumber, uint(1)),
        element(ID.TrackUID, uint(1)),
        element(ID.FlagLacing, uint(0)),
        element(ID.CodecID, text('V_VP8')),
        element(ID.TrackType, uint(1)),
        element(
          ID.Video,
          Buffer.concat([
            element(ID.PixelWidth, uint(options.width)),
            element(ID.PixelHeight, uint(options.height)),
          ]),
        ),
      ]),
    ),
  );

  // Clusters of about one second; every frame is a key frame.
  const clusters: { timeMs: number; bytes: Buffer }[] = [];
  let group: TWebmFrame[] = [];
  const flush = () => {
    if (!group.length) return;
    const start = group[0]!.timeMs;
    const blocks = group.map((frame) => {
      const head = Buffer.alloc(4);
      head[0] = 0x81; // track 1
      head.writeInt16BE(frame.timeMs - start, 1);
      head[3] = 0x80; // key frame
      return element(ID.SimpleBlock, Buffer.concat([head, frame.vp8]));
    });
    clusters.push({
      timeMs: start,
      bytes: element(ID.Cluster, Buffer.concat([element(ID.Timecode, uint(start)), ...blocks])),
    });
    group = [];
  };
  for (const frame of frames) {
    if (group.length && frame.timeMs - group[0]!.timeMs >= 1000) flush();
    group.push(frame);
  }
  flush();

  const cues = (offsets: number[]) =>
    element(
      ID.Cues,
      Buffer.concat(
        clusters.map((cluster, i) =>
          element(
            ID.CuePoint,
            Buffer.concat([
              element(ID.CueTime, uint(cluster.timeMs)),
              element(
                ID.CueTrackPositions,
                Buffer.concat([
                  element(ID.CueTrack, uint(1)),
                  element(ID.CueClusterPosition, uint(offsets[i]!)),
                ]),
              ),
            ]),
          ),
        ),
      ),
    );
  // Cues come before the clusters; their size depends on the offsets they hold, so settle it.
  let offsets = clusters.map(() => 0);
  let cueBytes = cues(offsets);
  for (let pass = 0; pass < 3; pass++) {
    let at = info.length + tracks.length + cueBytes.length;
    offsets = clusters.map((cluster) => {
      const here = at;
      at += cluster.bytes.length;
      return here;
    });
    cueBytes = cues(offsets);
  }
  const segment = element(
    ID.Segment,
    Buffer.concat([info, tracks, cueBytes, ...clusters.map((c) => c.bytes)]),
  );
  return Buffer.concat([header, segment]);
}
