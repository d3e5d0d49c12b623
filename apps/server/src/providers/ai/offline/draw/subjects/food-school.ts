import { arcBand, circle, ellipse, poly, rect, roundRect, svg } from '../shapes';
import { darken, lighten, smile, type TDrawSubject } from './kit';

/** Food and school things. */

export const apple: TDrawSubject = (p, { colour }) => {
  p.line(svg('M0 -80 Q2 -92 8 -98'), '#6d4c41', 4);
  p.fill(svg('M4 -86 Q22 -100 34 -88 Q20 -78 4 -86 Z'), '#66bb6a');
  p.fill(
    svg(
      'M0 -78 Q-20 -92 -40 -76 Q-56 -50 -38 -16 Q-20 8 0 -6 Q20 8 38 -16 Q56 -50 40 -76 Q20 -92 0 -78 Z',
    ),
    colour,
  );
  p.flat(ellipse(-22, -60, 6, 12, 0.4), lighten(colour, 0.45));
};

export const banana: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M-78 -70 Q-60 -4 10 -6 Q60 -8 76 -50 Q50 -30 10 -30 Q-40 -30 -70 -76 Z'), colour);
  p.line(svg('M-70 -58 Q-40 -18 10 -18 Q44 -18 66 -42'), darken(colour, 0.2), 1.6);
  p.fill(roundRect(-84, -82, 12, 10, 2), '#6d4c41');
};

export const watermelon: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M-70 -70 A70 70 0 0 0 70 -70 Z'), colour);
  p.fill(svg('M-62 -70 A62 62 0 0 0 62 -70 Z'), '#fff9c4');
  p.fill(svg('M-56 -70 A56 56 0 0 0 56 -70 Z'), '#ef5350');
  for (const [x, y] of [
    [-30, -54],
    [-10, -40],
    [12, -48],
    [30, -58],
    [0, -24],
  ] as const)
    p.flat(ellipse(x, y, 2.4, 4), '#37343a');
};

export const strawberry: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M0 -4 Q-44 -40 -36 -70 Q-24 -86 0 -78 Q24 -86 36 -70 Q44 -40 0 -4 Z'), colour);
  p.fill(poly(-22, -78, -10, -94, 0, -82, 10, -94, 22, -78, 0, -72), '#43a047');
  for (const [x, y] of [
    [-16, -60],
    [0, -52],
    [16, -60],
    [-8, -34],
    [8, -34],
    [0, -20],
    [-20, -44],
    [20, -44],
  ] as const)
    p.flat(ellipse(x, y, 1.8, 2.6), '#fff59d');
};

export const orange: TDrawSubject = (p, { colour }) => {
  p.fill(circle(0, -46, 44), colour);
  p.fill(svg('M0 -90 Q14 -104 28 -96 Q16 -84 0 -90 Z'), '#66bb6a');
  p.flat(circle(-16, -62, 7), lighten(colour, 0.4));
};

export const grapes: TDrawSubject = (p, { colour }) => {
  p.line(svg('M0 -84 Q4 -96 12 -100'), '#6d4c41', 3);
  p.fill(svg('M4 -90 Q26 -102 34 -86 Q18 -80 4 -90 Z'), '#66bb6a');
  const rows = [[-24, -12, 0, 12, 24], [-18, -6, 6, 18], [-12, 0, 12], [-6, 6], [0]];
  rows.forEach((row, i) => row.forEach((x) => p.fill(circle(x, -76 + i * 16, 9), colour)));
};

export const carrot: TDrawSubject = (p, { colour }) => {
  p.fill(
    svg(
      'M0 -80 Q-10 -100 -16 -96 Q-8 -90 -4 -80 Z M0 -80 Q0 -102 6 -100 Q4 -90 4 -80 Z M2 -80 Q14 -98 18 -92 Q10 -88 6 -80 Z',
    ),
    '#43a047',
  );
  p.fill(svg('M-20 -80 Q0 -86 20 -80 Q14 -30 0 0 Q-14 -30 -20 -80 Z'), colour);
  p.line(svg('M-14 -62 l8 2 M10 -50 l-8 2 M-8 -36 l6 2'), darken(colour, 0.3), 1.6);
};

export const cake: TDrawSubject = (p, { colour }) => {
  p.fill(rect(-50, -44, 100, 44), colour);
  p.fill(
    svg(
      'M-50 -44 Q-40 -30 -30 -44 Q-20 -30 -10 -44 Q0 -30 10 -44 Q20 -30 30 -44 Q40 -30 50 -44 V-52 H-50 Z',
    ),
    '#ffffff',
  );
  p.fill(rect(-36, -80, 72, 30), lighten(colour, 0.3));
  for (const x of [-18, 0, 18]) {
    p.fill(rect(x - 3, -96, 6, 16), '#4fc3f7');
    p.fill(ellipse(x, -100, 3, 5), '#ffb300');
  }
  p.flat(circle(-20, -66, 4), '#e53935');
  p.flat(circle(20, -66, 4), '#e53935');
};

