import { circle, ellipse, poly, roundRect, svg } from '../shapes';
import { darken, legs, lighten, smile, type TDrawSubject } from './kit';

/** Four-legged animals standing, seen from the side, facing left. */

export const horse: TDrawSubject = (p, { colour }) => {
  const mane = darken(colour, 0.45);
  legs(p, [-28, 34], -44, 9, colour, { far: true, hoof: '#4e342e' });
  p.fill(svg('M44 -62 Q66 -60 62 -30 Q58 -38 50 -50 Z'), mane);
  p.fill(ellipse(4, -56, 44, 19), colour);
  legs(p, [-38, 24], -44, 9, colour, { hoof: '#4e342e' });
  p.fill(svg('M-26 -64 L-44 -92 Q-48 -98 -56 -94 L-34 -52 Z'), colour);
  p.fill(svg('M-40 -96 Q-64 -92 -62 -80 Q-60 -74 -50 -76 L-36 -82 Z'), colour);
  p.fill(poly(-42, -96, -40, -104, -36, -96), colour);
  p.fill(svg('M-38 -96 Q-30 -84 -22 -64 Q-26 -60 -30 -64 Q-36 -80 -44 -92 Z'), mane);
  p.eye(-46, -88, 2.6);
  p.flat(circle(-58, -80, 1.6), darken(colour, 0.5));
};

export const cow: TDrawSubject = (p, { colour }) => {
  const spot = colour === '#ffffff' ? '#3b3b3b' : darken(colour, 0.3);
  p.line(svg('M58 -56 Q68 -40 64 -28'), darken(colour, 0.3), 2.4);
  legs(p, [-26, 40], -40, 10, colour, { far: true, hoof: '#4e342e' });
  p.fill(roundRect(-44, -72, 104, 40, 18), colour);
  p.flat(ellipse(-8, -60, 12, 9), spot);
  p.flat(ellipse(28, -50, 14, 10), spot);
  p.flat(ellipse(44, -64, 7, 6), spot);
  p.fill(ellipse(8, -32, 9, 6), '#ffb3c1');
  legs(p, [-34, 30], -40, 10, colour, { hoof: '#4e342e' });
  p.fill(poly(-52, -86, -62, -96, -56, -82), '#f5f5f5');
  p.fill(poly(-38, -86, -28, -96, -34, -82), '#f5f5f5');
  p.fill(ellipse(-46, -72, 14, 16), colour);
  p.fill(ellipse(-48, -58, 13, 8), '#ffc2d1');
  p.flat(circle(-52, -58, 1.6), '#6d4c41');
  p.flat(circle(-44, -58, 1.6), '#6d4c41');
  p.eye(-51, -75, 2.5);
  p.eye(-41, -75, 2.5);
};

export const sheep: TDrawSubject = (p, { colour }) => {
  legs(p, [-20, 30], -30, 7, '#4e4a50', { far: true });
  const wool =
    'M-30 -40 q-4 -16 12 -20 q4 -14 20 -10 q10 -12 24 -2 q16 -4 18 12 q14 6 6 20 q6 14 -10 18 q-6 12 -22 6 q-12 10 -24 0 q-16 6 -20 -8 q-14 -4 -4 -16 Z';
  p.fill(svg(wool), colour);
  legs(p, [-26, 22], -24, 7, '#4e4a50');
  p.fill(ellipse(-40, -56, 12, 15, 0.3), '#4e4a50');
  p.fill(ellipse(-32, -66, 10, 5, -0.6), '#4e4a50');
  p.fill(svg('M-48 -66 q4 -12 16 -8 q4 -8 -2 -10'), colour);
  p.eye(-43, -58, 2.4);
};

