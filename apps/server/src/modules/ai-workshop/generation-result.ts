import type {
  TAiEngine,
  TAiJobResult,
  TMusicInstrument,
  TMusicMood,
  TSmartAppKind,
} from '@haoduo/contract';
import type {
  TColouringRegion,
  TEngineInfo,
  TModerationVerdict,
  TSceneSummary,
} from '../../providers/ai/ports';
import { aiFileUrl } from './ai-files';

/**
 * A finished generation's result as stored with it: file keys, not URLs (URLs are made
 * when presented), and what the engine said about its work.
 */
export type TStoredResult =
  | {
      tool: 'draw';
      image: string;
      width: number;
      height: number;
      scene: TSceneSummary | null;
      engine: TAiEngine;
    }
  | {
      tool: 'draw-color';
      mode: 'line' | 'auto';
      image: string;
      title: string;
      palette: string[] | null;
      labels: string | null;
      width: number | null;
      height: number | null;
      regions: TColouringRegion[] | null;
      engine: TAiEngine;
    }
  | {
      tool: 'music';
      audio: string;
      midi: string;
      durationSeconds: number;
      mood: TMusicMood;
      tempo: number;
      instrument: TMusicInstrument;
      musicKey: string;
      engine: TAiEngine;
    }
  | {
      tool: 'video';
      video: string;
      poster: string;
      width: number;
      height: number;
      durationSeconds: number;
      engine: TAiEngine;
    }
  | { tool: 'code'; html: string; kind: TSmartAppKind; title: string; engine: TAiEngine }
  | { tool: 'model3d'; model: string; subjects: string[]; engine: TAiEngine };

export function engineOf(info: TEngineInfo): TAiEngine {
  return {
    provider: info.provider,
    engine: info.engine,
    offline: info.offline,
    notice: info.notice,
    fallbackReason: info.fallbackReason ?? null,
  };
}

/** The main file of a result (what "save as a work" keeps), and the video's poster. */
export function mainFileOf(result: TStoredResult, which: 'main' | 'poster'): string | null {
  if (which === 'poster') return result.tool === 'video' ? result.poster : null;
  switch (result.tool) {
    case 'draw':
    case 'draw-color':
      return result.image;
    case 'music':
      return result.audio;
    case 'video':
      return result.video;
    default:
      return null;
  }
}

/** Every file key of a result. */
export function fileKeysOf(result: TStoredResult): string[] {
  switch (result.tool) {
    case 'draw':
      return [result.image];
    case 'draw-color':
      return result.labels ? [result.image, result.labels] : [result.image];
    case 'music':
      return [result.audio, result.midi];
    case 'video':
      return [result.video, result.poster];
    case 'code':
      return [result.html];
    case 'model3d':
      return [result.model];
  }
}

/** The API shape; lists leave out the heavy parts (`html`, `regions`). */
export function presentResult(
  result: TStoredResult,
  extra: { html?: string; full: boolean },
): TAiJobResult {
  switch (result.tool) {
    case 'draw':
      return {
        tool: result.tool,
        imageUrl: aiFileUrl(result.image),
        width: result.width,
        height: result.height,
        scene: result.scene,
        engine: result.engine,
      };
    case 'draw-color':
      return {
        tool: result.tool,
        mode: result.mode,
        imageUrl: aiFileUrl(result.image),
        title: result.title,
        palette: result.palette,
        labelsUrl: result.labels ? aiFileUrl(result.labels) : null,
        width: result.width,
        height: result.height,
        ...(extra.full ? { regions: result.regions } : {}),
        engine: result.engine,
      };
    case 'music':
      return {
        tool: result.tool,
        audioUrl: aiFileUrl(result.audio),
        midiUrl: aiFileUrl(result.midi),
        durationSeconds: result.durationSeconds,
        mood: result.mood,
        tempo: result.tempo,
        instrument: result.instrument,
        key: result.musicKey,
        engine: result.engine,
      };
    case 'video':
      return {
        tool: result.tool,
        videoUrl: aiFileUrl(result.video),
        posterUrl: aiFileUrl(result.poster),
        width: result.width,
        height: result.height,
        durationSeconds: result.durationSeconds,
        engine: result.engine,
      };
    case 'code':
      return {
        tool: result.tool,
        htmlUrl: aiFileUrl(result.html),
        ...(extra.full && extra.html !== undefined ? { html: extra.html } : {}),
        kind: result.kind,
        title: result.title,
        engine: result.engine,
      };
    case 'model3d':
      return {
        tool: result.tool,
        modelUrl: aiFileUrl(result.model),
        subjects: result.subjects,
        engine: result.engine,
      };
  }
}

/** A generated result (or a picture given to the tool) that the moderation refused. */
export class ResultRefusedError extends Error {
  constructor(
    readonly verdict: TModerationVerdict,
    /** The refused picture was the pupil's own input, not the AI's output. */
    readonly input = false,
  ) {
    super(`moderation refused the ${input ? 'input' : 'result'}: ${verdict.categories.join(',')}`);
    this.name = 'ResultRefusedError';
  }
}

/** A picture given to the tool is gone or not the person's own. */
export class InputNotUsableError extends Error {
  constructor(readonly url: string) {
    super(`input image not usable: ${url}`);
    this.name = 'InputNotUsableError';
  }
}
