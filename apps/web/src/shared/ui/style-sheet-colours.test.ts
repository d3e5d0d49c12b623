import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast } from '@haoduo/ui/testing';
import { ThemeColour } from '@haoduo/ui';

// Every text colour the style sheets set reads at 4.5:1 (3:1 for large text) on the
// background the same rule sets, or on white; marks drawn with a glyph (a bolt, a
// heart, a tick) are graphics and need 3:1.
const SRC = join(import.meta.dirname, '../..');
const SHEETS: Record<string, string> = Object.fromEntries(
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.css'))
    .map((path) => [path, readFileSync(join(SRC, path), 'utf8')]),
);

const VARIABLES: Record<string, string> = Object.fromEntries(
  Object.entries(ThemeColour).map(([name, value]) => [
    `var(--color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)})`,
    value,
  ]),
);

/** A colour the test can measure: #rgb, #rrggbb, rgb()/rgba() or a theme variable. */
function solid(value: string | undefined): string | null {
  if (!value) return null;
  const colour = value
    .replace(/\s*!important$/, '')
    .trim()
    .toLowerCase();
  if (VARIABLES[colour]) return VARIABLES[colour]!;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(colour);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  if (/^#[0-9a-f]{6}$/.test(colour)) return colour;
  const rgb = /^rgba?\((\d+),?\s*(\d+),?\s*(\d+)(?:\s*[,/]\s*([\d.]+%?))?\)$/.exec(colour);
  if (!rgb) return null;
  const alpha = rgb[4]?.endsWith('%') ? parseFloat(rgb[4]) / 100 : Number(rgb[4] ?? 1);
  return `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, ${alpha})`;
}

function declarations(body: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of body.split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) found.set(part.slice(0, colon).trim(), part.slice(colon + 1).trim());
  }
  return found;
}

function isLarge(rule: Map<string, string>): boolean {
  const size = parseFloat(rule.get('font-size') ?? '14');
  const weight = Number(rule.get('font-weight') ?? 400);
  return size >= 24 || (size >= 18.66 && weight >= 700);
}

/**
 * Rules whose text is not read: placeholders, disabled controls (WCAG exempts both) and
 * decorative icons (aria-hidden, drawn large in the brand colours).
 */
const EXEMPT = /placeholder|disabled|icon/i;
/** Marks drawn with a glyph that say something (a chosen tick, a liked heart): 3:1. */
const GRAPHIC = /bolt|heart|check|chosen::after/i;

function findings(): string[] {
  const found: string[] = [];
  for (const [path, css] of Object.entries(SHEETS)) {
    const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, selector, body] of source.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      const rule = declarations(body!);
      const text = solid(rule.get('color'));
      if (!text || EXEMPT.test(selector!)) continue;
      const background = solid(rule.get('background-color') ?? rule.get('background'));
      // White text without its own fill sits on a picture, a dark overlay or a parent's fill.
      if (!background && /#ffffff|255, 255, 255/.test(text)) continue;
      const back = background ?? '#ffffff';
      const ratio = contrast(text, back);
      const needed = isLarge(rule) || GRAPHIC.test(selector!) ? 3 : 4.5;
      if (ratio < needed) {
        found.push(`${path} ${selector!.trim()}: ${text} on ${back} ${ratio.toFixed(2)}:1`);
      }
    }
  }
  return found;
}

describe('style sheet colours', () => {
  it('finds the style sheets', () => {
    expect(Object.keys(SHEETS).length).toBeGreaterThan(50);
  });

  it('every text colour reads at 4.5:1 (large text 3:1) on its background', () => {
    expect(findings()).toEqual([]);
  });
});
