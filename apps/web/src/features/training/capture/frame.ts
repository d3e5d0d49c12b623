/** A picture source the labs can read: the camera's video, an image file, or a canvas. */
export type TFrameSource = HTMLVideoElement | HTMLImageElement | HTMLCanvasElement | ImageBitmap;

function sourceSize(source: TFrameSource): { width: number; height: number } {
  if (source instanceof HTMLVideoElement)
    return { width: source.videoWidth, height: source.videoHeight };
  if (source instanceof HTMLImageElement)
    return { width: source.naturalWidth, height: source.naturalHeight };
  return { width: source.width, height: source.height };
}

export function hasPicture(source: TFrameSource): boolean {
  const { width, height } = sourceSize(source);
  return width > 0 && height > 0;
}

function canvas2d(size: number) {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('canvas 2d unavailable');
  return { canvas, context };
}

/**
 * The picture as a square of `size` pixels. `crop` cuts the middle square (the image lab looks
 * at what is in the middle); `fit` shows the whole picture with grey bars (the posture lab
 * needs the whole body). `mirror` flips it like a mirror, as the camera preview is shown.
 */
export function squareFrame(
  source: TFrameSource,
  size: number,
  mode: 'crop' | 'fit',
  mirror = false,
): { image: ImageData; canvas: HTMLCanvasElement; box: TFrameBox } {
  const { width, height } = sourceSize(source);
  const { canvas, context } = canvas2d(size);
  context.fillStyle = '#808080';
  context.fillRect(0, 0, size, size);
  if (mirror) {
    context.translate(size, 0);
    context.scale(-1, 1);
  }
  let box: TFrameBox;
  if (mode === 'crop') {
    const side = Math.min(width, height);
    const sx = (width - side) / 2;
    const sy = (height - side) / 2;
    context.drawImage(source, sx, sy, side, side, 0, 0, size, size);
    box = { x: 0, y: 0, width: 1, height: 1 };
  } else {
    const scale = size / Math.max(width, height);
    const w = width * scale;
    const h = height * scale;
    context.drawImage(source, (size - w) / 2, (size - h) / 2, w, h);
    box = { x: (size - w) / 2 / size, y: (size - h) / 2 / size, width: w / size, height: h / size };
  }
  context.setTransform(1, 0, 0, 1, 0, 0);
  return { image: context.getImageData(0, 0, size, size), canvas, box };
}

/** Where the picture sits inside the square, as fractions of the square's side. */
export interface TFrameBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A small JPEG of a canvas for the sample list. */
export function thumbnail(canvas: HTMLCanvasElement, size = 96): string {
  const { canvas: small, context } = canvas2d(size);
  context.drawImage(canvas, 0, 0, size, size);
  return small.toDataURL('image/jpeg', 0.75);
}

/**
 * An image sample's picture as the feature extractor saw it: the whole square (224 px for
 * MobileNet) as a JPEG, so a class that trains on shared pictures gets the same features as
 * the pupil who took them. Lower quality only when needed to stay under `maxBytes` (the
 * server takes 64 KB).
 */
export function samplePicture(canvas: HTMLCanvasElement, maxBytes: number): string {
  let url = '';
  for (const quality of [0.8, 0.65, 0.5, 0.35]) {
    url = canvas.toDataURL('image/jpeg', quality);
    if (dataUrlBytes(url) <= maxBytes) return url;
  }
  return url;
}

/** The bytes a base64 data URL holds. */
export function dataUrlBytes(url: string): number {
  const base64 = url.slice(url.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** Reads a picture file the pupil chose. */
export function loadImageFile(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not a picture'));
    };
    image.src = url;
  });
}

/** Reads a picture from a link of this site (a class sample). */
export function loadImageUrl(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('not a picture'));
    image.src = url;
  });
}
