import { hexToRgb } from '../draw/colour';
import { GEOMETRY, type TShape } from './primitives';

/**
 * Writes a binary glTF 2.0 asset (GLB: one self-contained file, the JSON chunk and the
 * geometry in its BIN chunk, no URIs, so a page under a strict content security policy
 * loads it with one same-origin request): one mesh per solid and colour, shared geometry
 * accessors, PBR materials, and a node tree.
 */

export interface TPart {
  shape: TShape;
  colour: string;
  /** Position, scale, and rotation as Euler angles in radians (x, y, z). */
  at: [number, number, number];
  size: [number, number, number];
  turn?: [number, number, number];
}

export interface TNodeSpec {
  name: string;
  at: [number, number, number];
  scale: number;
  turnY: number;
  parts: TPart[];
}

function quaternion([x, y, z]: [number, number, number]): [number, number, number, number] {
  const [cx, sx] = [Math.cos(x / 2), Math.sin(x / 2)];
  const [cy, sy] = [Math.cos(y / 2), Math.sin(y / 2)];
  const [cz, sz] = [Math.cos(z / 2), Math.sin(z / 2)];
  return [
    sx * cy * cz - cx * sy * sz,
    cx * sy * cz + sx * cy * sz,
    cx * cy * sz - sx * sy * cz,
    cx * cy * cz + sx * sy * sz,
  ];
}

const round = (v: number) => Math.round(v * 1e5) / 1e5;

export function writeGlb(nodes: TNodeSpec[], generator: string): Buffer {
  const chunks: Buffer[] = [];
  let byteLength = 0;
  const bufferViews: object[] = [];
  const accessors: object[] = [];
  const meshes: object[] = [];
  const materials: object[] = [];
  const gltfNodes: Record<string, unknown>[] = [];
  const geometryAccessors = new Map<
    TShape,
    { position: number; normal: number; indices: number }
  >();
  const materialIndex = new Map<string, number>();
  const meshIndex = new Map<string, number>();

  const addView = (data: Buffer, target: number) => {
    const padding = (4 - (byteLength % 4)) % 4;
    if (padding) {
      chunks.push(Buffer.alloc(padding));
      byteLength += padding;
    }
    bufferViews.push({ buffer: 0, byteOffset: byteLength, byteLength: data.length, target });
    chunks.push(data);
    byteLength += data.length;
    return bufferViews.length - 1;
  };

  const geometry = (shape: TShape) => {
    const known = geometryAccessors.get(shape);
    if (known) return known;
    const g = GEOMETRY[shape]();
    const positions = new Float32Array(g.positions);
    const min = [0, 1, 2].map((k) => Math.min(...g.positions.filter((_, i) => i % 3 === k)));
    const max = [0, 1, 2].map((k) => Math.max(...g.positions.filter((_, i) => i % 3 === k)));
    const positionView = addView(Buffer.from(positions.buffer), 34962);
    accessors.push({
      bufferView: positionView,
      componentType: 5126,
      count: positions.length / 3,
      type: 'VEC3',
      min,
      max,
    });
    const position = accessors.length - 1;
    const normalView = addView(Buffer.from(new Float32Array(g.normals).buffer), 34962);
    accessors.push({
      bufferView: normalView,
      componentType: 5126,
      count: g.normals.length / 3,
      type: 'VEC3',
    });
    const normal = accessors.length - 1;
    const indexView = addView(Buffer.from(new Uint16Array(g.indices).buffer), 34963);
    accessors.push({
      bufferView: indexView,
      componentType: 5123,
      count: g.indices.length,
      type: 'SCALAR',
    });
    const result = { position, normal, indices: accessors.length - 1 };
    geometryAccessors.set(shape, result);
    return result;
  };

  const material = (colour: string) => {
    const known = materialIndex.get(colour);
    if (known !== undefined) return known;
    const [r, g, b] = hexToRgb(colour).map((c) => round((c / 255) ** 2.2));
    materials.push({
      name: colour,
      pbrMetallicRoughness: {
        baseColorFactor: [r, g, b, 1],
        metallicFactor: 0,
        roughnessFactor: 0.75,
      },
    });
    materialIndex.set(colour, materials.length - 1);
    return materials.length - 1;
  };

  const mesh = (shape: TShape, colour: string) => {
    const key = `${shape}/${colour}`;
    const known = meshIndex.get(key);
    if (known !== undefined) return known;
    const g = geometry(shape);
    meshes.push({
      name: key,
      primitives: [
        {
          attributes: { POSITION: g.position, NORMAL: g.normal },
          indices: g.indices,
          material: material(colour),
          mode: 4,
        },
      ],
    });
    meshIndex.set(key, meshes.length - 1);
    return meshes.length - 1;
  };

  const roots: number[] = [];
  for (const spec of nodes) {
    const children = spec.parts.map((part) => {
      const node: Record<string, unknown> = {
        mesh: mesh(part.shape, part.colour),
        translation: part.at.map(round),
        scale: part.size.map(round),
      };
      if (part.turn) node.rotation = quaternion(part.turn).map(round);
      gltfNodes.push(node);
      return gltfNodes.length - 1;
    });
    gltfNodes.push({
      name: spec.name,
      translation: spec.at.map(round),
      rotation: quaternion([0, spec.turnY, 0]).map(round),
      scale: [spec.scale, spec.scale, spec.scale].map(round),
      children,
    });
    roots.push(gltfNodes.length - 1);
  }
  const binary = Buffer.concat(chunks);
  const document = {
    asset: { version: '2.0', generator },
    scene: 0,
    scenes: [{ name: 'scene', nodes: roots }],
    nodes: gltfNodes,
    meshes,
    materials,
    accessors,
    bufferViews,
    buffers: [{ byteLength: binary.length }],
  };
  return glbContainer(Buffer.from(JSON.stringify(document), 'utf8'), binary);
}

const GLB_MAGIC = 0x46546c67; // "glTF"
const CHUNK_JSON = 0x4e4f534a; // "JSON"
const CHUNK_BIN = 0x004e4942; // "BIN\0"

/** Pads to 4 bytes: the JSON chunk with spaces, the BIN chunk with zeros. */
function padded(data: Buffer, fill: number): Buffer {
  const padding = (4 - (data.length % 4)) % 4;
  return padding ? Buffer.concat([data, Buffer.alloc(padding, fill)]) : data;
}

export function glbContainer(json: Buffer, binary: Buffer): Buffer {
  const chunks = [
    { type: CHUNK_JSON, data: padded(json, 0x20) },
    { type: CHUNK_BIN, data: padded(binary, 0) },
  ];
  const length = 12 + chunks.reduce((sum, chunk) => sum + 8 + chunk.data.length, 0);
  const header = Buffer.alloc(12);
  header.writeUInt32LE(GLB_MAGIC, 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(length, 8);
  const parts: Buffer[] = [header];
  for (const chunk of chunks) {
    const chunkHeader = Buffer.alloc(8);
    chunkHeader.writeUInt32LE(chunk.data.length, 0);
    chunkHeader.writeUInt32LE(chunk.type, 4);
    parts.push(chunkHeader, chunk.data);
  }
  return Buffer.concat(parts, length);
}
