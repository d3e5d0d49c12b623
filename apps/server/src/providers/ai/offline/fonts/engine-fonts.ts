import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GlobalFonts } from '@napi-rs/canvas';

/**
 * The one font family the offline engines draw text with (video captions): a GB 2312 subset
 * of Noto Sans SC Bold shipped with the server (this folder, licence in OFL.txt, made by
 * scripts/subset-engine-font.mjs), never a system font, so a machine without a Chinese font
 * draws the same words, not boxes. Engines register it when they are created.
 */
export const ENGINE_FONT_FAMILY = 'Haoduo Sans SC';
const FILE = 'HaoduoSansSC-Bold.woff';

/** The font file: dist/fonts beside the bundled server and engine worker, or this folder. */
export function engineFontFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'fonts', FILE), path.join(here, FILE)];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`The engines' font is missing (looked in ${candidates.join(', ')})`);
  return found;
}

let registered = false;

/** Registers the engines' family with @napi-rs/canvas (once per thread). */
export function registerEngineFonts(): void {
  if (registered) return;
  const file = engineFontFile();
  if (!GlobalFonts.registerFromPath(file, ENGINE_FONT_FAMILY)) {
    throw new Error(`The engines' font could not be loaded: ${file}`);
  }
  registered = true;
}

/** A canvas font in the engines' family only (no system family to fall back on by name). */
export function engineFont(px: number, weight: 'normal' | 'bold' = 'bold'): string {
  return `${weight} ${px}px "${ENGINE_FONT_FAMILY}"`;
}
