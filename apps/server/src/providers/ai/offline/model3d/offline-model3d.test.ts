import { createHash } from 'node:crypto';
import { validateBytes } from 'gltf-validator';
import { describe, expect, it } from 'vitest';
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
  buffers: { byteLength: number; uri: string }[];
}

describe('offline 3D', () => {
  const model3d = createOfflineModel3d();

  it('builds a glTF 2.0 scene that the Khronos validator accepts', async () => {
    const result = await model3d.build({
      prompt: '草地上有两只小猫、一棵树和一个雪人，天上有太阳',
      seed: 1,
    });
    expect(result.mimeType).toBe('model/gltf+json');
    expect(result.subjects).toEqual(['猫', '猫', '树', '雪人', '太阳']);
    const report = await validateBytes(new Uint8Array(result.gltf), {
      uri: 'scene.gltf',
      format: 'gltf',
    });
    expect(report.issues.messages.filter((m: { severity: number }) => m.severity === 0)).toEqual(
      [],
    );
    expect(report.issues.numErrors).toBe(0);
  });

  it('has consistent buffers, accessors and node names', async () => {
    const { gltf } = await model3d.build({
      prompt: 'a red car, a rocket and three flowers',
      seed: 2,
    });
    const doc = JSON.parse(gltf.toString('utf8')) as TGltf;
    expect(doc.asset.version).toBe('2.0');
    const bytes = Buffer.from(doc.buffers[0]!.uri.split(',')[1]!, 'base64');
    expect(bytes.length).toBe(doc.buffers[0]!.byteLength);
    for (const view of doc.bufferViews) {
      expect(view.byteOffset % 4).toBe(0);
      expect(view.byteOffset + view.byteLength).toBeLessThanOrEqual(bytes.length);
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
    expect(sha(a.gltf)).toBe(sha(b.gltf));
    expect(a.engine.offline).toBe(true);
  });
});
