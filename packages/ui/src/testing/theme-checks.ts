import { SMALL_TEXT_COLOURS, ThemeColour } from '../theme-colours';
import { contrast } from './contrast';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The theme colours a style sheet does not declare as custom properties of the same value
 * (`--color-primary-text: #0062ad;`): each app's global.css must declare them all.
 */
export function undeclaredThemeColours(css: string): string[] {
  return Object.entries(ThemeColour)
    .filter(([name, value]) => {
      const declared = new RegExp(`--color-${kebab(name)}:\\s*([^;]+);`).exec(css);
      return declared?.[1]?.toLowerCase() !== value.toLowerCase();
    })
    .map(([name]) => name);
}

/** The small-text colours that miss 4.5:1 on one of an app's backgrounds, as `text on background`. */
export function unreadableSmallText(backgrounds: Record<string, string>): string[] {
  return SMALL_TEXT_COLOURS.flatMap((name) =>
    Object.entries(backgrounds)
      .filter(([, background]) => contrast(ThemeColour[name], background) < 4.5)
      .map(([background]) => `${name} on ${background}`),
  );
}
