import { TOOL_TILE_COUNT } from '@haoduo/contract';
import { describe, expect, it } from 'vitest';
import { zhCN } from '../../shared/i18n/zh-CN';
import { TOOL_TILES } from './tool-tiles';

describe('tool tiles', () => {
  it('lists the eight tools of the spec in order, with their Chinese titles', () => {
    expect(TOOL_TILES).toHaveLength(TOOL_TILE_COUNT);
    expect(TOOL_TILES.map((tile) => zhCN.tools[tile.key].title)).toEqual([
      '语言大模型',
      '视频大模型',
      '音乐大模型',
      '绘画大模型',
      '3D大模型',
      '智能体',
      'AI工坊',
      'AI硬件',
    ]);
  });
});
