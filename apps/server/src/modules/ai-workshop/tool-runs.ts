import type {
  TAiCodeAddBody,
  TAiDrawAddBody,
  TAiDrawColorAddBody,
  TAiMusicAddBody,
  TAiTool,
  TAiVideoAddBody,
} from '@haoduo/contract';
import type { TAiRegistry } from '../../providers/ai/registry';
import type { TModerationPort, TModerationVerdict, TSceneSummary } from '../../providers/ai/ports';
import { AiProviderError } from '../../providers/ai/shared/ai-error';
import { glbProblem } from '../../providers/ai/shared/glb-check';
import type { TAiFileMime } from './ai-files';
import { engineOf, ResultRefusedError, type TStoredResult } from './generation-result';

/**
 * Running one generation: call the tool's port, pass every image and text it produced
 * through the moderation for minors, and store its files. Throws on any failure; the job
 * handler refunds and deletes what was stored.
 */

export interface TRunInput {
  tool: TAiTool;
  prompt: string;
  seed: number;
  options: Record<string, unknown>;
}

export interface TRunContext {
  registry: TAiRegistry;
  signal: AbortSignal;
  /** Store a file; returns its key. */
  put(body: Buffer, mime: TAiFileMime): Promise<string>;
  /** The bytes of a picture the pupil gave (their upload or earlier result). */
  loadInputImage(url: string): Promise<Buffer>;
  /** The safety gate's check of a text result for its author (the school's rules too). */
  checkText(text: string, signal: AbortSignal): Promise<TModerationVerdict>;
}

async function allowImage(moderation: TModerationPort, image: Buffer, input = false) {
  const verdict = await moderation.checkImage(image);
  if (!verdict.allowed) throw new ResultRefusedError(verdict, input);
}

/** Every text a result shows its author passes the safety gate (with the school's rules). */
async function allowText(ctx: TRunContext, texts: readonly (string | null | undefined)[]) {
  const text = texts
    .filter((t): t is string => typeof t === 'string' && t.trim() !== '')
    .join('\n');
  if (text === '') return;
  const verdict = await ctx.checkText(text, ctx.signal);
  if (!verdict.allowed) throw new ResultRefusedError(verdict);
}

/** The words of what the drawing engine understood (its subjects, place and weather). */
function sceneTexts(scene: TSceneSummary | null): string[] {
  if (!scene) return [];
  return [...scene.subjects.map((s) => s.label), scene.place ?? '', scene.weather ?? ''];
}

/** The words a generated app shows (scripts, styles and tags left out). */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export async function runTool(input: TRunInput, ctx: TRunContext): Promise<TStoredResult> {
  const { registry, signal } = ctx;
  const moderation = await registry.port('moderation');
  const { prompt, seed } = input;
  switch (input.tool) {
    case 'draw': {
      const options = input.options as Partial<TAiDrawAddBody>;
      const port = await registry.port('image');
      const image = await port.draw({ prompt, seed, style: options.style, signal });
      await allowImage(moderation, image.png);
      await allowText(ctx, sceneTexts(image.scene));
      return {
        tool: 'draw',
        image: await ctx.put(image.png, 'image/png'),
        width: image.width,
        height: image.height,
        scene: image.scene,
        engine: engineOf(image.engine),
      };
    }
    case 'draw-color': {
      const options = input.options as Partial<TAiDrawColorAddBody>;
      const port = await registry.port('colouring');
      // A template when one was chosen, else a new line drawing of the prompt.
      const request = {
        seed,
        signal,
        ...(options.templateId ? { templateId: options.templateId } : { prompt }),
        palettePrompt: options.palettePrompt,
      };
      if (options.mode === 'line') {
        const art = await port.lineArt(request);
        await allowImage(moderation, art.png);
        await allowText(ctx, [art.title]);
        return {
          tool: 'draw-color',
          mode: 'line',
          image: await ctx.put(art.png, 'image/png'),
          title: art.title,
          palette: null,
          labels: await ctx.put(art.regionMap.labelsPng, 'image/png'),
          width: art.regionMap.width,
          height: art.regionMap.height,
          regions: art.regionMap.regions,
          engine: engineOf(art.engine),
        };
      }
      const coloured = await port.autoColour(request);
      await allowImage(moderation, coloured.png);
      await allowText(ctx, [coloured.title]);
      return {
        tool: 'draw-color',
        mode: 'auto',
        image: await ctx.put(coloured.png, 'image/png'),
        title: coloured.title,
        palette: coloured.palette,
        labels: null,
        width: null,
        height: null,
        regions: null,
        engine: engineOf(coloured.engine),
      };
    }
    case 'music': {
      const options = input.options as Partial<TAiMusicAddBody>;
      const port = await registry.port('music');
      const music = await port.compose({
        prompt,
        seed,
        signal,
        mood: options.mood,
        tempo: options.tempo,
        instrument: options.instrument,
        seconds: options.seconds,
      });
      return {
        tool: 'music',
        audio: await ctx.put(music.wav, 'audio/wav'),
        midi: await ctx.put(music.midi, 'audio/midi'),
        durationSeconds: music.durationSeconds,
        mood: music.mood,
        tempo: music.tempo,
        instrument: music.instrument,
        musicKey: music.key,
        engine: engineOf(music.engine),
      };
    }
    case 'video': {
      const options = input.options as Partial<TAiVideoAddBody>;
      const images: Buffer[] = [];
      for (const url of options.imageUrls ?? []) {
        const image = await ctx.loadInputImage(url);
        await allowImage(moderation, image, true);
        images.push(image);
      }
      const port = await registry.port('video');
      const video = await port.animate({
        prompt,
        seed,
        signal,
        images: images.length > 0 ? images : undefined,
        captions: options.captions,
        seconds: options.seconds,
        style: options.style,
      });
      await allowImage(moderation, video.poster);
      return {
        tool: 'video',
        video: await ctx.put(video.video, 'video/webm'),
        poster: await ctx.put(video.poster, 'image/png'),
        width: video.width,
        height: video.height,
        durationSeconds: video.durationSeconds,
        engine: engineOf(video.engine),
      };
    }
    case 'code': {
      const options = input.options as Partial<TAiCodeAddBody>;
      const port = await registry.port('app');
      const app = await port.build({ prompt, seed, signal, kind: options.kind });
      await allowText(ctx, [app.title, visibleText(app.html)]);
      return {
        tool: 'code',
        html: await ctx.put(Buffer.from(app.html, 'utf8'), 'text/html'),
        kind: app.kind,
        title: app.title,
        engine: engineOf(app.engine),
      };
    }
    case 'model3d': {
      const port = await registry.port('model3d');
      const model = await port.build({ prompt, seed, signal });
      // A model the page cannot load is not a result: the job fails and the points go back.
      const problem = glbProblem(model.glb);
      if (problem) throw new AiProviderError('failed', `3D model not viewable: ${problem}`);
      await allowText(ctx, model.subjects);
      return {
        tool: 'model3d',
        model: await ctx.put(model.glb, 'model/gltf-binary'),
        subjects: model.subjects,
        engine: engineOf(model.engine),
      };
    }
  }
}
