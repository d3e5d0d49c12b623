import type { TMusicMood } from '@haoduo/contract';
import { hexToRgb, hslToHex, rgbToHsl } from '../draw/colour';
import type { TColour } from '../prompt/lexicon';

/**
 * The automatic colouring's palette: each region starts from the colour the cartoon
 * version of the same picture has there (so a cat is coloured like a cat), then the
 * mood of the palette prompt shifts it, or, when the prompt names colours, the region
 * takes the named colour closest in hue.
 */

const MOOD_SHIFT: Record<
  TMusicMood,
  (h: number, s: number, l: number) => [number, number, number]
> = {
  happy: (h, s, l) => [h, Math.min(1, s * 1.2), Math.min(0.9, l + 0.04)],
  calm: (h, s, l) => [h, s * 0.55, 0.62 + l * 0.3],
  sad: (h, s, l) => [h + (220 - h) * 0.25, s * 0.45, l * 0.85],
  excited: (h, s, l) => [h, Math.min(1, s * 1.45), l],
  mysterious: (h, s, l) => [h + (275 - h) * 0.35, s * 0.8, l * 0.75],
  epic: (h, s, l) => [h, Math.min(1, s * 1.1), l < 0.5 ? l * 0.85 : Math.min(0.95, l * 1.05)],
};

const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

export function recolour(base: string, mood: TMusicMood | null, colours: TColour[]): string {
  const [h, s, l] = rgbToHsl(hexToRgb(base));
  if (colours.length > 0) {
    const named = colours.map((c) => ({ hex: c.hex, hsl: rgbToHsl(hexToRgb(c.hex)) }));
    // Greys and whites keep their lightness; coloured areas take the nearest named hue.
    if (s < 0.12) return base;
    const nearest = named.reduce((best, c) =>
      hueDistance(c.hsl[0], h) < hueDistance(best.hsl[0], h) ? c : best,
    );
    const [nh, ns] = nearest.hsl;
    return hslToHex(nh, Math.max(ns * 0.9, 0.35), Math.min(0.85, Math.max(0.3, l)));
  }
  if (!mood) return base;
  const [mh, ms, ml] = MOOD_SHIFT[mood](h, s, l);
  return hslToHex(
    ((mh % 360) + 360) % 360,
    Math.max(0, Math.min(1, ms)),
    Math.max(0.08, Math.min(0.95, ml)),
  );
}
