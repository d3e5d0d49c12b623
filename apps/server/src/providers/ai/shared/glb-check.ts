/**
 * A structural check of a binary glTF (GLB) model, run on every 3D result before its job is
 * recorded done, so a model the page cannot load fails the job (and the points go back)
 * instead of being charged for. It checks what a viewer needs: the container, a JSON chunk
 * that parses, a self-contained buffer (no URI: external and data: URIs are refused), every
 * reference in range, accessors inside their views, indices inside their vertices, finite
 * positions, and a scene with at least one mesh. The Khronos validator checks the engine's
 * output in its tests; this is the part that runs in production, quickly.
 */

const GLB_MAGIC = 0x46546c67;
const CHUNK_JSON = 0x4e4f534a;
const CHUNK_BIN = 0x004e4942;

const COMPONENT_BYTES: Record<number, number> = {
  5120: 1,
  5121: 1,
  5122: 2,
  5123: 2,
  5125: 4,
  5126: 4,
};
const TYPE_COMPONENTS: Record<string, number> = {
  SCALAR: 1,
  VEC2: 2,
  VEC3: 3,
  VEC4: 4,
  MAT2: 4,
  MAT3: 9,
  MAT4: 16,
};

interface TAccessor {
  bufferView?: number;
  byteOffset?: number;
  componentType: number;
  count: number;
  type: string;
}
interface TBufferView {
  buffer: number;
  byteOffset?: number;
  byteLength: number;
  byteStride?: number;
}
interface TPrimitive {
  attributes: Record<string, number>;
  indices?: number;
  material?: number;
}
interface TDocument {
  asset?: { version?: string };
  scene?: number;
  scenes?: { nodes?: number[] }[];
  nodes?: { mesh?: number; children?: number[] }[];
  meshes?: { primitives?: TPrimitive[] }[];
  materials?: unknown[];
  accessors?: TAccessor[];
  bufferViews?: TBufferView[];
  buffers?: { byteLength: number; uri?: string }[];
}

class GlbProblem extends Error {}

function need(condition: unknown, problem: string): asserts condition {
  if (!condition) throw new GlbProblem(problem);
}

const isIndex = (value: unknown, list: readonly unknown[] | undefined) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < (list?.length ?? 0);

function readChunks(bytes: Buffer): { doc: TDocument; bin: Buffer | null } {
  need(bytes.length >= 20, 'too short for a GLB');
  need(bytes.readUInt32LE(0) === GLB_MAGIC, 'not a GLB (magic)');
  need(bytes.readUInt32LE(4) === 2, 'not GLB version 2');
  need(bytes.readUInt32LE(8) === bytes.length, 'GLB length does not match the file');
  const jsonLength = bytes.readUInt32LE(12);
  need(bytes.readUInt32LE(16) === CHUNK_JSON, 'the first chunk is not JSON');
  need(20 + jsonLength <= bytes.length, 'the JSON chunk runs past the file');
  let doc: TDocument;
  try {
    doc = JSON.parse(bytes.toString('utf8', 20, 20 + jsonLength)) as TDocument;
  } catch {
    throw new GlbProblem('the JSON chunk does not parse');
  }
  let bin: Buffer | null = null;
  const next = 20 + jsonLength;
  if (next + 8 <= bytes.length) {
    const binLength = bytes.readUInt32LE(next);
    need(bytes.readUInt32LE(next + 4) === CHUNK_BIN, 'the second chunk is not BIN');
    need(next + 8 + binLength <= bytes.length, 'the BIN chunk runs past the file');
    bin = bytes.subarray(next + 8, next + 8 + binLength);
  }
  return { doc, bin };
}

function checkAccessor(doc: TDocument, bin: Buffer, index: number): TAccessor {
  const accessor = doc.accessors![index]!;
  const size = COMPONENT_BYTES[accessor.componentType];
  const components = TYPE_COMPONENTS[accessor.type];
  need(size && components, `accessor ${index} has an unknown type`);
  need(Number.isInteger(accessor.count) && accessor.count > 0, `accessor ${index} is empty`);
  need(isIndex(accessor.bufferView, doc.bufferViews), `accessor ${index} has no buffer view`);
  const view = doc.bufferViews![accessor.bufferView!]!;
  need(view.buffer === 0, `buffer view ${accessor.bufferView} is not the GLB buffer`);
  const element = size * components;
  const stride = view.byteStride ?? element;
  const end = (accessor.byteOffset ?? 0) + stride * (accessor.count - 1) + element;
  need(end <= view.byteLength, `accessor ${index} runs past its buffer view`);
  need(
    (view.byteOffset ?? 0) + view.byteLength <= bin.length,
    `buffer view ${accessor.bufferView} runs past the buffer`,
  );
  return accessor;
}

