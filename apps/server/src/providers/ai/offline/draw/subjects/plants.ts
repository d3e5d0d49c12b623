import { circle, ellipse, poly, roundRect, svg } from '../shapes';
import { darken, lighten, type TDrawSubject } from './kit';

/** Trees, flowers and other plants. */

const TRUNK = '#8d6e63';

export const tree: TDrawSubject = (p, { colour, rng }) => {
  p.fill(svg('M-8 0 L-6 -46 L6 -46 L8 0 Z'), TRUNK);
  p.fill(svg('M-2 -40 L-16 -56 L-12 -58 L0 -46 Z'), TRUNK);
  const blobs = [
    [-20, -62, 20],
    [20, -64, 20],
    [0, -80, 24],
    [-10, -52, 16],
    [12, -50, 16],
  ] as const;
  for (const [x, y, r] of blobs) p.fill(circle(x, y, r), colour);
  p.flat(circle(-6, -84, 8), lighten(colour, 0.25));
  if (rng.chance(0.4))
    for (const [x, y] of [
      [-18, -64],
      [14, -70],
      [4, -54],
    ] as const)
      p.fill(circle(x, y, 3.6), '#e53935');
};

export const pine: TDrawSubject = (p, { colour }) => {
  p.fill(roundRect(-5, -18, 10, 18, 2), TRUNK);
  p.fill(poly(-30, -16, 30, -16, 0, -52), colour);
  p.fill(poly(-24, -40, 24, -40, 0, -74), colour);
  p.fill(poly(-17, -62, 17, -62, 0, -98), colour);
};

export const palm: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M-2 0 Q-6 -40 6 -78 L12 -76 Q2 -40 8 0 Z'), '#a1887f');
  for (const [dx, dy] of [
    [-36, -60],
    [36, -62],
    [-30, -90],
    [30, -92],
    [0, -100],
  ] as const) {
    p.fill(
      svg(`M8 -78 Q${8 + dx * 0.6} ${dy - 20} ${8 + dx} ${dy} Q${8 + dx * 0.5} ${dy - 6} 8 -74 Z`),
      colour,
    );
  }
  p.fill(circle(4, -74, 4), '#6d4c41');
  p.fill(circle(12, -73, 4), '#6d4c41');
};

export const cherry: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M-7 0 L-5 -44 L5 -44 L7 0 Z'), '#6d4c41');
  for (const [x, y, r] of [
    [-22, -60, 20],
    [22, -62, 20],
    [0, -80, 24],
    [-8, -50, 16],
    [12, -48, 16],
  ] as const)
    p.fill(circle(x, y, r), colour);
  for (const [x, y] of [
    [-24, -66],
    [-6, -86],
    [16, -70],
    [24, -54],
    [-12, -52],
    [6, -60],
  ] as const) {
    p.flat(circle(x, y, 3.4), '#ffffff');
    p.flat(circle(x, y, 1.4), darken(colour, 0.25));
  }
};

function bloom(
  p: Parameters<TDrawSubject>[0],
  x: number,
  y: number,
  r: number,
  colour: string,
  petals = 6,
): void {
  for (let i = 0; i < petals; i++) {
    const a = (i / petals) * Math.PI * 2;
    p.fill(ellipse(x + Math.cos(a) * r, y + Math.sin(a) * r, r * 0.75, r * 0.55, a), colour);
  }
  p.fill(circle(x, y, r * 0.6), '#ffca28');
}

export const flower: TDrawSubject = (p, { colour }) => {
  p.line(svg('M0 0 Q-3 -30 0 -62'), '#388e3c', 4);
  p.fill(svg('M-1 -26 Q-20 -40 -22 -30 Q-12 -22 -1 -24 Z'), '#66bb6a');
  bloom(p, 0, -74, 11, colour);
};

