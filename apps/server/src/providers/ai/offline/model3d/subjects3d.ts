import type { TSubjectDef } from '../prompt/subject-types';
import type { TPart } from './gltf-writer';

/**
 * Subjects built from solids, about one unit tall, standing on y = 0 and facing +z.
 * Specific builders for well-known subjects; every category has a fallback.
 */

type TBuild = (colour: string) => TPart[];
const P = (
  shape: TPart['shape'],
  colour: string,
  at: TPart['at'],
  size: TPart['size'],
  turn?: TPart['turn'],
): TPart => ({ shape, colour, at, size, turn });
const EYE = '#212121';
const eyes = (y: number, z: number, dx: number, r: number): TPart[] => [
  P('sphere', EYE, [-dx, y, z], [r, r, r]),
  P('sphere', EYE, [dx, y, z], [r, r, r]),
];

const quadruped =
  (ears: 'point' | 'round' | 'long', neck = 0): TBuild =>
  (c) => [
    P('sphere', c, [0, 0.45, 0], [0.55, 0.45, 0.85]),
    ...[
      [-0.17, -0.25],
      [0.17, -0.25],
      [-0.17, 0.25],
      [0.17, 0.25],
    ].map(([x, z]) => P('cylinder', c, [x!, 0.15, z!], [0.14, 0.3, 0.14])),
    ...(neck ? [P('cylinder', c, [0, 0.6 + neck / 2, 0.35], [0.16, neck, 0.16])] : []),
    P('sphere', c, [0, 0.75 + neck, 0.45], [0.4, 0.38, 0.4]),
    ...eyes(0.8 + neck, 0.63, 0.09, 0.06),
    ...(ears === 'long'
      ? [
          P('sphere', c, [-0.09, 1.05 + neck, 0.42], [0.1, 0.4, 0.1]),
          P('sphere', c, [0.09, 1.05 + neck, 0.42], [0.1, 0.4, 0.1]),
        ]
      : ears === 'round'
        ? [
            P('sphere', c, [-0.15, 0.95 + neck, 0.42], [0.14, 0.14, 0.08]),
            P('sphere', c, [0.15, 0.95 + neck, 0.42], [0.14, 0.14, 0.08]),
          ]
        : [
            P('cone', c, [-0.12, 0.98 + neck, 0.42], [0.12, 0.18, 0.12]),
            P('cone', c, [0.12, 0.98 + neck, 0.42], [0.12, 0.18, 0.12]),
          ]),
    P('cylinder', c, [0, 0.55, -0.5], [0.06, 0.35, 0.06], [0.9, 0, 0]),
  ];

const person = (shirt: string, hair = '#4e342e'): TPart[] => [
  P('cylinder', '#455a64', [-0.08, 0.18, 0], [0.12, 0.36, 0.12]),
  P('cylinder', '#455a64', [0.08, 0.18, 0], [0.12, 0.36, 0.12]),
  P('cylinder', shirt, [0, 0.52, 0], [0.36, 0.36, 0.24]),
  P('cylinder', shirt, [-0.24, 0.52, 0], [0.09, 0.32, 0.09], [0, 0, 0.3]),
  P('cylinder', shirt, [0.24, 0.52, 0], [0.09, 0.32, 0.09], [0, 0, -0.3]),
  P('sphere', '#ffd7b5', [0, 0.86, 0], [0.32, 0.32, 0.32]),
  P('sphere', hair, [0, 0.93, -0.02], [0.34, 0.22, 0.34]),
  ...eyes(0.87, 0.15, 0.06, 0.04),
];

const vehicle = (c: string, long = 1): TPart[] => [
  P('box', c, [0, 0.35, 0], [0.7, 0.3, 1.2 * long]),
  P('box', '#b3e5fc', [0, 0.6, -0.05], [0.6, 0.25, 0.6 * long]),
  ...[
    [-0.36, 0.38 * long],
    [0.36, 0.38 * long],
    [-0.36, -0.38 * long],
    [0.36, -0.38 * long],
  ].map(([x, z]) =>
    P('cylinder', '#37343a', [x!, 0.17, z!], [0.34, 0.12, 0.34], [0, 0, Math.PI / 2]),
  ),
];

