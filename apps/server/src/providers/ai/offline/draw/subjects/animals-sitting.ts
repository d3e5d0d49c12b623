import { circle, ellipse, poly, svg } from '../shapes';
import { cheeks, darken, lighten, smile, whiskers, type TDrawSubject } from './kit';

/** Animals sitting and facing us: cat, dog, rabbit, bear, panda, monkey, mouse, pig, frog. */

export const cat: TDrawSubject = (p, { colour }) => {
  const light = lighten(colour, 0.55);
  p.fill(svg('M22 -12 Q58 -16 46 -52 Q43 -60 37 -54 Q44 -28 18 -24 Z'), colour);
  p.fill(ellipse(0, -26, 27, 25), colour);
  p.flat(ellipse(0, -20, 14, 16), light);
  p.fill(ellipse(-10, -4, 8, 5), colour);
  p.fill(ellipse(10, -4, 8, 5), colour);
  p.fill(poly(-25, -66, -21, -97, -5, -80), colour);
  p.fill(poly(25, -66, 21, -97, 5, -80), colour);
  p.fill(ellipse(0, -63, 28, 23), colour);
  p.flat(poly(-20, -76, -18, -90, -10, -80), '#ffb3c1');
  p.flat(poly(20, -76, 18, -90, 10, -80), '#ffb3c1');
  p.eye(-10, -66, 4);
  p.eye(10, -66, 4);
  p.flat(poly(-3, -58, 3, -58, 0, -55), '#ff7b93');
  p.line(svg('M-6 -51 Q-3 -48 0 -53 Q3 -48 6 -51'), undefined, 1.8);
  whiskers(p, 12, -55, 16);
};

export const dog: TDrawSubject = (p, { colour }) => {
  const light = lighten(colour, 0.5);
  const ear = darken(colour, 0.3);
  p.fill(svg('M24 -16 Q50 -24 46 -44 Q40 -46 38 -40 Q38 -28 20 -26 Z'), colour);
  p.fill(ellipse(0, -27, 28, 26), colour);
  p.flat(ellipse(0, -22, 15, 17), light);
  p.fill(ellipse(-11, -4, 9, 5), light);
  p.fill(ellipse(11, -4, 9, 5), light);
  p.fill(ellipse(0, -64, 27, 25), colour);
  p.fill(ellipse(-26, -62, 9, 20, 0.35), ear);
  p.fill(ellipse(26, -62, 9, 20, -0.35), ear);
  p.fill(ellipse(0, -54, 13, 10), light);
  p.eye(-10, -70, 4);
  p.eye(10, -70, 4);
  p.flat(ellipse(0, -59, 5, 3.6), '#2b2024');
  p.line(svg('M0 -55 L0 -51 M-6 -50 Q0 -46 6 -50'), undefined, 1.8);
  p.fill(svg('M-3 -49 Q0 -41 3 -49 Z'), '#ff7b93');
};

export const rabbit: TDrawSubject = (p, { colour }) => {
  const inner = '#ffc2d1';
  p.fill(ellipse(-11, -88, 7, 18, -0.15), colour);
  p.fill(ellipse(11, -88, 7, 18, 0.15), colour);
  p.flat(ellipse(-11, -87, 3.5, 13, -0.15), inner);
  p.flat(ellipse(11, -87, 3.5, 13, 0.15), inner);
  p.fill(circle(24, -12, 8), lighten(colour, 0.6));
  p.fill(ellipse(0, -24, 24, 23), colour);
  p.fill(ellipse(-10, -4, 9, 5), colour);
  p.fill(ellipse(10, -4, 9, 5), colour);
  p.fill(ellipse(0, -57, 21, 19), colour);
  p.eye(-8, -60, 3.4);
  p.eye(8, -60, 3.4);
  p.flat(ellipse(0, -53, 3, 2.2), '#ff7b93');
  p.line(svg('M-5 -47 Q-2 -45 0 -49 Q2 -45 5 -47'), undefined, 1.6);
  cheeks(p, 13, -52, 4);
};

export const bear: TDrawSubject = (p, { colour }) => {
  const light = lighten(colour, 0.45);
  p.fill(circle(-21, -85, 9), colour);
  p.fill(circle(21, -85, 9), colour);
  p.flat(circle(-21, -85, 4.5), light);
  p.flat(circle(21, -85, 4.5), light);
  p.fill(ellipse(0, -28, 31, 28), colour);
  p.flat(ellipse(0, -24, 17, 19), light);
  p.fill(ellipse(-26, -35, 8, 14, 0.5), colour);
  p.fill(ellipse(26, -35, 8, 14, -0.5), colour);
  p.fill(ellipse(-14, -5, 11, 6), colour);
  p.fill(ellipse(14, -5, 11, 6), colour);
  p.fill(circle(0, -66, 25), colour);
  p.fill(ellipse(0, -58, 11, 8.5), light);
  p.eye(-10, -71, 3.6);
  p.eye(10, -71, 3.6);
  p.flat(ellipse(0, -61, 4.5, 3), '#2b2024');
  smile(p, 0, -55, 4);
};

