/** Colour contrast for the theme and style-sheet tests of the web app and the console. */

/** #rrggbb or rgb(a)(r, g, b, a) as red, green, blue (0-255) and alpha (0-1). */
function parse(colour: string): [number, number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const value = parseInt(hex[1]!, 16);
    return [(value >> 16) & 255, (value >> 8) & 255, value & 255, 1];
  }
  const rgba = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(colour);
  if (!rgba) throw new Error(`not a colour: ${colour}`);
  return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), Number(rgba[4] ?? 1)];
}

/** A colour, maybe translucent, painted over an opaque one. */
function over(colour: string, below: number[]): number[] {
  const [r, g, b, a] = parse(colour);
  return [r, g, b].map((c, i) => c * a + below[i]! * (1 - a));
}

/** WCAG 2 relative luminance of an opaque colour. */
function luminance([r, g, b]: number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

/**
 * WCAG 2 contrast ratio of a text colour on a background; either may be translucent (the
 * background is then painted over white, the text over the background).
 */
export function contrast(text: string, background = '#ffffff'): number {
  const back = over(background, [255, 255, 255]);
  const front = over(text, back);
  const [light, dark] = [luminance(front), luminance(back)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
