import type { TWorksPage } from '@haoduo/contract';

/** A box on a page in fractions of the trim size (0-1), from the top left. */
export interface TBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type TPrintItem =
  | { type: 'image'; url: string; box: TBox; fit: 'cover' | 'contain' }
  | {
      type: 'text';
      text: string;
      box: TBox;
      fontSize: number;
      color: string;
      align: 'left' | 'center' | 'right';
    }
  | { type: 'shape'; box: TBox; fill: string };

export interface TPrintPage {
  background: string | null;
  items: TPrintItem[];
}

const FULL: TBox = { x: 0, y: 0, w: 1, h: 1 };
const pct = (b: { x: number; y: number; width: number; height: number }): TBox => ({
  x: b.x / 100,
  y: b.y / 100,
  w: b.width / 100,
  h: b.height / 100,
});

const PICTURE_BOX: Record<string, TBox> = {
  'picture-top': { x: 0, y: 0, w: 1, h: 0.7 },
  'picture-bottom': { x: 0, y: 0.3, w: 1, h: 0.7 },
  'picture-left': { x: 0, y: 0, w: 0.6, h: 1 },
  'picture-right': { x: 0.4, y: 0, w: 0.6, h: 1 },
  'picture-full': FULL,
};
const TEXT_BOX: Record<string, TBox> = {
  'picture-top': { x: 0.06, y: 0.74, w: 0.88, h: 0.22 },
  'picture-bottom': { x: 0.06, y: 0.04, w: 0.88, h: 0.22 },
  'picture-left': { x: 0.64, y: 0.1, w: 0.32, h: 0.8 },
  'picture-right': { x: 0.04, y: 0.1, w: 0.32, h: 0.8 },
  'picture-full': { x: 0.06, y: 0.78, w: 0.88, h: 0.18 },
  'text-only': { x: 0.1, y: 0.15, w: 0.8, h: 0.7 },
};

/** Any version of a stored page as boxes to draw (pictures, text, shapes). */
export function layoutPage(page: TWorksPage): TPrintPage {
  if ('blocks' in page) {
    const items: TPrintItem[] = [];
    if (page.backgroundPicUrl) {
      items.push({ type: 'image', url: page.backgroundPicUrl, box: FULL, fit: 'cover' });
    }
    for (const block of page.blocks) {
      if (block.type === 'image')
        items.push({ type: 'image', url: block.url, box: pct(block), fit: block.fit });
      else if (block.type === 'text') {
        items.push({
          type: 'text',
          text: block.text,
          box: pct(block),
          fontSize: block.fontSize,
          color: block.color,
          align: block.align,
        });
      } else if (block.type === 'shape')
        items.push({ type: 'shape', box: pct(block), fill: block.fill });
    }
    if (page.blocks.every((b) => b.type !== 'text') && page.text) {
      items.push({
        type: 'text',
        text: page.text,
        box: TEXT_BOX['picture-full']!,
        fontSize: 24,
        color: '#333333',
        align: 'center',
      });
    }
    return { background: page.backgroundColor, items };
  }
  if ('textBoxes' in page) {
    const items: TPrintItem[] = [];
    if (page.picUrl && page.layout !== 'text-only') {
      items.push({
        type: 'image',
        url: page.picUrl,
        box: PICTURE_BOX[page.layout] ?? FULL,
        fit: 'cover',
      });
    }
    for (const t of page.textBoxes) {
      items.push({
        type: 'text',
        text: t.text,
        box: pct(t),
        fontSize: t.fontSize,
        color: t.color,
        align: t.align,
      });
    }
    if (page.textBoxes.length === 0 && page.text) {
      items.push({
        type: 'text',
        text: page.text,
        box: TEXT_BOX[page.layout]!,
        fontSize: 24,
        color: '#333333',
        align: 'left',
      });
    }
    return { background: page.backgroundColor, items };
  }
  const items: TPrintItem[] = [];
  if (page.picUrl)
    items.push({ type: 'image', url: page.picUrl, box: PICTURE_BOX['picture-top']!, fit: 'cover' });
  if (page.text) {
    items.push({
      type: 'text',
      text: page.text,
      box: page.picUrl ? TEXT_BOX['picture-top']! : TEXT_BOX['text-only']!,
      fontSize: 24,
      color: '#333333',
      align: 'left',
    });
  }
  return { background: null, items };
}