export const icecream: TDrawSubject = (p, { colour }) => {
  p.fill(poly(-22, -56, 22, -56, 0, 0), '#e0a458');
  p.line(svg('M-14 -44 L10 -20 M14 -44 L-10 -20'), darken('#e0a458', 0.25), 1.4);
  p.fill(circle(0, -70, 24), colour);
  p.fill(circle(0, -92, 8), '#e53935');
};

export const pizza: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M-62 -70 Q0 -96 62 -70 L0 0 Z'), colour);
  p.fill(svg('M-62 -70 Q0 -96 62 -70 L58 -62 Q0 -86 -58 -62 Z'), '#e0a458');
  for (const [x, y] of [
    [-20, -60],
    [14, -62],
    [0, -36],
    [-6, -54],
  ] as const)
    p.flat(circle(x, y, 6), '#d84315');
};

export const bread: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M-76 -10 Q-84 -60 -40 -66 Q0 -72 40 -66 Q84 -60 76 -10 Z'), colour);
  p.line(svg('M-40 -56 l10 16 M-10 -60 l10 16 M20 -58 l10 16'), darken(colour, 0.3), 2);
};

export const hamburger: TDrawSubject = (p) => {
  p.fill(roundRect(-56, -20, 112, 18, 8), '#e0a458');
  p.fill(roundRect(-60, -34, 120, 14, 6), '#6d4c41');
  p.fill(svg('M-60 -36 Q-40 -46 -20 -36 Q0 -46 20 -36 Q40 -46 60 -36 V-40 H-60 Z'), '#66bb6a');
  p.fill(svg('M-56 -42 Q-56 -90 0 -90 Q56 -90 56 -42 Z'), '#e0a458');
  for (const x of [-20, 0, 22]) p.flat(ellipse(x, -70, 3, 1.6), '#fff8e1');
};

export const candy: TDrawSubject = (p, { colour }) => {
  p.fill(rect(-3, -60, 6, 60), '#fff8e1');
  p.fill(circle(0, -76, 24), colour);
  p.line(
    svg('M0 -76 m-3 0 a3 3 0 1 1 6 0 a8 8 0 1 1 -14 0 a13 13 0 1 1 24 0 a18 18 0 1 1 -34 0'),
    '#ffffff',
    3,
  );
};

export const dumpling: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M-70 -12 Q-60 -70 0 -72 Q60 -70 70 -12 Q0 4 -70 -12 Z'), colour);
  p.line(
    svg('M-40 -52 q6 8 12 0 q6 8 12 0 q6 8 12 0 q6 8 12 0 q6 8 12 0 q6 8 12 0'),
    darken(colour, 0.2),
    1.6,
  );
  p.eye(-14, -32, 3);
  p.eye(14, -32, 3);
  smile(p, 0, -24, 5);
};

export const egg: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M0 -100 Q40 -100 40 -40 Q40 0 0 0 Q-40 0 -40 -40 Q-40 -100 0 -100 Z'), colour);
  p.flat(ellipse(-14, -66, 6, 12, 0.3), '#ffffff');
};

export const book: TDrawSubject = (p, { colour }) => {
  p.fill(
    svg('M-66 -6 L-66 -70 Q-34 -80 0 -66 Q34 -80 66 -70 L66 -6 Q34 -16 0 -2 Q-34 -16 -66 -6 Z'),
    colour,
  );
  p.fill(svg('M-60 -12 L-60 -66 Q-30 -74 0 -62 L0 -8 Q-30 -20 -60 -12 Z'), '#ffffff');
  p.fill(svg('M60 -12 L60 -66 Q30 -74 0 -62 L0 -8 Q30 -20 60 -12 Z'), '#ffffff');
  p.line(
    svg(
      'M-50 -54 Q-30 -58 -10 -52 M-50 -42 Q-30 -46 -10 -40 M10 -52 Q30 -58 50 -54 M10 -40 Q30 -46 50 -42',
    ),
    '#90a4ae',
    1.6,
  );
};

export const pencil: TDrawSubject = (p, { colour }) => {
  p.fill(rect(-170, -80, 40, 60), '#f48fb1');
  p.fill(rect(-130, -80, 16, 60), '#b0bec5');
  p.fill(rect(-114, -80, 230, 60), colour);
  p.line(svg('M-114 -60 H116 M-114 -40 H116'), darken(colour, 0.2), 1.6);
  p.fill(poly(116, -80, 190, -50, 116, -20), '#ffe0b2');
  p.fill(poly(166, -60, 190, -50, 166, -40), '#37343a');
};

export const backpack: TDrawSubject = (p, { colour }) => {
  p.line(svg('M-20 -84 Q0 -104 20 -84'), darken(colour, 0.3), 5);
  p.fill(roundRect(-40, -86, 80, 86, 20), colour);
  p.fill(roundRect(-28, -40, 56, 32, 8), lighten(colour, 0.2));
  p.line(svg('M-20 -30 H20'), darken(colour, 0.3), 2);
  p.fill(svg('M-40 -60 Q0 -76 40 -60 L40 -54 Q0 -70 -40 -54 Z'), darken(colour, 0.15));
};