export const panda: TDrawSubject = (p) => {
  const black = '#2b2a30';
  p.fill(circle(-21, -86, 9), black);
  p.fill(circle(21, -86, 9), black);
  p.fill(ellipse(0, -28, 31, 28), '#ffffff');
  p.fill(ellipse(-26, -36, 9, 15, 0.5), black);
  p.fill(ellipse(26, -36, 9, 15, -0.5), black);
  p.fill(ellipse(-14, -6, 12, 7), black);
  p.fill(ellipse(14, -6, 12, 7), black);
  p.fill(circle(0, -66, 25), '#ffffff');
  p.flat(ellipse(-10, -69, 6.5, 8.5, 0.5), black);
  p.flat(ellipse(10, -69, 6.5, 8.5, -0.5), black);
  p.flat(circle(-9, -70, 2.6), '#ffffff');
  p.flat(circle(9, -70, 2.6), '#ffffff');
  p.flat(circle(-9, -70, 1.5), black);
  p.flat(circle(9, -70, 1.5), black);
  p.flat(ellipse(0, -59, 4, 2.8), black);
  smile(p, 0, -54, 4);
  cheeks(p, 15, -58, 3.5);
};

export const monkey: TDrawSubject = (p, { colour }) => {
  const face = '#f3cfa2';
  p.fill(svg('M20 -10 Q48 -8 42 -35 Q38 -50 30 -45 Q36 -30 32 -22 Q26 -16 18 -18 Z'), colour);
  p.fill(ellipse(0, -27, 22, 24), colour);
  p.flat(ellipse(0, -23, 13, 16), face);
  p.fill(ellipse(-9, -4, 8, 5), colour);
  p.fill(ellipse(9, -4, 8, 5), colour);
  p.fill(circle(-26, -66, 9), colour);
  p.fill(circle(26, -66, 9), colour);
  p.flat(circle(-26, -66, 5), face);
  p.flat(circle(26, -66, 5), face);
  p.fill(circle(0, -66, 24), colour);
  p.flat(
    svg(
      'M0 -74 Q-8 -84 -15 -74 Q-20 -64 -14 -56 Q-8 -48 0 -48 Q8 -48 14 -56 Q20 -64 15 -74 Q8 -84 0 -74 Z',
    ),
    face,
  );
  p.eye(-7, -70, 3.3);
  p.eye(7, -70, 3.3);
  p.flat(circle(-2, -61, 1.2), '#5d4037');
  p.flat(circle(2, -61, 1.2), '#5d4037');
  smile(p, 0, -56, 6);
};

export const mouse: TDrawSubject = (p, { colour }) => {
  p.line(svg('M28 -8 Q50 -4 56 -22 Q60 -32 52 -34'), darken(colour, 0.2), 2.4);
  p.fill(ellipse(6, -20, 30, 19), colour);
  p.fill(circle(-22, -44, 10), colour);
  p.flat(circle(-22, -44, 6), '#ffc2d1');
  p.fill(svg('M-12 -36 Q-36 -42 -56 -22 Q-40 -12 -14 -14 Z'), colour);
  p.flat(circle(-56, -22, 3.5), '#ff7b93');
  p.eye(-32, -29, 3);
  p.line(svg('M-48 -24 L-62 -30 M-48 -21 L-63 -21 M-48 -18 L-62 -12'), undefined, 1.4);
  p.fill(ellipse(-6, -2, 7, 3.5), lighten(colour, 0.3));
  p.fill(ellipse(18, -2, 7, 3.5), lighten(colour, 0.3));
};

export const pig: TDrawSubject = (p, { colour }) => {
  const dark = darken(colour, 0.18);
  p.line(svg('M56 -38 q8 -4 6 -10 q-3 -6 -8 -1 q-4 6 4 8'), dark, 2.4);
  for (const x of [-34, 30]) p.fill(svg(`M${x - 7} -22 h14 v22 h-14 Z`), dark);
  p.fill(ellipse(4, -36, 54, 27), colour);
  for (const x of [-24, 40]) p.fill(svg(`M${x - 7} -22 h14 v22 h-14 Z`), colour);
  p.fill(poly(-44, -72, -58, -84, -52, -62), dark);
  p.fill(circle(-44, -48, 22), colour);
  p.fill(poly(-32, -70, -24, -86, -24, -62), dark);
  p.fill(ellipse(-64, -42, 8, 10), lighten(colour, 0.25));
  p.flat(ellipse(-66, -45, 1.8, 3), darken(colour, 0.45));
  p.flat(ellipse(-62, -39, 1.8, 3), darken(colour, 0.45));
  p.eye(-46, -55, 3.4);
  smile(p, -48, -36, 5);
};

export const frog: TDrawSubject = (p, { colour }) => {
  const light = lighten(colour, 0.5);
  p.fill(ellipse(-36, -8, 16, 8), colour);
  p.fill(ellipse(36, -8, 16, 8), colour);
  p.fill(ellipse(0, -32, 48, 30), colour);
  p.flat(ellipse(0, -22, 30, 18), light);
  p.fill(circle(-24, -64, 13), colour);
  p.fill(circle(24, -64, 13), colour);
  p.fill(circle(-24, -64, 8), '#ffffff');
  p.fill(circle(24, -64, 8), '#ffffff');
  p.eye(-24, -64, 4.5);
  p.eye(24, -64, 4.5);
  p.line(svg('M-26 -42 Q0 -26 26 -42'), undefined, 2.4);
  cheeks(p, 32, -40, 5);
  p.fill(ellipse(-16, -3, 10, 4), colour);
  p.fill(ellipse(16, -3, 10, 4), colour);
};

export const SITTING_ANIMALS = { cat, dog, rabbit, bear, panda, monkey, mouse, pig, frog };