export const sunflower: TDrawSubject = (p, { colour }) => {
  p.line(svg('M0 0 L0 -72'), '#388e3c', 5);
  p.fill(svg('M0 -30 Q18 -46 26 -36 Q14 -26 0 -28 Z'), '#66bb6a');
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    p.fill(ellipse(Math.cos(a) * 16, -80 + Math.sin(a) * 16, 8, 4, a), colour);
  }
  p.fill(circle(0, -80, 11), '#6d4c41');
  p.flat(circle(-3, -83, 2), '#4e342e');
  p.flat(circle(4, -78, 2), '#4e342e');
};

export const tulip: TDrawSubject = (p, { colour }) => {
  p.line(svg('M0 0 L0 -60'), '#388e3c', 4);
  p.fill(svg('M0 -8 Q-22 -30 -12 -50 Q-6 -30 0 -20 Z'), '#66bb6a');
  p.fill(svg('M-18 -84 L-10 -74 L0 -86 L10 -74 L18 -84 Q20 -58 0 -56 Q-20 -58 -18 -84 Z'), colour);
};

export const rose: TDrawSubject = (p, { colour }) => {
  p.line(svg('M0 0 Q2 -30 0 -60'), '#2e7d32', 4);
  p.fill(svg('M1 -30 Q20 -40 22 -30 Q12 -22 1 -26 Z'), '#43a047');
  p.fill(circle(0, -76, 18), colour);
  p.line(
    svg('M0 -76 m-4 0 a4 4 0 1 1 8 0 a9 9 0 1 1 -16 2 a13 13 0 1 1 26 -2'),
    darken(colour, 0.35),
    2,
  );
};

export const cactus: TDrawSubject = (p, { colour }) => {
  p.fill(
    svg('M-30 -36 Q-32 -60 -26 -64 Q-20 -64 -20 -50 L-12 -46 L-12 -34 L-24 -30 Q-30 -30 -30 -36 Z'),
    colour,
  );
  p.fill(
    svg('M30 -50 Q32 -74 26 -78 Q20 -78 20 -64 L12 -60 L12 -48 L24 -44 Q30 -44 30 -50 Z'),
    colour,
  );
  p.fill(roundRect(-14, -96, 28, 96, 14), colour);
  p.line(svg('M-4 -86 L-4 -8 M6 -86 L6 -8'), darken(colour, 0.25), 1.6);
  p.fill(circle(0, -98, 6), '#f06292');
};

export const mushroom: TDrawSubject = (p, { colour }) => {
  p.fill(roundRect(-14, -50, 28, 50, 8), '#fff3e0');
  p.fill(svg('M-50 -46 Q-50 -96 0 -96 Q50 -96 50 -46 Q0 -38 -50 -46 Z'), colour);
  for (const [x, y, r] of [
    [-24, -64, 7],
    [4, -80, 8],
    [28, -62, 6],
  ] as const)
    p.flat(circle(x, y, r), '#ffffff');
};

export const grass: TDrawSubject = (p, { colour }) => {
  for (let i = -4; i <= 4; i++) {
    const x = i * 18;
    p.fill(
      poly(x - 8, 0, x + (i % 2) * 8, -60 - (i % 3) * 16, x + 8, 0),
      i % 2 ? colour : darken(colour, 0.12),
    );
  }
};

export const bamboo: TDrawSubject = (p, { colour }) => {
  for (const [x, h] of [
    [-14, 100],
    [12, 86],
  ] as const) {
    for (let y = 0; y > -h; y -= 20) p.fill(roundRect(x - 6, y - 20, 12, 20, 3), colour);
    p.fill(
      svg(
        `M${x} ${-h + 10} Q${x + 24} ${-h + 4} ${x + 30} ${-h + 16} Q${x + 14} ${-h + 18} ${x} ${-h + 10} Z`,
      ),
      lighten(colour, 0.1),
    );
  }
};

export const PLANTS = {
  tree,
  pine,
  palm,
  cherry,
  flower,
  sunflower,
  tulip,
  rose,
  cactus,
  mushroom,
  grass,
  bamboo,
};
