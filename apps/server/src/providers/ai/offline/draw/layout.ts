import type { TRandom } from '../../shared/random';
import type { TParsedSubject } from '../prompt/parse-prompt';
import { subjectById, type TSubjectDef } from '../prompt/subjects';

/**
 * Composes a scene: decides where the sky, ground and water are, sizes every subject
 * (bigger in front, the main subjects large enough to read), and places each instance so
 * that no two overlap. Sky things go in the sky, water things in the water.
 */

export type TSceneKind = 'land' | 'sea' | 'beach' | 'underwater' | 'space' | 'room' | 'lake';

export interface TPlacedItem {
  subjectId: string;
  colour: string;
  /** Centre x and ground line y (the subject's y = 0), in pixels. */
  x: number;
  baseline: number;
  width: number;
  height: number;
  flip: boolean;
  /** Added by the scene (a night moon), not asked for. */
  decoration: boolean;
}

export interface TLayout {
  width: number;
  height: number;
  kind: TSceneKind;
  /** Where the ground (or the sea) meets the sky, in pixels from the top. */
  horizon: number;
  pond: { cx: number; cy: number; rx: number; ry: number } | null;
  items: TPlacedItem[];
}

export interface TBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const boxOf = (item: TPlacedItem): TBox => ({
  x: item.x - item.width / 2,
  y: item.baseline - item.height,
  w: item.width,
  h: item.height,
});

export function overlaps(a: TBox, b: TBox, margin = 0): boolean {
  return (
    a.x < b.x + b.w + margin &&
    b.x < a.x + a.w + margin &&
    a.y < b.y + b.h + margin &&
    b.y < a.y + a.h + margin
  );
}

const KIND_BY_PLACE: Record<string, TSceneKind> = {
  sea: 'sea',
  beach: 'beach',
  underwater: 'underwater',
  space: 'space',
  room: 'room',
  lake: 'lake',
};

const HORIZON: Record<TSceneKind, number> = {
  land: 0.56,
  sea: 0.5,
  beach: 0.5,
  underwater: 0.0,
  space: 0.82,
  room: 0.66,
  lake: 0.5,
};

interface TRequestItem {
  def: TSubjectDef;
  colour: string;
  sizeFactor: number;
  decoration: boolean;
}

interface TBand {
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** Items lower in the band are drawn bigger (perspective). */
  perspective: boolean;
}

export function composeLayout(
  subjects: TParsedSubject[],
  setting: { place: string | null; time: string },
  rng: TRandom,
  width: number,
  height: number,
): TLayout {
  const kind = KIND_BY_PLACE[setting.place ?? ''] ?? 'land';
  const horizon = Math.round(HORIZON[kind] * height);
  const pond =
    kind === 'lake'
      ? { cx: width * rng.range(0.42, 0.58), cy: height * 0.7, rx: width * 0.3, ry: height * 0.13 }
      : null;

  const requests: TRequestItem[] = [];
  for (const s of subjects) {
    const def = subjectById(s.id);
    for (let i = 0; i < s.count; i++) {
      requests.push({
        def,
        colour: s.colour?.hex ?? rng.pick(def.colours),
        sizeFactor:
          (s.size === 'big' ? 1.35 : s.size === 'small' ? 0.7 : 1) * rng.range(0.92, 1.08),
        decoration: false,
      });
    }
  }
  const has = (id: string) => requests.some((r) => r.def.id === id);
  const decorate = (id: string, n = 1) => {
    for (let i = 0; i < n; i++) {
      const def = subjectById(id);
      requests.push({
        def,
        colour: def.colours[0]!,
        sizeFactor: id === 'star' ? rng.range(0.5, 0.9) : 1,
        decoration: true,
      });
    }
  };
  if (kind !== 'underwater' && kind !== 'room') {
    if (setting.time === 'night' || kind === 'space') {
      if (!has('moon') && kind !== 'space') decorate('moon');
      if (!has('star')) decorate('star', kind === 'space' ? 4 : 3);
    } else if (!has('sun') && setting.time !== 'sunset') {
      decorate('sun');
    }
    if (kind !== 'space' && !has('cloud')) decorate('cloud', 2);
  }

  // Focus: the biggest thing that stands on the ground is at least about 38% of the height.
  const grounded = requests.filter((r) => !r.decoration && r.def.placement !== 'sky');
  const tallest = Math.max(0, ...grounded.map((r) => r.def.size * r.sizeFactor));
  const focus = tallest > 0 ? Math.min(3.4, Math.max(1, 0.38 / tallest)) : 1;
  const skyOnly = grounded.length === 0;

  const bands = bandsFor(kind, horizon, width, height, pond);
  const placed: TPlacedItem[] = [];
  // Big things first; those that belong behind go first among equals.
  const order = requests
    .map((r, index) => ({ r, index, key: r.def.size * r.sizeFactor + (r.def.back ? 0.05 : 0) }))
    .sort((a, b) => b.key - a.key || a.index - b.index);
  for (const { r } of order) {
    const band = bandFor(r.def, kind, bands);
    const scale = r.def.placement === 'sky' && !skyOnly ? 1 : focus * (skyOnly ? 1.6 : 1);
    const obstacles: TBox[] =
      pond && r.def.placement !== 'water'
        ? [{ x: pond.cx - pond.rx, y: pond.cy - pond.ry, w: pond.rx * 2, h: pond.ry * 2 }]
        : [];
    const item = place(r, band, scale, [...placed.map(boxOf), ...obstacles], rng, height);
    if (item) placed.push(item);
  }
  placed.sort((a, b) => zOf(a, horizon) - zOf(b, horizon));
  return { width, height, kind, horizon, pond, items: placed };
}

