/** Metadata of a subject the offline engines know (no drawing code here). */

export type TSubjectCategory =
  | 'animal'
  | 'bird'
  | 'sea'
  | 'insect'
  | 'plant'
  | 'vehicle'
  | 'building'
  | 'person'
  | 'weather'
  | 'space'
  | 'food'
  | 'school';

/** Where a subject lives in a scene. */
export type TPlacement = 'ground' | 'sky' | 'water' | 'air';

export interface TSubjectDef {
  id: string;
  /** Chinese names; the first is the label. */
  zh: string[];
  /** English names (plurals are added automatically, irregular ones listed). */
  en: string[];
  category: TSubjectCategory;
  placement: TPlacement;
  /** Height as a share of the picture's height when drawn at natural size. */
  size: number;
  /** Width divided by height. */
  aspect: number;
  /** Default body colours (#rrggbb), one is picked per instance. */
  colours: string[];
  /** Drawn behind the others (tall things: trees, buildings). */
  back?: boolean;
  /** The scene this subject suggests when the prompt names no place or time. */
  implies?: { place?: string; time?: string };
}

/** Compact constructor: id, zh names, en names, category, placement, size, aspect, colours. */
export function subject(
  id: string,
  zh: string,
  en: string,
  category: TSubjectCategory,
  placement: TPlacement,
  size: number,
  aspect: number,
  colours: string,
  extra: Partial<Pick<TSubjectDef, 'back' | 'implies'>> = {},
): TSubjectDef {
  return {
    id,
    zh: zh.split(','),
    en: en.split(','),
    category,
    placement,
    size,
    aspect,
    colours: colours.split(',').map((c) => `#${c}`),
    ...extra,
  };
}