/** The numbers of an accessor (float, 16- or 32-bit unsigned, or bytes). */
function values(doc: TDocument, bin: Buffer, accessor: TAccessor): number[] {
  const view = doc.bufferViews![accessor.bufferView!]!;
  const size = COMPONENT_BYTES[accessor.componentType]!;
  const components = TYPE_COMPONENTS[accessor.type]!;
  const stride = view.byteStride ?? size * components;
  const start = (view.byteOffset ?? 0) + (accessor.byteOffset ?? 0);
  const read = (at: number) =>
    accessor.componentType === 5126
      ? bin.readFloatLE(at)
      : accessor.componentType === 5125
        ? bin.readUInt32LE(at)
        : size === 2
          ? bin.readUInt16LE(at)
          : bin[at]!;
  const out: number[] = [];
  for (let i = 0; i < accessor.count; i++) {
    for (let c = 0; c < components; c++) out.push(read(start + i * stride + c * size));
  }
  return out;
}

function checkDocument(doc: TDocument, bin: Buffer | null): void {
  need(doc.asset?.version === '2.0', 'not glTF 2.0');
  const buffers = doc.buffers ?? [];
  need(buffers.length === 1, 'a GLB model has exactly one buffer');
  need(buffers[0]!.uri === undefined, 'the buffer has a URI (not self-contained)');
  need(bin && buffers[0]!.byteLength <= bin.length, 'the BIN chunk is shorter than the buffer');
  const scene = doc.scenes?.[doc.scene ?? 0];
  need(scene?.nodes?.length, 'no scene to show');
  const seen = new Set<number>();
  let meshes = 0;
  const visit = (index: number) => {
    need(isIndex(index, doc.nodes), `node ${index} does not exist`);
    need(!seen.has(index), `node ${index} is used twice`);
    seen.add(index);
    const node = doc.nodes![index]!;
    if (node.mesh !== undefined) {
      need(isIndex(node.mesh, doc.meshes), `node ${index} names a missing mesh`);
      meshes += 1;
    }
    node.children?.forEach(visit);
  };
  scene.nodes.forEach(visit);
  need(meshes > 0, 'the scene has no mesh');
  (doc.meshes ?? []).forEach((mesh, m) => {
    need(mesh.primitives?.length, `mesh ${m} has no primitives`);
    for (const primitive of mesh.primitives) {
      need(isIndex(primitive.attributes?.POSITION, doc.accessors), `mesh ${m} has no positions`);
      for (const accessor of Object.values(primitive.attributes)) {
        need(isIndex(accessor, doc.accessors), `mesh ${m} names a missing accessor`);
        checkAccessor(doc, bin, accessor);
      }
      if (primitive.material !== undefined) {
        need(isIndex(primitive.material, doc.materials), `mesh ${m} names a missing material`);
      }
      const positions = doc.accessors![primitive.attributes.POSITION!]!;
      need(
        positions.componentType === 5126 && positions.type === 'VEC3',
        `mesh ${m} positions are not float triples`,
      );
      for (const v of values(doc, bin, positions)) {
        need(Number.isFinite(v), `mesh ${m} has a position that is not a number`);
      }
      if (primitive.indices !== undefined) {
        need(isIndex(primitive.indices, doc.accessors), `mesh ${m} names missing indices`);
        const indices = checkAccessor(doc, bin, primitive.indices);
        for (const i of values(doc, bin, indices)) {
          need(i < positions.count, `mesh ${m} has an index past its vertices`);
        }
      }
    }
  });
}

/** What keeps a GLB model from being shown, or null when it can be. */
export function glbProblem(bytes: Buffer): string | null {
  try {
    const { doc, bin } = readChunks(bytes);
    checkDocument(doc, bin);
    return null;
  } catch (error) {
    if (error instanceof GlbProblem) return error.message;
    return `unreadable: ${error instanceof Error ? error.message : String(error)}`;
  }
}
