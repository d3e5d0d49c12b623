import { circle, ellipse, poly, rect, roundRect, svg } from '../shapes';
import { darken, lighten, type TDrawSubject } from './kit';
import type { Painter } from '../painter';

/** Cars, buses, trains, boats and things that fly, facing left. */

const GLASS = '#b3e5fc';

function wheel(p: Painter, x: number, r: number): void {
  p.fill(circle(x, -r, r), '#37343a');
  p.fill(circle(x, -r, r * 0.45), '#cfd8dc');
}

export const car: TDrawSubject = (p, { colour }) => {
  p.fill(
    svg('M-96 -16 Q-98 -44 -70 -46 L-50 -46 L-30 -76 L36 -76 L60 -46 L86 -44 Q98 -40 96 -16 Z'),
    colour,
  );
  p.fill(poly(-26, -70, 0, -70, 0, -48, -42, -48), GLASS);
  p.fill(poly(6, -70, 32, -70, 50, -48, 6, -48), GLASS);
  p.flat(rect(-94, -34, 10, 6), '#fff59d');
  wheel(p, -54, 17);
  wheel(p, 56, 17);
};

export const bus: TDrawSubject = (p, { colour }) => {
  p.fill(roundRect(-116, -96, 232, 80, 12), colour);
  for (let i = 0; i < 5; i++) p.fill(roundRect(-76 + i * 38, -86, 30, 26, 4), GLASS);
  p.fill(roundRect(-110, -86, 26, 60, 4), GLASS);
  p.flat(rect(-116, -44, 232, 6), darken(colour, 0.2));
  wheel(p, -70, 18);
  wheel(p, 70, 18);
};

function truckWith(box: string, extra?: (p: Painter) => void): TDrawSubject {
  return (p, { colour }) => {
    p.fill(roundRect(-30, -96, 136, 76, 6), box === 'same' ? colour : box);
    p.fill(svg('M-106 -20 L-106 -56 Q-104 -74 -86 -74 L-36 -74 L-36 -20 Z'), colour);
    p.fill(poly(-82, -68, -44, -68, -44, -50, -96, -50), GLASS);
    extra?.(p);
    wheel(p, -76, 18);
    wheel(p, 30, 18);
    wheel(p, 72, 18);
  };
}
export const truck = truckWith('#eceff1');
export const firetruck = truckWith('same', (p) => {
  p.fill(rect(-20, -108, 120, 6), '#cfd8dc');
  for (let x = -14; x < 100; x += 14) p.line(svg(`M${x} -108 L${x} -102`), '#90a4ae', 2);
  p.fill(roundRect(-80, -84, 16, 10, 3), '#29b6f6');
  p.flat(rect(-28, -56, 130, 6), '#ffffff');
});

export const train: TDrawSubject = (p, { colour }) => {
  const cars = [-150, -50, 50];
  for (const x of cars) {
    p.fill(roundRect(x, -86, 92, 66, 8), x === -150 ? colour : lighten(colour, 0.3));
    p.fill(roundRect(x + 14, -76, 26, 22, 3), GLASS);
    p.fill(roundRect(x + 52, -76, 26, 22, 3), GLASS);
    wheel(p, x + 22, 12);
    wheel(p, x + 70, 12);
  }
  p.fill(svg('M-150 -86 Q-166 -60 -160 -20 L-150 -20 Z'), colour);
  p.fill(roundRect(-130, -104, 14, 18, 3), darken(colour, 0.3));
};

export const bicycle: TDrawSubject = (p, { colour }) => {
  for (const x of [-48, 48]) {
    p.line(circle(x, -30, 28), '#37343a', 5);
    p.line(circle(x, -30, 4), '#90a4ae', 3);
  }
  p.line(
    svg('M-48 -30 L-14 -70 L34 -70 L48 -30 M-14 -70 L0 -30 L34 -70 M0 -30 L-48 -30'),
    colour,
    5,
  );
  p.line(svg('M-14 -70 L-18 -82 M-26 -82 L-8 -82 M34 -70 L38 -88 L28 -90'), '#37343a', 4);
};

export const tractor: TDrawSubject = (p, { colour }) => {
  p.fill(roundRect(-60, -60, 90, 32, 6), colour);
  p.fill(roundRect(0, -100, 50, 50, 4), colour);
  p.fill(roundRect(8, -92, 34, 24, 3), GLASS);
  p.fill(rect(-50, -76, 8, 16), '#616161');
  p.fill(circle(30, -34, 34), '#37343a');
  p.fill(circle(30, -34, 16), '#ffc107');
  p.fill(circle(-44, -18, 18), '#37343a');
  p.fill(circle(-44, -18, 8), '#ffc107');
};

