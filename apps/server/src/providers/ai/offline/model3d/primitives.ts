/**
 * Triangle meshes of the basic solids, centred on the origin with unit size (box 1x1x1,
 * sphere radius 0.5, cylinder and cone radius 0.5 and height 1, torus major radius 0.5),
 * with outward normals and counter-clockwise faces.
 */

export type TShape = 'box' | 'sphere' | 'cylinder' | 'cone' | 'torus';

export interface TGeometry {
  positions: number[];
  normals: number[];
  indices: number[];
}

function box(): TGeometry {
  const g: TGeometry = { positions: [], normals: [], indices: [] };
  const faces: [number[], number[], number[]][] = [
    [
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ],
    [
      [-1, 0, 0],
      [0, 1, 0],
      [0, 0, -1],
    ],
    [
      [0, 1, 0],
      [0, 0, 1],
      [1, 0, 0],
    ],
    [
      [0, -1, 0],
      [0, 0, 1],
      [-1, 0, 0],
    ],
    [
      [0, 0, 1],
      [1, 0, 0],
      [0, 1, 0],
    ],
    [
      [0, 0, -1],
      [-1, 0, 0],
      [0, 1, 0],
    ],
  ];
  for (const [n, u, v] of faces) {
    const base = g.positions.length / 3;
    for (const [a, b] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const) {
      g.positions.push(...[0, 1, 2].map((k) => 0.5 * (n[k]! + a * u[k]! + b * v[k]!)));
      g.normals.push(...n);
    }
    g.indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  return g;
}

function sphere(segments = 24, rings = 16): TGeometry {
  const g: TGeometry = { positions: [], normals: [], indices: [] };
  for (let r = 0; r <= rings; r++) {
    const phi = (r / rings) * Math.PI;
    for (let s = 0; s <= segments; s++) {
      const theta = (s / segments) * Math.PI * 2;
      const n = [Math.sin(phi) * Math.cos(theta), Math.cos(phi), Math.sin(phi) * Math.sin(theta)];
      g.normals.push(...n);
      g.positions.push(...n.map((c) => c * 0.5));
    }
  }
  for (let r = 0; r < rings; r++) {
    for (let s = 0; s < segments; s++) {
      const a = r * (segments + 1) + s;
      const b = a + segments + 1;
      g.indices.push(a, a + 1, b, a + 1, b + 1, b);
    }
  }
  return g;
}

/** A cylinder (top radius 0.5) or a cone (top radius 0), with caps. */
function lathe(topRadius: number, segments = 24): TGeometry {
  const g: TGeometry = { positions: [], normals: [], indices: [] };
  const slope = 0.5 - topRadius;
  const length = Math.hypot(1, slope);
  for (let s = 0; s <= segments; s++) {
    const t = (s / segments) * Math.PI * 2;
    const c = Math.cos(t);
    const n = Math.sin(t);
    g.positions.push(c * 0.5, -0.5, n * 0.5, c * topRadius, 0.5, n * topRadius);
    const normal = [c / length, slope / length, n / length];
    g.normals.push(...normal, ...normal);
  }
  for (let s = 0; s < segments; s++) {
    const a = s * 2;
    g.indices.push(a, a + 1, a + 2, a + 1, a + 3, a + 2);
  }
  const cap = (y: number, radius: number, up: number) => {
    const centre = g.positions.length / 3;
    g.positions.push(0, y, 0);
    g.normals.push(0, up, 0);
    for (let s = 0; s <= segments; s++) {
      const t = (s / segments) * Math.PI * 2;
      g.positions.push(Math.cos(t) * radius, y, Math.sin(t) * radius);
      g.normals.push(0, up, 0);
    }
    for (let s = 0; s < segments; s++) {
      if (up > 0) g.indices.push(centre, centre + s + 2, centre + s + 1);
      else g.indices.push(centre, centre + s + 1, centre + s + 2);
    }
  };
  cap(-0.5, 0.5, -1);
  if (topRadius > 0) cap(0.5, topRadius, 1);
  return g;
}

function torus(tube = 0.15, segments = 32, sides = 12): TGeometry {
  const g: TGeometry = { positions: [], normals: [], indices: [] };
  for (let i = 0; i <= segments; i++) {
    const u = (i / segments) * Math.PI * 2;
    for (let j = 0; j <= sides; j++) {
      const v = (j / sides) * Math.PI * 2;
      const n = [Math.cos(v) * Math.cos(u), Math.sin(v), Math.cos(v) * Math.sin(u)];
      g.normals.push(...n);
      g.positions.push(
        0.5 * Math.cos(u) + tube * n[0]!,
        tube * n[1]!,
        0.5 * Math.sin(u) + tube * n[2]!,
      );
    }
  }
  for (let i = 0; i < segments; i++) {
    for (let j = 0; j < sides; j++) {
      const a = i * (sides + 1) + j;
      const b = a + sides + 1;
      g.indices.push(a, a + 1, b, a + 1, b + 1, b);
    }
  }
  return g;
}

export const GEOMETRY: Record<TShape, () => TGeometry> = {
  box,
  sphere: () => sphere(),
  cylinder: () => lathe(0.5),
  cone: () => lathe(0),
  torus: () => torus(),
};