export const ruler: TDrawSubject = (p, { colour }) => {
  p.fill(rect(-250, -100, 500, 100), colour);
  for (let i = 0; i <= 20; i++) {
    const x = -240 + i * 24;
    p.line(svg(`M${x} -100 V${i % 5 === 0 ? -50 : -70}`), undefined, 3);
  }
};

export const globe: TDrawSubject = (p, { colour }) => {
  p.fill(roundRect(-24, -10, 48, 10, 3), '#8d6e63');
  p.line(svg('M0 -10 V-20'), '#8d6e63', 4);
  p.fill(arcBand(0, -60, 40, 35, Math.PI * 0.2, Math.PI * 1.2), '#ffb300');
  p.fill(circle(0, -60, 32), colour);
  p.flat(
    svg('M-20 -78 Q-4 -84 0 -70 Q-8 -58 -20 -62 Z M6 -54 Q20 -62 24 -48 Q18 -34 8 -36 Z'),
    '#66bb6a',
  );
};

export const clock: TDrawSubject = (p, { colour }) => {
  p.fill(circle(-30, -86, 12), colour);
  p.fill(circle(30, -86, 12), colour);
  p.line(svg('M-30 -10 L-36 0 M30 -10 L36 0'), undefined, 4);
  p.fill(circle(0, -50, 44), colour);
  p.fill(circle(0, -50, 36), '#ffffff');
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    p.flat(circle(Math.cos(a) * 30, -50 + Math.sin(a) * 30, 2), '#37343a');
  }
  p.line(svg('M0 -50 V-74 M0 -50 L16 -44'), undefined, 3.4);
};

export const computer: TDrawSubject = (p, { colour }) => {
  p.fill(roundRect(-54, -98, 108, 74, 6), colour);
  p.fill(rect(-46, -90, 92, 58), '#4fc3f7');
  p.flat(svg('M-46 -32 L-10 -70 L20 -44 L30 -54 L46 -36 V-32 Z'), '#66bb6a');
  p.flat(circle(26, -76, 6), '#fff59d');
  p.fill(svg('M-64 -16 L64 -16 L56 -24 L-56 -24 Z'), darken(colour, 0.15));
  p.fill(rect(-64, -16, 128, 8), darken(colour, 0.25));
};

export const blackboard: TDrawSubject = (p, { colour }) => {
  p.fill(rect(-80, -100, 160, 80), '#8d6e63');
  p.fill(rect(-72, -92, 144, 64), colour);
  p.line(
    svg(
      'M-56 -76 l10 -6 l0 20 M-34 -70 h12 M-28 -76 v12 M-14 -80 q10 -4 10 6 q0 6 -10 12 h12 M16 -72 h12 M16 -66 h12 M40 -80 q10 -5 11 3 q0 5 -7 6 q9 1 7 8 q-2 6 -11 3',
    ),
    '#ffffff',
    2,
  );
  p.line(svg('M-60 -20 L-70 0 M60 -20 L70 0'), '#6d4c41', 5);
};

export const desk: TDrawSubject = (p, { colour }) => {
  p.fill(rect(-80, -80, 160, 12), colour);
  p.fill(rect(-72, -68, 10, 68), darken(colour, 0.2));
  p.fill(rect(62, -68, 10, 68), darken(colour, 0.2));
  p.fill(rect(-56, -68, 112, 18), darken(colour, 0.1));
};

export const ball: TDrawSubject = (p, { colour }) => {
  p.fill(circle(0, -50, 48), colour);
  if (colour === '#ffffff') {
    p.flat(poly(0, -66, 15, -55, 9, -37, -9, -37, -15, -55), '#37343a');
    for (let i = 0; i < 5; i++) {
      const a = -Math.PI / 2 + (i * Math.PI * 2) / 5;
      p.line(
        svg(
          `M${Math.cos(a) * 16} ${-50 + Math.sin(a) * 16} L${Math.cos(a) * 44} ${-50 + Math.sin(a) * 44}`,
        ),
        '#37343a',
        2,
      );
    }
  } else {
    p.line(
      svg('M-48 -50 H48 M0 -98 V-2 M-34 -84 Q-10 -50 -34 -16 M34 -84 Q10 -50 34 -16'),
      darken(colour, 0.45),
      2.2,
    );
  }
};

export const FOOD_AND_SCHOOL = {
  apple,
  banana,
  watermelon,
  strawberry,
  orange,
  grapes,
  carrot,
  cake,
  icecream,
  pizza,
  bread,
  hamburger,
  candy,
  dumpling,
  egg,
  book,
  pencil,
  backpack,
  ruler,
  globe,
  clock,
  computer,
  blackboard,
  desk,
  ball,
};