export const boat: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M-84 -50 L84 -50 L62 -6 L-62 -6 Z'), colour);
  p.flat(rect(-76, -40, 152, 6), lighten(colour, 0.4));
  p.line(svg('M20 -50 L60 -90'), '#6d4c41', 4);
};

export const sailboat: TDrawSubject = (p, { colour }) => {
  p.line(svg('M0 -24 L0 -100'), '#6d4c41', 4);
  p.fill(poly(4, -96, 44, -32, 4, -32), colour);
  p.fill(poly(-4, -84, -38, -32, -4, -32), '#ffe082');
  p.fill(svg('M-50 -26 L50 -26 L36 0 L-36 0 Z'), '#8d6e63');
};

export const ship: TDrawSubject = (p, { colour }) => {
  p.fill(roundRect(-40, -96, 16, 30, 2), '#e53935');
  p.fill(roundRect(-10, -96, 16, 30, 2), '#e53935');
  p.fill(roundRect(-70, -70, 120, 30, 4), colour);
  for (let i = 0; i < 6; i++) p.fill(circle(-56 + i * 20, -55, 5), GLASS);
  p.fill(svg('M-110 -40 L110 -40 L86 0 L-90 0 Z'), '#37474f');
  p.flat(rect(-104, -30, 204, 6), '#e53935');
};

export const airplane: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M70 -56 L92 -90 L100 -90 L92 -50 Z'), darken(colour, 0.1));
  p.fill(
    svg('M-100 -40 Q-96 -62 -70 -62 L88 -58 Q96 -50 88 -42 L-80 -28 Q-98 -28 -100 -40 Z'),
    colour,
  );
  p.fill(svg('M-10 -48 L40 -10 L54 -10 L30 -46 Z'), darken(colour, 0.1));
  p.fill(svg('M-10 -56 L30 -84 L42 -84 L30 -56 Z'), darken(colour, 0.2));
  for (let i = 0; i < 6; i++) p.flat(circle(-60 + i * 20, -48, 4), GLASS);
  p.fill(svg('M-96 -48 Q-88 -60 -74 -58 L-80 -46 Z'), GLASS);
};

export const helicopter: TDrawSubject = (p, { colour }) => {
  p.fill(rect(-80, -98, 160, 5), '#37343a');
  p.fill(rect(-3, -94, 6, 14), '#37343a');
  p.fill(svg('M20 -60 L86 -66 L90 -54 L20 -44 Z'), colour);
  p.fill(poly(80, -78, 90, -78, 92, -54, 84, -54), darken(colour, 0.2));
  p.fill(ellipse(-10, -56, 40, 28), colour);
  p.fill(svg('M-48 -58 Q-44 -80 -16 -80 L-16 -56 Z'), GLASS);
  p.line(svg('M-40 -18 L40 -18 M-24 -28 L-26 -18 M20 -28 L22 -18'), '#37343a', 4);
};

export const balloon: TDrawSubject = (p, { colour }) => {
  p.fill(
    svg('M0 -100 Q40 -100 40 -64 Q40 -44 10 -28 L-10 -28 Q-40 -44 -40 -64 Q-40 -100 0 -100 Z'),
    colour,
  );
  p.flat(svg('M0 -100 Q16 -80 8 -30 L-8 -30 Q-16 -80 0 -100 Z'), lighten(colour, 0.45));
  p.line(svg('M-10 -28 L-10 -14 M10 -28 L10 -14'), '#6d4c41', 1.6);
  p.fill(roundRect(-12, -14, 24, 14, 2), '#a1887f');
};

export const rocket: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M-10 -4 Q0 18 10 -4 Z'), '#ffa726');
  p.fill(svg('M-22 -20 L-40 -2 L-40 -28 L-22 -44 Z'), '#e53935');
  p.fill(svg('M22 -20 L40 -2 L40 -28 L22 -44 Z'), '#e53935');
  p.fill(svg('M-22 -8 L-22 -70 Q-20 -92 0 -104 Q20 -92 22 -70 L22 -8 Z'), colour);
  p.fill(svg('M-20 -76 Q-16 -94 0 -104 Q16 -94 20 -76 Z'), '#e53935');
  p.fill(circle(0, -54, 10), GLASS);
};

export const VEHICLES = {
  car,
  bus,
  truck,
  firetruck,
  train,
  bicycle,
  tractor,
  boat,
  sailboat,
  ship,
  airplane,
  helicopter,
  balloon,
  rocket,
};