function zOf(item: TPlacedItem, horizon: number): number {
  const def = subjectById(item.subjectId);
  if (def.placement === 'sky') return item.subjectId === 'rainbow' ? -2 : -1;
  return item.baseline - horizon;
}

function bandsFor(
  kind: TSceneKind,
  horizon: number,
  width: number,
  height: number,
  pond: TLayout['pond'],
): Record<'sky' | 'air' | 'ground' | 'water', TBand> {
  const m = width * 0.03;
  const full = { left: m, right: width - m };
  const sky: TBand = {
    ...full,
    top: height * 0.04,
    bottom: Math.max(height * 0.3, horizon - height * 0.02),
    perspective: false,
  };
  const air: TBand = {
    ...full,
    top: height * 0.12,
    bottom: horizon + height * 0.05,
    perspective: false,
  };
  let ground: TBand = {
    ...full,
    top: horizon + height * 0.06,
    bottom: height * 0.97,
    perspective: true,
  };
  let water: TBand = ground;
  if (kind === 'sea') {
    water = { ...full, top: horizon + height * 0.04, bottom: height * 0.84, perspective: true };
    ground = { ...full, top: height * 0.88, bottom: height * 0.98, perspective: false };
  } else if (kind === 'beach') {
    water = {
      ...full,
      top: horizon + height * 0.03,
      bottom: horizon + height * 0.16,
      perspective: false,
    };
    ground = { ...full, top: horizon + height * 0.22, bottom: height * 0.97, perspective: true };
  } else if (kind === 'underwater') {
    water = { ...full, top: height * 0.1, bottom: height * 0.8, perspective: false };
    ground = { ...full, top: height * 0.86, bottom: height * 0.98, perspective: false };
    return { sky: water, air: water, ground, water };
  } else if (kind === 'space') {
    water = sky;
    ground = { ...full, top: horizon + height * 0.05, bottom: height * 0.98, perspective: false };
    return {
      sky: { ...sky, bottom: horizon },
      air: { ...sky, bottom: horizon },
      ground,
      water: { ...sky, bottom: horizon },
    };
  } else if (kind === 'lake' && pond) {
    water = {
      left: pond.cx - pond.rx * 0.75,
      right: pond.cx + pond.rx * 0.75,
      top: pond.cy - pond.ry * 0.3,
      bottom: pond.cy + pond.ry * 0.7,
      perspective: false,
    };
  }
  return { sky, air, ground, water };
}

function bandFor(def: TSubjectDef, kind: TSceneKind, bands: ReturnType<typeof bandsFor>): TBand {
  if (def.placement === 'water') return bands.water;
  if (def.placement === 'sky') return bands.sky;
  if (def.placement === 'air') return bands.air;
  return bands.ground;
}

function place(
  r: TRequestItem,
  band: TBand,
  scale: number,
  taken: TBox[],
  rng: TRandom,
  height: number,
): TPlacedItem | null {
  let sizeScale = 1;
  for (let round = 0; round < 8; round++) {
    for (let attempt = 0; attempt < 40; attempt++) {
      const depth = band.perspective ? rng.next() : 0.5;
      const perspective = band.perspective ? 0.72 + 0.28 * depth : 1;
      const h = r.def.size * r.sizeFactor * scale * sizeScale * perspective * height;
      const w = h * r.def.aspect;
      const span = band.bottom - band.top;
      const minBase =
        r.def.placement === 'sky' || r.def.placement === 'air' ? band.top + h : band.top;
      const baseline = band.perspective
        ? band.top + depth * span
        : minBase + rng.next() * Math.max(0, band.bottom - minBase);
      if (w > band.right - band.left) continue;
      const x = band.left + w / 2 + rng.next() * (band.right - band.left - w);
      const item: TPlacedItem = {
        subjectId: r.def.id,
        colour: r.colour,
        x,
        baseline: r.def.placement === 'sky' ? Math.min(baseline, band.bottom) : baseline,
        width: w,
        height: h,
        flip: rng.chance(0.5),
        decoration: r.decoration,
      };
      const box = boxOf(item);
      if (box.y < 0) continue;
      if (!taken.some((other) => overlaps(box, other, 6))) return item;
    }
    sizeScale *= 0.85;
  }
  return null;
}