const SPECIFIC: Record<string, TBuild> = {
  tree: (c) => [
    P('cylinder', '#8d6e63', [0, 0.3, 0], [0.16, 0.6, 0.16]),
    P('sphere', c, [0, 0.8, 0], [0.7, 0.6, 0.7]),
  ],
  pine: (c) => [
    P('cylinder', '#8d6e63', [0, 0.15, 0], [0.12, 0.3, 0.12]),
    P('cone', c, [0, 0.5, 0], [0.7, 0.5, 0.7]),
    P('cone', c, [0, 0.85, 0], [0.5, 0.45, 0.5]),
  ],
  palm: (c) => [
    P('cylinder', '#a1887f', [0, 0.45, 0], [0.1, 0.9, 0.1]),
    ...[0, 1, 2, 3, 4].map((i) =>
      P(
        'sphere',
        c,
        [Math.cos(i * 1.26) * 0.25, 0.9, Math.sin(i * 1.26) * 0.25],
        [0.45, 0.06, 0.15],
        [0, -i * 1.26, -0.3],
      ),
    ),
  ],
  flower: (c) => [
    P('cylinder', '#43a047', [0, 0.3, 0], [0.04, 0.6, 0.04]),
    ...[0, 1, 2, 3, 4].map((i) =>
      P(
        'sphere',
        c,
        [Math.cos(i * 1.26) * 0.12, 0.65, Math.sin(i * 1.26) * 0.12],
        [0.16, 0.08, 0.16],
      ),
    ),
    P('sphere', '#ffca28', [0, 0.67, 0], [0.12, 0.1, 0.12]),
  ],
  mushroom: (c) => [
    P('cylinder', '#fff3e0', [0, 0.25, 0], [0.25, 0.5, 0.25]),
    P('sphere', c, [0, 0.55, 0], [0.8, 0.5, 0.8]),
  ],
  cactus: (c) => [
    P('cylinder', c, [0, 0.45, 0], [0.25, 0.9, 0.25]),
    P('cylinder', c, [-0.22, 0.5, 0], [0.12, 0.35, 0.12]),
    P('cylinder', c, [0.22, 0.6, 0], [0.12, 0.35, 0.12]),
  ],
  house: (c) => [
    P('box', c, [0, 0.3, 0], [0.9, 0.6, 0.8]),
    P('cone', '#e57373', [0, 0.8, 0], [1.3, 0.4, 1.15], [0, Math.PI / 4, 0]),
    P('box', '#8d6e63', [0, 0.18, 0.41], [0.2, 0.36, 0.02]),
    P('box', '#b3e5fc', [-0.28, 0.35, 0.41], [0.18, 0.18, 0.02]),
    P('box', '#b3e5fc', [0.28, 0.35, 0.41], [0.18, 0.18, 0.02]),
  ],
  castle: (c) => [
    P('box', c, [0, 0.3, 0], [1, 0.6, 0.6]),
    ...[-0.5, 0.5].flatMap((x) => [
      P('cylinder', c, [x, 0.45, 0], [0.3, 0.9, 0.3]),
      P('cone', '#7e57c2', [x, 1.05, 0], [0.36, 0.3, 0.36]),
    ]),
    P('box', '#6d4c41', [0, 0.15, 0.31], [0.2, 0.3, 0.02]),
  ],
  skyscraper: (c) => [
    P('box', c, [0, 0.5, 0], [0.35, 1, 0.35]),
    P('box', '#b3e5fc', [0, 0.5, 0.18], [0.3, 0.9, 0.01]),
  ],
  snowman: () => [
    P('sphere', '#ffffff', [0, 0.25, 0], [0.5, 0.5, 0.5]),
    P('sphere', '#ffffff', [0, 0.62, 0], [0.36, 0.36, 0.36]),
    P('cylinder', '#37343a', [0, 0.9, 0], [0.22, 0.2, 0.22]),
    P('cone', '#ff7043', [0, 0.63, 0.22], [0.05, 0.16, 0.05], [Math.PI / 2, 0, 0]),
    ...eyes(0.68, 0.16, 0.06, 0.04),
  ],
  rocket: (c) => [
    P('cylinder', c, [0, 0.45, 0], [0.3, 0.6, 0.3]),
    P('cone', '#e53935', [0, 0.9, 0], [0.3, 0.3, 0.3]),
    P('sphere', '#b3e5fc', [0, 0.55, 0.14], [0.12, 0.12, 0.05]),
    ...[0, 2.1, 4.2].map((a) =>
      P(
        'box',
        '#e53935',
        [Math.cos(a) * 0.18, 0.22, Math.sin(a) * 0.18],
        [0.04, 0.25, 0.16],
        [0, -a, 0],
      ),
    ),
  ],
  car: (c) => vehicle(c),
  bus: (c) => vehicle(c, 1.7),
  truck: (c) => vehicle(c, 1.5),
  firetruck: (c) => vehicle(c, 1.5),
  airplane: (c) => [
    P('cylinder', c, [0, 0.3, 0], [0.22, 1.2, 0.22], [Math.PI / 2, 0, 0]),
    P('box', c, [0, 0.3, 0], [1.2, 0.04, 0.3]),
    P('box', c, [0, 0.45, -0.5], [0.04, 0.3, 0.2]),
    P('cone', c, [0, 0.3, 0.7], [0.22, 0.2, 0.22], [Math.PI / 2, 0, 0]),
  ],
  boat: (c) => [
    P('box', c, [0, 0.12, 0], [0.5, 0.24, 1]),
    P('cylinder', '#8d6e63', [0, 0.55, 0], [0.04, 0.7, 0.04]),
    P('cone', '#ffffff', [0, 0.6, 0.1], [0.02, 0.5, 0.5], [0, 0, 0]),
  ],
  sun: (c) => [P('sphere', c, [0, 0.5, 0], [0.8, 0.8, 0.8]), ...eyes(0.55, 0.38, 0.12, 0.06)],
  moon: (c) => [P('sphere', c, [0, 0.5, 0], [0.7, 0.7, 0.7])],
  planet: (c) => [
    P('sphere', c, [0, 0.5, 0], [0.7, 0.7, 0.7]),
    P('torus', '#ffcc80', [0, 0.5, 0], [1.4, 0.4, 1.4], [0.3, 0, 0.2]),
  ],
  earth: (c) => [
    P('sphere', c, [0, 0.5, 0], [0.9, 0.9, 0.9]),
    P('sphere', '#66bb6a', [0.2, 0.65, 0.25], [0.35, 0.3, 0.3]),
  ],
  cloud: (c) =>
    [-0.3, 0, 0.3].map((x, i) =>
      P('sphere', c, [x, 0.5 + (i === 1 ? 0.1 : 0), 0], [0.5, 0.4, 0.4]),
    ),
  star: (c) => [
    P('sphere', c, [0, 0.5, 0], [0.4, 0.4, 0.4]),
    ...[0, 1, 2, 3, 4].map((i) =>
      P(
        'cone',
        c,
        [Math.sin(i * 1.26) * 0.28, 0.5 + Math.cos(i * 1.26) * 0.28, 0],
        [0.16, 0.3, 0.1],
        [0, 0, -i * 1.26],
      ),
    ),
  ],
  robot: (c) => [
    P('box', '#607d8b', [-0.1, 0.15, 0], [0.12, 0.3, 0.12]),
    P('box', '#607d8b', [0.1, 0.15, 0], [0.12, 0.3, 0.12]),
    P('box', c, [0, 0.5, 0], [0.5, 0.4, 0.3]),
    P('box', c, [0, 0.85, 0], [0.36, 0.28, 0.28]),
    ...eyes(0.88, 0.15, 0.08, 0.06),
    P('cylinder', '#607d8b', [0, 1.05, 0], [0.03, 0.14, 0.03]),
    P('sphere', '#e53935', [0, 1.13, 0], [0.07, 0.07, 0.07]),
  ],
  apple: (c) => [
    P('sphere', c, [0, 0.4, 0], [0.8, 0.75, 0.8]),
    P('cylinder', '#6d4c41', [0, 0.82, 0], [0.04, 0.15, 0.04]),
  ],
  cake: (c) => [
    P('cylinder', c, [0, 0.2, 0], [0.9, 0.4, 0.9]),
    P('cylinder', '#ffffff', [0, 0.5, 0], [0.6, 0.2, 0.6]),
    ...[-0.15, 0, 0.15].map((x) => P('cylinder', '#4fc3f7', [x, 0.68, 0], [0.04, 0.16, 0.04])),
  ],
  ball: (c) => [P('sphere', c, [0, 0.4, 0], [0.8, 0.8, 0.8])],
  globe: (c) => [
    P('cylinder', '#8d6e63', [0, 0.04, 0], [0.4, 0.08, 0.4]),
    P('cylinder', '#8d6e63', [0, 0.15, 0], [0.05, 0.2, 0.05]),
    P('sphere', c, [0, 0.55, 0], [0.7, 0.7, 0.7]),
  ],
  desk: (c) => [
    P('box', c, [0, 0.6, 0], [1.2, 0.08, 0.6]),
    ...[
      [-0.55, -0.25],
      [0.55, -0.25],
      [-0.55, 0.25],
      [0.55, 0.25],
    ].map(([x, z]) => P('box', c, [x!, 0.3, z!], [0.06, 0.6, 0.06])),
  ],
  book: (c) => [
    P('box', c, [0, 0.06, 0], [0.8, 0.12, 0.6]),
    P('box', '#ffffff', [0.02, 0.06, 0], [0.76, 0.09, 0.56]),
  ],
  fish: (c) => [
    P('sphere', c, [0, 0.5, 0], [0.4, 0.45, 0.9]),
    P('cone', c, [0, 0.5, -0.5], [0.05, 0.35, 0.4], [Math.PI / 2, 0, 0]),
    ...eyes(0.58, 0.32, 0.12, 0.06),
  ],
  duck: (c) => [
    P('sphere', c, [0, 0.3, 0], [0.6, 0.45, 0.75]),
    P('sphere', c, [0, 0.7, 0.25], [0.38, 0.38, 0.38]),
    P('cone', '#ff9800', [0, 0.68, 0.48], [0.14, 0.2, 0.1], [Math.PI / 2, 0, 0]),
    ...eyes(0.76, 0.4, 0.09, 0.05),
  ],
  penguin: (c) => [
    P('sphere', c, [0, 0.45, 0], [0.6, 0.9, 0.55]),
    P('sphere', '#ffffff', [0, 0.4, 0.12], [0.45, 0.7, 0.35]),
    P('cone', '#ff9800', [0, 0.7, 0.3], [0.1, 0.14, 0.1], [Math.PI / 2, 0, 0]),
    ...eyes(0.78, 0.24, 0.09, 0.05),
  ],
  cat: quadruped('point'),
  dog: quadruped('round'),
  rabbit: quadruped('long'),
  bear: quadruped('round'),
  giraffe: quadruped('round', 0.7),
  horse: quadruped('point', 0.25),
};