export const elephant: TDrawSubject = (p, { colour }) => {
  const dark = darken(colour, 0.15);
  p.line(svg('M58 -58 Q66 -44 62 -36'), dark, 2.2);
  legs(p, [-22, 42], -48, 15, colour, { far: true });
  p.fill(ellipse(10, -58, 52, 30), colour);
  legs(p, [-32, 30], -48, 15, colour);
  p.fill(svg('M-40 -68 Q-56 -40 -56 -18 Q-56 -10 -48 -12 Q-46 -30 -34 -50 Z'), colour);
  p.fill(circle(-36, -70, 22), colour);
  p.fill(svg('M-30 -86 Q-6 -96 -4 -70 Q-4 -48 -24 -50 Q-30 -64 -30 -86 Z'), dark);
  p.fill(svg('M-48 -50 Q-44 -44 -38 -50 L-40 -56 Z'), '#fffde7');
  p.eye(-44, -74, 3);
};

export const giraffe: TDrawSubject = (p, { colour }) => {
  const spot = '#a0522d';
  legs(p, [-4, 30], -34, 6, colour, { far: true, hoof: '#5d4037' });
  p.fill(ellipse(12, -42, 26, 14), colour);
  p.fill(svg('M-12 -48 L-28 -88 L-18 -90 L2 -46 Z'), colour);
  legs(p, [-10, 24], -34, 6, colour, { hoof: '#5d4037' });
  for (const [x, y] of [
    [4, -46],
    [18, -38],
    [26, -48],
    [-20, -80],
    [-14, -66],
    [-8, -56],
  ] as const) {
    p.flat(ellipse(x, y, 4, 3.4), spot);
  }
  p.fill(ellipse(-30, -92, 12, 7, -0.3), colour);
  p.fill(roundRect(-26, -104, 2.5, 8, 1), spot);
  p.fill(roundRect(-20, -103, 2.5, 8, 1), spot);
  p.eye(-30, -94, 2);
  p.line(svg('M38 -46 L44 -28'), darken(colour, 0.3), 1.8);
};

function bigCat(stripes: boolean, mane: boolean): TDrawSubject {
  return (p, { colour }) => {
    const dark = darken(colour, 0.45);
    p.line(svg('M58 -50 Q72 -40 66 -66'), colour, 5);
    p.fill(circle(66, -68, 3.6), mane ? dark : colour);
    legs(p, [-20, 46], -36, 10, colour, { far: true });
    p.fill(roundRect(-36, -66, 100, 34, 16), colour);
    p.flat(ellipse(10, -36, 28, 5), lighten(colour, 0.5));
    if (stripes) {
      for (const x of [0, 14, 28, 42]) p.flat(svg(`M${x} -66 l4 14 l-6 -2 Z`), '#2b2a30');
    }
    legs(p, [-28, 38], -36, 10, colour);
    if (mane) p.fill(circle(-40, -66, 26), dark);
    p.fill(circle(-42, -66, 18), colour);
    p.fill(circle(-34, -82, 6), colour);
    p.fill(circle(-54, -80, 6), colour);
    p.fill(ellipse(-50, -60, 10, 7), lighten(colour, 0.55));
    if (stripes) {
      p.flat(svg('M-44 -84 l2 8 l-5 -1 Z'), '#2b2a30');
      p.flat(svg('M-30 -70 l-7 2 l6 2 Z'), '#2b2a30');
    }
    p.eye(-48, -70, 2.6);
    p.eye(-36, -70, 2.6);
    p.flat(ellipse(-50, -63, 3, 2), '#4e342e');
    smile(p, -50, -58, 3);
  };
}
export const lion = bigCat(false, true);
export const tiger = bigCat(true, false);

export const fox: TDrawSubject = (p, { colour }) => {
  const white = '#fff8ef';
  p.fill(svg('M40 -40 Q74 -44 70 -74 Q56 -60 36 -54 Z'), colour);
  p.fill(svg('M64 -66 Q72 -70 70 -74 Q62 -70 60 -64 Z'), white);
  legs(p, [-16, 34], -30, 6, '#3e2723', { far: true });
  p.fill(ellipse(10, -40, 34, 15), colour);
  legs(p, [-24, 26], -30, 6, '#3e2723');
  p.fill(poly(-34, -62, -30, -84, -20, -64), colour);
  p.fill(poly(-46, -62, -48, -84, -36, -66), colour);
  p.fill(svg('M-24 -62 Q-30 -48 -44 -44 L-72 -50 Q-56 -58 -50 -66 Q-38 -72 -24 -62 Z'), colour);
  p.flat(svg('M-44 -44 L-72 -50 Q-56 -52 -46 -56 Z'), white);
  p.flat(circle(-72, -50, 2.4), '#2b2a30');
  p.eye(-40, -60, 2.4);
};

