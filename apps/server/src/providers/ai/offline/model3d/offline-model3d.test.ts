import { createHash } from 'node:crypto';
import { validateBytes } from 'gltf-validator';
import { describe, expect, it } from 'vitest';
import { glbProblem } from '../../shared/glb-check';
import { glbContainer } from './gltf-writer';
import { createOfflineModel3d } from './offline-model3d';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface TGltf {
  asset: { version: string };
  scenes: { nodes: number[] }[];
  nodes: { name?: string; mesh?: number; children?: number[] }[];
  meshes: {
    primitives: { attributes: Record<string, number>; indices: number; material: number }[];
  }[];
  materials: { pbrMetallicRoughness: { baseColorFactor: number[] } }[];
  accessors: {
    bufferView: number;
    count: number;
    componentType: number;
    min?: number[];
    max?: number[];
  }[];
  bufferViews: { byteOffset: number; byteLength: number }[];
  buffers: { byteLength: number; uri?: string }[];
}

/** The JSON and BIN chunks of a GLB. */
function chunks(glb: Buffer): { doc: TGltf; bin: Buffer } {
  const jsonLength = glb.readUInt32LE(12);
  const binStart = 20 + jsonLength;
  return {
    doc: JSON.parse(glb.toString('utf8', 20, binStart)) as TGltf,
    bin: glb.subarray(binStart + 8, binStart + 8 + glb.readUInt32LE(binStart)),
  };
}

describe('offline 3D', () => {
  const model3d = createOfflineModel3d();

  it('builds one self-contained binary glTF (GLB) that the Khronos validator accepts', async () => {
    const result = await model3d.build({
      prompt: '草地上有两只小猫、一棵树和一个雪人，天上有太阳',
      seed: 1,
    });
    expect(result.mimeType).toBe('model/gltf-binary');
    expect(result.subjects).toEqual(['猫', '猫', '树', '雪人', '太阳']);
    expect(result.glb.toString('latin1', 0, 4)).toBe('glTF');
    expect(result.glb.readUInt32LE(8)).toBe(result.glb.length);
    // Nothing for a content security policy to block: no URI at all, data: or other.
    expect(result.glb.includes('data:')).toBe(false);
    expect(result.glb.includes('"uri"')).toBe(false);
    const report = await validateBytes(new Uint8Array(result.glb), {
      uri: 'scene.glb',
      format: 'glb',
    });
    expect(report.issues.messages.filter((m) => m.severity === 0)).toEqual([]);
    expect(report.issues.numErrors).toBe(0);
    expect(glbProblem(result.glb)).toBeNull();
  });

  it('has consistent buffers, accessors and node names', async () => {
    const { glb } = await model3d.build({
      prompt: 'a red car, a rocket and three flowers',
      seed: 2,
    });
    const { doc, bin } = chunks(glb);
    expect(doc.asset.version).toBe('2.0');
    expect(doc.buffers).toEqual([{ byteLength: expect.any(Number) as number }]);
    expect(doc.buffers[0]!.byteLength).toBeLessThanOrEqual(bin.length);
    for (const view of doc.bufferViews) {
      expect(view.byteOffset % 4).toBe(0);
      expect(view.byteOffset + view.byteLength).toBeLessThanOrEqual(doc.buffers[0]!.byteLength);
    }
    const roots = doc.scenes[0]!.nodes.map((n) => doc.nodes[n]!.name);
    expect(roots).toEqual(['stage', '汽车1', '火箭2', '花3', '花4', '花5']);
    const red = doc.materials.find(
      (m) =>
        m.pbrMetallicRoughness.baseColorFactor[0]! > 0.7 &&
        m.pbrMetallicRoughness.baseColorFactor[1]! < 0.1,
    );
    expect(red).toBeDefined();
    for (const mesh of doc.meshes) {
      const p = mesh.primitives[0]!;
      const position = doc.accessors[p.attributes.POSITION!]!;
      expect(position.min).toHaveLength(3);
      expect(doc.accessors[p.attributes.NORMAL!]!.count).toBe(position.count);
    }
  });

  it('is deterministic for the same prompt and seed', async () => {
    const a = await model3d.build({ prompt: '城堡和公主', seed: 9 });
    const b = await model3d.build({ prompt: '城堡和公主', seed: 9 });
    expect(sha(a.glb)).toBe(sha(b.glb));
    expect(a.engine.offline).toBe(true);
  });
});

describe('the check a 3D result passes before its job is done', () => {
  const model3d = createOfflineModel3d();
  const build = async () => (await model3d.build({ prompt: '一棵树和一座房子', seed: 4 })).glb;
  /** The model with its JSON (and the copy of its buffer) changed. */
  const rebuilt = (glb: Buffer, change: (doc: TGltf, bin: Buffer) => void) => {
    const { doc, bin } = chunks(glb);
    const copy = Buffer.from(bin);
    change(doc, copy);
    return glbContainer(Buffer.from(JSON.stringify(doc)), copy);
  };

  it('refuses what a page under a strict CSP could not load, or could not draw', async () => {
    const glb = await build();
    expect(glbProblem(glb)).toBeNull();
    expect(glbProblem(Buffer.from('{"asset":{"version":"2.0"}}'))).toMatch(/magic|short/);
    expect(glbProblem(glb.subarray(0, glb.length - 16))).toMatch(/length/);
    const dataUri = rebuilt(glb, (doc, bin) => {
      doc.buffers[0]!.uri = `data:application/octet-stream;base64,${bin.toString('base64')}`;
    });
    expect(glbProblem(dataUri)).toMatch(/URI/);
    const badIndex = rebuilt(glb, (doc, bin) => {
      const indices = doc.accessors[doc.meshes[0]!.primitives[0]!.indices]!;
      bin.writeUInt16LE(60000, doc.bufferViews[indices.bufferView]!.byteOffset);
    });
    expect(glbProblem(badIndex)).toMatch(/index past its vertices/);
    const badPosition = rebuilt(glb, (doc, bin) => {
      const positions = doc.accessors[doc.meshes[0]!.primitives[0]!.attributes.POSITION!]!;
      bin.writeFloatLE(Number.NaN, doc.bufferViews[positions.bufferView]!.byteOffset);
    });
    expect(glbProblem(badPosition)).toMatch(/not a number/);
    const outOfRange = rebuilt(glb, (doc) => {
      doc.accessors[0]!.count += 1000;
    });
    expect(glbProblem(outOfRange)).toMatch(/runs past/);
    const empty = rebuilt(glb, (doc) => {
      doc.scenes[0]!.nodes = [];
    });
    expect(glbProblem(empty)).toMatch(/no scene/);
  });
});
