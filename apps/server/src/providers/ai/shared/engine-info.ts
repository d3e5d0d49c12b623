import { AiMessages, type TAiCapability } from '@haoduo/contract';
import type { TEngineInfo } from '../ports';

/** The honest label of an offline engine. */
export function offlineInfo(capability: TAiCapability, engine: string): TEngineInfo {
  return {
    provider: 'offline',
    capability,
    engine,
    model: null,
    offline: true,
    notice: AiMessages.OFFLINE_NOTICE,
  };
}

export function openaiInfo(capability: TAiCapability, model: string): TEngineInfo {
  return {
    provider: 'openai',
    capability,
    engine: `openai:${model}`,
    model,
    offline: false,
    notice: `由在线模型 ${model} 生成`,
  };
}
