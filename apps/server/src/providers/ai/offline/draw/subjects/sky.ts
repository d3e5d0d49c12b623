import { arcBand, circle, ellipse, poly, roundRect, starShape, svg } from '../shapes';
import { darken, lighten, smile, type TDrawSubject } from './kit';

/** Sun, clouds, rainbow, lightning, moon, stars, planets and other things in the sky. */

export const sun: TDrawSubject = (p, { colour }) => {
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    p.fill(
      poly(
        c * 34 - s * 6,
        -50 + s * 34 + c * 6,
        c * 48,
        -50 + s * 48,
        c * 34 + s * 6,
        -50 + s * 34 - c * 6,
      ),
      lighten(colour, 0.2),
    );
  }
  p.fill(circle(0, -50, 30), colour);
  p.eye(-10, -54, 3);
  p.eye(10, -54, 3);
  smile(p, 0, -42, 8);
};

export const cloud: TDrawSubject = (p, { colour }) => {
  p.fill(
    svg(
      'M-70 -16 Q-90 -18 -84 -40 Q-78 -58 -56 -52 Q-52 -86 -16 -82 Q6 -100 30 -80 Q60 -88 64 -58 Q90 -56 86 -32 Q84 -14 62 -16 Z',
    ),
    colour,
  );
};

export const rainbow: TDrawSubject = (p) => {
  const bands = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa'];
  bands.forEach((band, i) =>
    p.fill(arcBand(0, 0, 96 - i * 9, 87 - i * 9, Math.PI, Math.PI * 2), band),
  );
};

export const lightning: TDrawSubject = (p, { colour }) => {
  p.fill(poly(6, -100, -18, -46, 0, -46, -10, 0, 22, -58, 4, -58, 16, -100), colour);
};

export const moon: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M10 -96 A46 46 0 1 0 40 -16 A38 38 0 1 1 10 -96 Z'), colour);
  p.flat(circle(-16, -38, 4), darken(colour, 0.12));
  p.flat(circle(-4, -64, 3), darken(colour, 0.12));
};

export const star: TDrawSubject = (p, { colour }) => {
  p.fill(starShape(0, -50, 50, 22), colour);
};

export const planet: TDrawSubject = (p, { colour }) => {
  p.fill(ellipse(0, -50, 76, 14, -0.25), darken(colour, 0.25));
  p.fill(circle(0, -50, 40), colour);
  p.flat(ellipse(-6, -62, 30, 5, -0.2), lighten(colour, 0.3));
  p.flat(ellipse(4, -40, 32, 4, -0.2), darken(colour, 0.12));
  p.fill(svg('M-74 -38 Q0 -56 74 -62 Q70 -70 40 -60 Q0 -50 -40 -30 Z'), darken(colour, 0.25));
};

export const earth: TDrawSubject = (p, { colour }) => {
  p.fill(circle(0, -50, 48), colour);
  p.flat(svg('M-30 -80 Q-10 -88 -4 -72 Q-14 -60 -28 -62 Q-40 -66 -30 -80 Z'), '#66bb6a');
  p.flat(svg('M8 -52 Q26 -64 36 -46 Q30 -24 12 -22 Q4 -36 8 -52 Z'), '#66bb6a');
  p.flat(svg('M-36 -38 Q-24 -40 -22 -28 Q-30 -18 -40 -26 Z'), '#66bb6a');
};

export const ufo: TDrawSubject = (p, { colour }) => {
  p.fill(ellipse(0, -52, 28, 26), '#b3e5fc');
  p.fill(ellipse(0, -40, 88, 18), colour);
  for (const x of [-56, -28, 0, 28, 56]) p.flat(circle(x, -40, 4), '#ffeb3b');
};

export const comet: TDrawSubject = (p, { colour }) => {
  p.flat(svg('M-100 -80 Q-40 -60 40 -58 L40 -42 Q-40 -40 -100 -80 Z'), lighten(colour, 0.4));
  p.fill(starShape(48, -50, 20, 9), colour);
};

export const satellite: TDrawSubject = (p, { colour }) => {
  p.fill(roundRect(-96, -62, 64, 24, 2), '#1565c0');
  p.fill(roundRect(32, -62, 64, 24, 2), '#1565c0');
  p.line(
    svg('M-80 -62 V-38 M-64 -62 V-38 M-48 -62 V-38 M48 -62 V-38 M64 -62 V-38 M80 -62 V-38'),
    '#90caf9',
    1.5,
  );
  p.fill(roundRect(-24, -72, 48, 44, 6), colour);
  p.line(svg('M0 -72 V-90'), '#607d8b', 2);
  p.fill(circle(0, -92, 4), '#e53935');
};

export const kite: TDrawSubject = (p, { colour }) => {
  p.line(svg('M0 -4 Q-20 20 -10 60'), '#6d4c41', 1.6);
  p.fill(poly(0, -100, 34, -56, 0, -4, -34, -56), colour);
  p.flat(poly(0, -100, 34, -56, 0, -56), lighten(colour, 0.35));
  p.flat(poly(0, -4, -34, -56, 0, -56), lighten(colour, 0.35));
  for (const y of [14, 30]) p.fill(poly(-14, y, -4, y + 4, -14, y + 8), '#ffc107');
};

export const SKY = {
  sun,
  cloud,
  rainbow,
  lightning,
  moon,
  star,
  planet,
  earth,
  ufo,
  comet,
  satellite,
  kite,
};
