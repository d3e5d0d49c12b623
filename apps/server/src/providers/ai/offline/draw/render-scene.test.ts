import { createHash } from 'node:crypto';
import { DRAW_STYLES } from '@haoduo/contract';
import { describe, expect, it } from 'vitest';
import { createOfflineImage } from '../image/offline-image';
import { SUBJECTS } from '../prompt/subjects';
import { boxOf, overlaps } from './layout';
import { renderScene } from './render-scene';
import { DRAWERS } from './subjects';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('offline drawing', () => {
  const image = createOfflineImage();

  it('has a drawer for every subject it understands', () => {
    for (const s of SUBJECTS) expect(DRAWERS[s.id], s.id).toBeTypeOf('function');
  });

  it('draws a PNG of the requested size and says it is the offline engine', async () => {
    const result = await image.draw({ prompt: '三只猫在草地上', seed: 1 });
    expect(result.png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(result.png.readUInt32BE(16)).toBe(1024);
    expect(result.png.readUInt32BE(20)).toBe(768);
    expect(result.engine).toMatchObject({
      provider: 'offline',
      offline: true,
      capability: 'image',
    });
    expect(result.engine.notice).toContain('离线');
    expect(result.scene?.subjects).toEqual([{ id: 'cat', label: '猫', count: 3, colour: null }]);
  });

  it.each(DRAW_STYLES)('is deterministic for the same prompt and seed (%s)', async (style) => {
    const a = await image.draw({ prompt: '夜晚的森林里有两只小白兔', seed: 42, style });
    const b = await image.draw({ prompt: '夜晚的森林里有两只小白兔', seed: 42, style });
    expect(sha(a.png)).toBe(sha(b.png));
    const c = await image.draw({ prompt: '夜晚的森林里有两只小白兔', seed: 43, style });
    expect(sha(c.png)).not.toBe(sha(a.png));
  });

  it('places every asked-for instance without overlaps', () => {
    for (const prompt of [
      '五只小鸡和一座房子和两棵树',
      'three dogs, two cats and a bus in the city',
      '海底的八条鱼和一只章鱼',
      '一个池塘边有四只鸭子和一棵大树',
    ]) {
      const { layout } = renderScene({ prompt, seed: 3 });
      const asked = layout.items.filter((i) => !i.decoration);
      expect(asked.length, prompt).toBeGreaterThan(0);
      for (let i = 0; i < layout.items.length; i++) {
        for (let j = i + 1; j < layout.items.length; j++) {
          expect(overlaps(boxOf(layout.items[i]!), boxOf(layout.items[j]!)), prompt).toBe(false);
        }
        const box = boxOf(layout.items[i]!);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.w).toBeLessThanOrEqual(layout.width);
      }
    }
    const { layout } = renderScene({ prompt: '五只小鸡和一座房子和两棵树', seed: 3 });
    const count = (id: string) =>
      layout.items.filter((i) => i.subjectId === id && !i.decoration).length;
    expect([count('chicken'), count('house'), count('tree')]).toEqual([5, 1, 2]);
  });

  it('puts sky things in the sky and ground things on the ground', () => {
    const { layout } = renderScene({ prompt: '一架飞机和一只小狗', seed: 5 });
    const plane = layout.items.find((i) => i.subjectId === 'airplane')!;
    const dog = layout.items.find((i) => i.subjectId === 'dog')!;
    expect(plane.baseline).toBeLessThan(layout.horizon);
    expect(dog.baseline).toBeGreaterThan(layout.horizon);
  });

  it('draws a default scene, and says so, when it recognises nothing', () => {
    const { summary } = renderScene({ prompt: '随便画点什么吧', seed: 1 });
    expect(summary.defaulted).toBe(true);
    expect(summary.subjects.length).toBeGreaterThan(0);
  });

  // The target is under 1 s (bench/ai-engines.bench.mjs measures it); tests share two cores
  // with other test files, so they allow three times that.
  it('draws fast', async () => {
    for (const style of DRAW_STYLES) {
      const started = performance.now();
      await image.draw({ prompt: '傍晚的海边有一座灯塔、两艘帆船和三只螃蟹', seed: 9, style });
      expect(performance.now() - started, style).toBeLessThan(3000);
    }
  });
});
