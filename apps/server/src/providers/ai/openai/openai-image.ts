import { DRAW_STYLE_LABELS } from '@haoduo/contract';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { TImagePort } from '../ports';
import { AiProviderError } from '../shared/ai-error';
import { openaiInfo } from '../shared/engine-info';
import { postJson, readJson, type TOpenAiSettings } from './openai-client';

interface TImagesResponse {
  data?: { b64_json?: string; url?: string }[];
}

/** Images generations; whatever format comes back is returned as PNG. */
export function createOpenAiImage(settings: TOpenAiSettings & { model: string }): TImagePort {
  const info = openaiInfo('image', settings.model);
  return {
    info,
    async draw(request) {
      const style = request.style ? `，${DRAW_STYLE_LABELS[request.style]}风格` : '';
      const prompt = `${request.prompt}${style}。适合儿童的画面，不要出现文字。`;
      const { response, signal } = await postJson(
        settings,
        'images/generations',
        { model: settings.model, prompt, n: 1, size: '1024x1024', response_format: 'b64_json' },
        request.signal,
      );
      const body = await readJson<TImagesResponse>(response, signal, 'images/generations');
      const first = body.data?.[0];
      let bytes: Buffer;
      if (first?.b64_json) {
        bytes = Buffer.from(first.b64_json, 'base64');
      } else if (first?.url) {
        const fetched = await (settings.fetch ?? fetch)(first.url, { signal });
        if (!fetched.ok) throw new AiProviderError('failed', `image url: HTTP ${fetched.status}`);
        bytes = Buffer.from(await fetched.arrayBuffer());
      } else {
        throw new AiProviderError('failed', 'images/generations: no image in the answer');
      }
      let image;
      try {
        image = await loadImage(bytes);
      } catch {
        throw new AiProviderError('failed', 'images/generations: the answer is not an image');
      }
      const canvas = createCanvas(image.width, image.height);
      canvas.getContext('2d').drawImage(image, 0, 0);
      const png = await canvas.encode('png');
      return { png, width: image.width, height: image.height, scene: null, engine: info };
    },
  };
}
