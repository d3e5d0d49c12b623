import { AiMessages, type TAiCapability, type TAiProviderName } from '@haoduo/contract';
import type { TConfig } from '../../platform/config';
import { createModeration } from './moderation/moderation';
import type { TImageClassifier } from './moderation/nsfw-classifier';
import { createOfflineApps } from './offline/apps/offline-apps';
import { createOfflineChat } from './offline/chat/offline-chat';
import { createOfflineColouring } from './offline/colouring/offline-colouring';
import { createOfflineImage } from './offline/image/offline-image';
import { createOfflineModel3d } from './offline/model3d/offline-model3d';
import { createOfflineMusic } from './offline/music/offline-music';
import { createOfflineSpeech } from './offline/speech/offline-speech';
import { createEnginePool, pooledPort } from './offline/pool/engine-pool';
import { createOfflineVideo } from './offline/video/offline-video';
import { createOpenAiApps } from './openai/openai-apps';
import { createOpenAiChat } from './openai/openai-chat';
import type { TOpenAiSettings } from './openai/openai-client';
import { createOpenAiImage } from './openai/openai-image';
import { createOpenAiModeration } from './openai/openai-moderation';
import type { TAiPortMap, TEngineInfo } from './ports';

/**
 * Chooses the adapter of each capability. The environment gives the defaults
 * (AI_PROVIDER, OPENAI_*); a settings source (the base service's
 * openai/config/get-by-source-type, per capability) may override them per call. A
 * capability asked to go online without a model or address, or that the online API does
 * not offer (music, video, 3D, colouring, speech), uses its offline engine and
 * its results say why (engine.fallbackReason). Smart apps (`app`) are made by the chat
 * model, so they follow the chat capability's settings.
 */

export interface TAiSettings {
  provider: TAiProviderName;
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
}

/** Per-capability overrides; null or undefined keeps the environment's settings. */
export type TAiSettingsSource = (
  capability: TAiCapability,
) => Promise<Partial<TAiSettings> | null | undefined>;

export interface TAiRegistry {
  port<C extends TAiCapability>(capability: C): Promise<TAiPortMap[C]>;
  /** Which engine answers each capability now (for a status page or the job record). */
  describe(): Promise<TEngineInfo[]>;
  close(): Promise<void>;
}

export interface TAiRegistryOptions {
  config: TConfig['ai'];
  settings?: TAiSettingsSource;
  fetch?: typeof fetch;
  /** Pause between streamed pieces of an offline answer (typing speed), ms. */
  chatTokenDelayMs?: number;
  /** Attempts and first back-off of online calls (tests shorten them). */
  attempts?: number;
  backoffMs?: number;
  classifier?: TImageClassifier;
}

const ONLINE: ReadonlySet<TAiCapability> = new Set(['chat', 'image', 'moderation', 'app']);
const ALL: TAiCapability[] = [
  'chat',
  'image',
  'colouring',
  'music',
  'video',
  'model3d',
  'speech',
  'moderation',
  'app',
];

function envSettings(config: TConfig['ai'], capability: TAiCapability): TAiSettings {
  const model = {
    chat: config.openai.chatModel,
    image: config.openai.imageModel,
    moderation: config.openai.moderationModel,
  }[capability as 'chat' | 'image' | 'moderation'];
  return {
    provider: config.provider,
    baseUrl: config.openai.baseUrl,
    apiKey: config.openai.apiKey,
    model,
    timeoutMs: config.openai.timeoutMs,
  };
}

/** Results carry the port's engine info; a fallback port's results carry the reason too. */
function withEngine<T extends object>(port: T & { info: TEngineInfo }, info: TEngineInfo): T {
  return new Proxy(port, {
    get(target, key, receiver) {
      if (key === 'info') return info;
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (result instanceof Promise) {
          return result.then((resolved: unknown) =>
            resolved && typeof resolved === 'object' && 'engine' in resolved
              ? { ...resolved, engine: info }
              : resolved,
          );
        }
        if (result && typeof result === 'object' && 'engine' in result)
          return { ...result, engine: info };
        return result;
      };
    },
  });
}

export function createAiRegistry(options: TAiRegistryOptions): TAiRegistry {
  // The CPU-heavy offline engines run in worker threads (AI_WORKERS), off the event loop.
  const pool = createEnginePool({ size: options.config.workers });
  const offline = {
    chat: createOfflineChat({ tokenDelayMs: options.chatTokenDelayMs }),
    image: pooledPort(createOfflineImage(), pool, 'image'),
    colouring: pooledPort(createOfflineColouring(), pool, 'colouring'),
    music: pooledPort(createOfflineMusic(), pool, 'music'),
    video: pooledPort(createOfflineVideo(), pool, 'video'),
    model3d: pooledPort(createOfflineModel3d(), pool, 'model3d'),
    speech: createOfflineSpeech(),
    app: createOfflineApps(),
  };
  const moderations = new Map<string, ReturnType<typeof createModeration>>();

  async function settingsFor(capability: TAiCapability): Promise<TAiSettings> {
    const base = envSettings(options.config, capability);
    const override = options.settings ? await options.settings(capability) : null;
    return {
      ...base,
      ...Object.fromEntries(
        Object.entries(override ?? {}).filter(([, v]) => v !== undefined && v !== ''),
      ),
    };
  }

  function openAiSettings(settings: TAiSettings): TOpenAiSettings & { model: string } {
    return {
      baseUrl: settings.baseUrl!,
      apiKey: settings.apiKey,
      model: settings.model!,
      timeoutMs: settings.timeoutMs ?? options.config.openai.timeoutMs,
      attempts: options.attempts,
      backoffMs: options.backoffMs,
      fetch: options.fetch,
    };
  }

  async function port<C extends TAiCapability>(capability: C): Promise<TAiPortMap[C]> {
    const settings = await settingsFor(capability === 'app' ? 'chat' : capability);
    const online = settings.provider === 'openai';
    const configured = Boolean(settings.baseUrl && settings.model);

    if (capability === 'moderation') {
      const key = online && configured ? JSON.stringify(openAiSettings(settings)) : 'offline';
      let moderation = moderations.get(key);
      if (!moderation) {
        moderation = createModeration({
          classifier: options.classifier,
          remote: key === 'offline' ? undefined : createOpenAiModeration(openAiSettings(settings)),
        });
        moderations.set(key, moderation);
      }
      return moderation as unknown as TAiPortMap[C];
    }
    if (online && configured && ONLINE.has(capability)) {
      const remote = openAiSettings(settings);
      if (capability === 'app') return createOpenAiApps(remote, offline.app) as TAiPortMap[C];
      return (
        capability === 'chat' ? createOpenAiChat(remote) : createOpenAiImage(remote)
      ) as TAiPortMap[C];
    }
    const local = offline[capability as Exclude<C, 'moderation'>] as TAiPortMap[C];
    if (!online) return local;
    const fallbackReason = ONLINE.has(capability)
      ? AiMessages.FALLBACK_NOT_CONFIGURED
      : AiMessages.FALLBACK_NOT_SUPPORTED;
    return withEngine(local, { ...local.info, fallbackReason }) as TAiPortMap[C];
  }

  return {
    port,
    async describe() {
      return Promise.all(ALL.map(async (capability) => (await port(capability)).info));
    },
    async close() {
      await Promise.all([...moderations.values()].map((m) => m.close()));
      await pool.close();
    },
  };
}
