/**
 * Colours a smart app can put text in whatever main colour the pupil asked for: the ink for
 * text on a main-coloured fill (black or white, whichever reads better), and the main colour
 * darkened until it reads at 4.5:1 as text on the page's background.
 */

type TRgb = [number, number, number];

function rgbOf(hex: string): TRgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as TRgb;
}

function hexOf([r, g, b]: TRgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance. */
function luminance(rgb: TRgb): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as TRgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(rgbOf(a)), luminance(rgbOf(b))].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Black or white text on a fill of this colour, whichever contrasts more. */
export function inkOn(fill: string): string {
  return contrastRatio(fill, '#000000') >= contrastRatio(fill, '#ffffff') ? '#000000' : '#ffffff';
}

/** The colour, darkened step by step until it reads at 4.5:1 on the background. */
export function readableOn(colour: string, background: string): string {
  let rgb = rgbOf(colour);
  for (let step = 0; step < 50 && contrastRatio(hexOf(rgb), background) < 4.5; step++) {
    rgb = rgb.map((v) => v * 0.92) as TRgb;
  }
  return hexOf(rgb);
}