const FALLBACK: Record<TSubjectDef['category'], TBuild> = {
  animal: quadruped('round'),
  bird: SPECIFIC.duck!,
  sea: SPECIFIC.fish!,
  insect: (c) => [
    P('sphere', c, [0, 0.3, 0], [0.4, 0.3, 0.6]),
    P('sphere', '#37343a', [0, 0.3, 0.32], [0.22, 0.22, 0.22]),
    P('sphere', '#e3f2fd', [-0.25, 0.5, 0], [0.4, 0.05, 0.3]),
    P('sphere', '#e3f2fd', [0.25, 0.5, 0], [0.4, 0.05, 0.3]),
  ],
  plant: SPECIFIC.tree!,
  vehicle: (c) => vehicle(c),
  building: SPECIFIC.house!,
  person: (c) => person(c),
  weather: SPECIFIC.cloud!,
  space: SPECIFIC.planet!,
  food: SPECIFIC.apple!,
  school: SPECIFIC.book!,
};

export function buildSubject(def: TSubjectDef, colour: string): TPart[] {
  if (def.category === 'person' && !SPECIFIC[def.id])
    return person(colour, def.id === 'grandpa' || def.id === 'grandma' ? '#e0e0e0' : '#4e342e');
  return (SPECIFIC[def.id] ?? FALLBACK[def.category])(colour);
}
