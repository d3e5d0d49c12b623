import {
  ApiOutlined,
  BgColorsOutlined,
  CodeSandboxOutlined,
  CustomerServiceOutlined,
  ExperimentOutlined,
  MessageOutlined,
  RobotOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { ToolType, type TToolType } from '@haoduo/contract';
import type { ReactNode } from 'react';

export type TToolKey =
  'language' | 'video' | 'music' | 'draw' | 'threeD' | 'agent' | 'workshop' | 'hardware';

export type TToolGroup = 'typeModel' | 'typeAgent' | 'typeEnlightenment' | 'typeHardware';

export interface TToolTile {
  key: TToolKey;
  toolType: TToolType;
  group: TToolGroup;
  icon: ReactNode;
  /** Accent colour of the tile's icon. */
  color: string;
}

/** The eight AI tools, in tile order. */
export const TOOL_TILES: readonly TToolTile[] = [
  {
    key: 'language',
    toolType: ToolType.LANGUAGE,
    group: 'typeModel',
    icon: <MessageOutlined />,
    color: '#4AB1FF',
  },
  {
    key: 'video',
    toolType: ToolType.VIDEO,
    group: 'typeModel',
    icon: <VideoCameraOutlined />,
    color: '#7B6CFF',
  },
  {
    key: 'music',
    toolType: ToolType.MUSIC,
    group: 'typeModel',
    icon: <CustomerServiceOutlined />,
    color: '#FF5C8A',
  },
  {
    key: 'draw',
    toolType: ToolType.DRAW,
    group: 'typeModel',
    icon: <BgColorsOutlined />,
    color: '#FF6200',
  },
  {
    key: 'threeD',
    toolType: ToolType.THREE_D,
    group: 'typeModel',
    icon: <CodeSandboxOutlined />,
    color: '#14B8A6',
  },
  {
    key: 'agent',
    toolType: ToolType.AGENT,
    group: 'typeAgent',
    icon: <RobotOutlined />,
    color: '#3A7BFF',
  },
  {
    key: 'workshop',
    toolType: ToolType.AI_ENLIGHTENMENT,
    group: 'typeEnlightenment',
    icon: <ExperimentOutlined />,
    color: '#22A06B',
  },
  {
    key: 'hardware',
    toolType: ToolType.AI_HARDWARE,
    group: 'typeHardware',
    icon: <ApiOutlined />,
    color: '#F5A623',
  },
];