export const deer: TDrawSubject = (p, { colour }) => {
  const antler = '#8d6e63';
  legs(p, [-20, 30], -40, 6, colour, { far: true, hoof: '#4e342e' });
  p.fill(ellipse(6, -50, 34, 15), colour);
  for (const [x, y] of [
    [4, -56],
    [16, -50],
    [26, -56],
    [-8, -52],
  ] as const)
    p.flat(circle(x, y, 2.4), '#fff3e0');
  legs(p, [-26, 24], -40, 6, colour, { hoof: '#4e342e' });
  p.fill(svg('M-22 -56 L-34 -80 L-24 -82 L-12 -58 Z'), colour);
  p.line(
    svg('M-34 -92 L-38 -106 M-36 -100 L-44 -104 M-28 -92 L-22 -106 M-24 -100 L-16 -102'),
    antler,
    2.6,
  );
  p.fill(ellipse(-38, -86, 10, 7, -0.2), colour);
  p.fill(ellipse(-26, -94, 5, 3, 0.5), colour);
  p.flat(circle(-47, -84, 1.8), '#2b2a30');
  p.eye(-38, -89, 2);
};

export const zebra: TDrawSubject = (p) => {
  const black = '#2b2a30';
  legs(p, [-28, 34], -44, 9, '#ffffff', { far: true, hoof: black });
  p.fill(ellipse(4, -56, 44, 19), '#ffffff');
  for (const x of [-20, -6, 8, 22, 36])
    p.flat(svg(`M${x} -74 q4 10 -2 24 l4 0 q4 -14 2 -24 Z`), black);
  legs(p, [-38, 24], -44, 9, '#ffffff', { hoof: black });
  p.fill(svg('M-26 -64 L-44 -92 Q-48 -98 -56 -94 L-34 -52 Z'), '#ffffff');
  for (const y of [-64, -72, -80]) p.flat(svg(`M-38 ${y} l10 -4 l0 3 Z`), black);
  p.fill(svg('M-40 -96 Q-64 -92 -62 -80 Q-60 -74 -50 -76 L-36 -82 Z'), '#ffffff');
  p.flat(svg('M-62 -80 Q-60 -74 -50 -76 L-54 -84 Z'), black);
  p.fill(svg('M-38 -96 Q-30 -84 -22 -64 L-28 -64 Q-36 -80 -44 -94 Z'), black);
  p.eye(-46, -88, 2.6);
};

export const dinosaur: TDrawSubject = (p, { colour }) => {
  const dark = darken(colour, 0.25);
  p.fill(svg('M30 -46 Q60 -40 72 -14 Q50 -28 24 -30 Z'), colour);
  legs(p, [-8, 26], -30, 12, dark);
  p.fill(ellipse(10, -44, 34, 22), colour);
  for (const x of [-4, 10, 24, 36])
    p.fill(
      poly(
        x - 5,
        -62 + Math.abs(x - 10) / 5,
        x,
        -74 + Math.abs(x - 10) / 4,
        x + 5,
        -62 + Math.abs(x - 10) / 5,
      ),
      '#ffb74d',
    );
  legs(p, [-16, 18], -30, 12, colour);
  p.fill(svg('M-14 -56 Q-30 -80 -34 -92 L-20 -96 Q-12 -76 2 -58 Z'), colour);
  p.fill(ellipse(-34, -96, 16, 10), colour);
  p.eye(-38, -99, 2.6);
  smile(p, -42, -92, 4);
  p.flat(ellipse(8, -36, 18, 9), lighten(colour, 0.4));
};

export const STANDING_ANIMALS = {
  horse,
  cow,
  sheep,
  elephant,
  giraffe,
  lion,
  tiger,
  fox,
  deer,
  zebra,
  dinosaur,
};
