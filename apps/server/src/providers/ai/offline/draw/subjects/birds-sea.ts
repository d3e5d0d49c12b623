import { circle, ellipse, poly, svg } from '../shapes';
import { cheeks, darken, lighten, smile, type TDrawSubject } from './kit';

/** Birds, sea creatures and insects. */

export const bird: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M30 -50 L60 -62 L56 -44 Z'), darken(colour, 0.2));
  p.fill(ellipse(0, -50, 36, 26), colour);
  p.flat(ellipse(-6, -40, 20, 12), lighten(colour, 0.5));
  p.fill(svg('M-4 -58 Q20 -92 34 -70 Q20 -54 -4 -50 Z'), darken(colour, 0.15));
  p.fill(poly(-36, -58, -56, -52, -36, -46), '#ffa726');
  p.eye(-20, -60, 4);
};

export const duck: TDrawSubject = (p, { colour }) => {
  p.fill(ellipse(8, -30, 38, 24), colour);
  p.fill(svg('M34 -40 L52 -52 L44 -30 Z'), colour);
  p.fill(svg('M-4 -34 Q16 -56 34 -34 Q16 -26 -4 -34 Z'), darken(colour, 0.1));
  p.fill(circle(-22, -66, 20), colour);
  p.fill(svg('M-38 -64 Q-56 -66 -58 -58 Q-54 -52 -38 -56 Z'), '#ff9800');
  p.eye(-26, -72, 3.4);
  p.fill(svg('M-4 -6 l-10 6 h14 Z'), '#ff9800');
  p.fill(svg('M14 -6 l-10 6 h14 Z'), '#ff9800');
};

export const chicken: TDrawSubject = (p, { colour }) => {
  p.line(svg('M-6 -14 L-8 -2 M6 -14 L8 -2'), '#ff9800', 3);
  p.fill(svg('M28 -50 Q50 -70 48 -42 Q44 -30 30 -30 Z'), darken(colour, 0.12));
  p.fill(ellipse(4, -38, 32, 26), colour);
  p.fill(svg('M-4 -42 Q12 -58 26 -40 Q12 -30 -4 -42 Z'), darken(colour, 0.08));
  p.fill(circle(-20, -66, 17), colour);
  p.fill(svg('M-28 -82 q2 -10 8 -4 q4 -8 8 0 q6 -4 6 6 Z'), '#e53935');
  p.fill(poly(-36, -68, -48, -63, -36, -59), '#ffa000');
  p.fill(ellipse(-33, -55, 3.4, 5), '#e53935');
  p.eye(-24, -70, 3);
};

export const penguin: TDrawSubject = (p, { colour }) => {
  p.fill(ellipse(-12, -4, 10, 4.5), '#ff9800');
  p.fill(ellipse(12, -4, 10, 4.5), '#ff9800');
  p.fill(ellipse(0, -46, 30, 44), colour);
  p.fill(ellipse(-30, -46, 7, 20, 0.3), colour);
  p.fill(ellipse(30, -46, 7, 20, -0.3), colour);
  p.flat(ellipse(0, -38, 21, 34), '#ffffff');
  p.flat(ellipse(-8, -72, 7, 8), '#ffffff');
  p.flat(ellipse(8, -72, 7, 8), '#ffffff');
  p.eye(-7, -72, 3);
  p.eye(7, -72, 3);
  p.fill(poly(-6, -64, 6, -64, 0, -56), '#ff9800');
  cheeks(p, 14, -62, 3.4);
};

export const owl: TDrawSubject = (p, { colour }) => {
  const light = lighten(colour, 0.55);
  p.fill(poly(-30, -76, -26, -96, -14, -82), colour);
  p.fill(poly(30, -76, 26, -96, 14, -82), colour);
  p.fill(ellipse(0, -46, 34, 44), colour);
  p.flat(ellipse(0, -30, 20, 24), light);
  p.fill(svg('M-34 -50 Q-44 -24 -24 -12 Q-30 -30 -26 -48 Z'), darken(colour, 0.2));
  p.fill(svg('M34 -50 Q44 -24 24 -12 Q30 -30 26 -48 Z'), darken(colour, 0.2));
  p.fill(circle(-13, -66, 12), '#ffffff');
  p.fill(circle(13, -66, 12), '#ffffff');
  p.eye(-13, -66, 6);
  p.eye(13, -66, 6);
  p.fill(poly(-5, -56, 5, -56, 0, -46), '#ffa000');
  p.fill(ellipse(-10, -2, 7, 3), '#ffa000');
  p.fill(ellipse(10, -2, 7, 3), '#ffa000');
};

export const parrot: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M-4 -40 L-14 -2 L0 -4 L8 -36 Z'), '#1e88e5');
  p.fill(ellipse(0, -52, 22, 32, 0.15), colour);
  p.fill(svg('M6 -70 Q30 -50 14 -24 Q4 -40 4 -62 Z'), '#ffc107');
  p.fill(circle(-6, -82, 16), colour);
  p.fill(svg('M-20 -86 Q-34 -84 -30 -68 Q-24 -74 -18 -74 Z'), '#fff3e0');
  p.flat(circle(-6, -84, 7), '#ffffff');
  p.eye(-8, -84, 3);
};

export const swan: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M-40 -20 Q-30 -2 20 -4 Q50 -8 52 -40 Q30 -24 10 -26 Q-10 -40 -40 -20 Z'), colour);
  p.fill(
    svg(
      'M-30 -20 Q-20 -50 -34 -70 Q-44 -86 -30 -94 Q-18 -98 -16 -86 Q-26 -80 -22 -66 Q-10 -44 -16 -18 Z',
    ),
    colour,
  );
  p.fill(poly(-30, -92, -44, -88, -32, -86), '#ff9800');
  p.eye(-26, -89, 2);
  p.fill(svg('M4 -20 Q24 -44 44 -30 Q26 -18 4 -20 Z'), darken(colour, 0.06));
};

export const fish: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M40 -50 L72 -74 L70 -26 Z'), darken(colour, 0.12));
  p.fill(ellipse(-4, -50, 48, 32), colour);
  p.fill(svg('M-10 -80 Q10 -96 26 -76 Z'), darken(colour, 0.12));
  p.line(svg('M8 -74 Q18 -50 8 -26'), darken(colour, 0.3), 2);
  p.eye(-30, -56, 5);
  smile(p, -42, -42, 4);
  p.flat(circle(0, -56, 4), lighten(colour, 0.35));
  p.flat(circle(16, -44, 3.5), lighten(colour, 0.35));
};

export const whale: TDrawSubject = (p, { colour }) => {
  const belly = lighten(colour, 0.6);
  p.fill(svg('M70 -56 Q84 -80 98 -70 Q86 -64 82 -50 Q96 -40 92 -30 Q78 -38 68 -44 Z'), colour);
  p.fill(
    svg('M-96 -40 Q-96 -88 -30 -88 Q40 -88 74 -50 Q52 -10 -40 -10 Q-96 -10 -96 -40 Z'),
    colour,
  );
  p.flat(svg('M-92 -30 Q-60 -8 10 -14 Q-30 -26 -92 -34 Z'), belly);
  p.line(svg('M-40 -96 Q-44 -110 -52 -114 M-40 -96 Q-36 -110 -28 -114'), '#81d4fa', 3);
  p.eye(-66, -52, 4.5);
  smile(p, -80, -36, 8);
  p.fill(svg('M-20 -28 Q-6 -10 8 -26 Z'), darken(colour, 0.15));
};

export const dolphin: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M70 -50 Q84 -70 96 -62 Q86 -52 90 -36 Q80 -42 66 -44 Z'), colour);
  p.fill(
    svg(
      'M-96 -46 Q-80 -52 -64 -56 Q-30 -84 20 -76 Q60 -68 72 -48 Q40 -26 -10 -28 Q-50 -30 -64 -40 Q-84 -40 -96 -46 Z',
    ),
    colour,
  );
  p.fill(svg('M0 -78 Q10 -100 24 -98 Q16 -88 18 -76 Z'), colour);
  p.flat(svg('M-62 -42 Q-30 -30 20 -32 Q-20 -40 -62 -46 Z'), lighten(colour, 0.6));
  p.fill(svg('M-10 -36 Q0 -18 12 -32 Z'), darken(colour, 0.12));
  p.eye(-54, -56, 3.4);
};

export const octopus: TDrawSubject = (p, { colour }) => {
  const arm = darken(colour, 0.05);
  for (let i = 0; i < 6; i++) {
    const x = -38 + i * 15;
    const curl = i % 2 === 0 ? 10 : -10;
    p.fill(
      svg(
        `M${x - 6} -40 Q${x - 8} -14 ${x + curl} -6 Q${x + curl + 4} -2 ${x + curl} 0 Q${x - 16} -6 ${x - 14} -40 Z`.replace(
          /--/g,
          '',
        ),
      ),
      arm,
    );
  }
  p.fill(svg('M-40 -40 Q-44 -96 0 -96 Q44 -96 40 -40 Q0 -28 -40 -40 Z'), colour);
  p.fill(circle(-14, -62, 9), '#ffffff');
  p.fill(circle(14, -62, 9), '#ffffff');
  p.eye(-14, -62, 4.5);
  p.eye(14, -62, 4.5);
  smile(p, 0, -48, 7);
  cheeks(p, 26, -52, 5);
  p.flat(circle(-20, -84, 4), lighten(colour, 0.4));
  p.flat(circle(16, -86, 3), lighten(colour, 0.4));
};

export const turtle: TDrawSubject = (p, { colour }) => {
  const skin = '#a5d66a';
  p.fill(ellipse(-36, -8, 10, 8), skin);
  p.fill(ellipse(36, -8, 10, 8), skin);
  p.fill(ellipse(-64, -26, 14, 12), skin);
  p.eye(-68, -30, 3);
  smile(p, -70, -22, 3);
  p.fill(svg('M-52 -14 Q-50 -70 0 -70 Q50 -70 52 -14 Z'), colour);
  p.line(
    svg(
      'M-20 -14 L-14 -44 L14 -44 L20 -14 M-14 -44 L-26 -60 M14 -44 L26 -60 M-44 -30 L-14 -44 M44 -30 L14 -44',
    ),
    darken(colour, 0.35),
    2.2,
  );
  p.fill(svg('M-56 -16 h112 v6 h-112 Z'), darken(colour, 0.15));
  p.fill(svg('M52 -18 l18 6 l-18 4 Z'), skin);
};

export const crab: TDrawSubject = (p, { colour }) => {
  for (const side of [-1, 1]) {
    for (const i of [0, 1, 2]) {
      p.line(
        svg(`M${side * 26} ${-20 + i * 6} L${side * 46} ${-14 + i * 8} L${side * 52} ${0}`),
        darken(colour, 0.2),
        3,
      );
    }
    p.line(svg(`M${side * 24} -40 L${side * 36} -60`), darken(colour, 0.2), 3);
    p.fill(svg(`M${side * 30} -60 Q${side * 48} -96 ${side * 58} -66 L${side * 44} -70 Z`), colour);
  }
  p.fill(ellipse(0, -30, 36, 22), colour);
  p.line(svg('M-8 -50 L-10 -64 M8 -50 L10 -64'), undefined, 2.4);
  p.fill(circle(-10, -66, 5), '#ffffff');
  p.fill(circle(10, -66, 5), '#ffffff');
  p.eye(-10, -66, 2.6);
  p.eye(10, -66, 2.6);
  smile(p, 0, -28, 8);
};

export const shark: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M70 -50 L100 -80 L94 -50 L104 -20 Z'), colour);
  p.fill(
    svg('M-104 -46 Q-70 -80 0 -76 Q60 -72 76 -50 Q50 -26 -20 -26 Q-80 -28 -104 -46 Z'),
    colour,
  );
  p.fill(svg('M-14 -76 L6 -112 L24 -74 Z'), colour);
  p.flat(svg('M-100 -44 Q-60 -28 -10 -30 Q-60 -40 -100 -46 Z'), '#eceff1');
  p.fill(svg('M-10 -36 L10 -12 L16 -34 Z'), darken(colour, 0.1));
  p.eye(-70, -58, 3.6);
  p.line(
    svg('M-90 -44 L-72 -42 M-48 -60 Q-44 -52 -48 -44 M-40 -60 Q-36 -52 -40 -44'),
    undefined,
    1.8,
  );
};

export const jellyfish: TDrawSubject = (p, { colour }) => {
  for (const x of [-20, -8, 4, 16])
    p.line(svg(`M${x} -50 q-6 10 0 20 q6 10 0 20 q-6 10 0 18`), colour, 3);
  p.fill(
    svg(
      'M-36 -48 Q-36 -98 0 -98 Q36 -98 36 -48 Q28 -54 18 -48 Q8 -54 0 -48 Q-8 -54 -18 -48 Q-28 -54 -36 -48 Z',
    ),
    colour,
  );
  p.eye(-10, -70, 3.2);
  p.eye(10, -70, 3.2);
  smile(p, 0, -62, 4);
  cheeks(p, 18, -64, 3.4);
};

export const butterfly: TDrawSubject = (p, { colour }) => {
  const second = lighten(colour, 0.35);
  p.fill(svg('M0 -56 Q-40 -110 -60 -80 Q-66 -56 0 -52 Z'), colour);
  p.fill(svg('M0 -56 Q40 -110 60 -80 Q66 -56 0 -52 Z'), colour);
  p.fill(svg('M0 -50 Q-50 -40 -44 -16 Q-30 -6 0 -46 Z'), second);
  p.fill(svg('M0 -50 Q50 -40 44 -16 Q30 -6 0 -46 Z'), second);
  p.flat(circle(-34, -76, 7), lighten(colour, 0.7));
  p.flat(circle(34, -76, 7), lighten(colour, 0.7));
  p.fill(ellipse(0, -48, 5, 24), '#4e342e');
  p.line(svg('M-2 -70 Q-10 -88 -16 -90 M2 -70 Q10 -88 16 -90'), '#4e342e', 2);
};

export const bee: TDrawSubject = (p, { colour }) => {
  p.fill(ellipse(-6, -74, 16, 22, -0.4), '#e3f2fd');
  p.fill(ellipse(14, -74, 16, 22, 0.4), '#e3f2fd');
  p.fill(ellipse(0, -40, 44, 30), colour);
  for (const x of [-10, 10, 28]) p.flat(svg(`M${x - 5} -68 h10 v56 h-10 Z`), '#2b2a30');
  p.fill(poly(44, -42, 58, -40, 44, -36), '#2b2a30');
  p.eye(-28, -46, 3.6);
  smile(p, -32, -34, 4);
};

export const ladybug: TDrawSubject = (p, { colour }) => {
  p.fill(circle(-38, -28, 14), '#2b2a30');
  p.fill(svg('M-30 -6 A36 36 0 0 1 46 -6 Z'), colour);
  p.fill(ellipse(8, -26, 38, 26), colour);
  p.line(svg('M-28 -36 L46 -16'), '#2b2a30', 2.4);
  for (const [x, y] of [
    [-8, -40],
    [16, -42],
    [30, -24],
    [4, -18],
    [-16, -22],
  ] as const)
    p.flat(circle(x, y, 4.6), '#2b2a30');
  p.line(svg('M-44 -40 Q-52 -56 -58 -54 M-38 -42 Q-40 -58 -34 -60'), '#2b2a30', 2);
  p.flat(circle(-44, -30, 3), '#ffffff');
};

export const snail: TDrawSubject = (p, { colour }) => {
  const body = '#d7ccc8';
  p.fill(svg('M-64 -4 Q-66 -36 -50 -40 Q-40 -40 -40 -20 L50 -16 Q60 -4 50 0 L-60 0 Z'), body);
  p.line(svg('M-56 -38 L-62 -58 M-48 -38 L-46 -60'), undefined, 2);
  p.fill(circle(-62, -60, 3), '#2b2a30');
  p.fill(circle(-46, -62, 3), '#2b2a30');
  p.fill(circle(8, -42, 34), colour);
  p.line(
    svg('M8 -42 m-4 0 a4 4 0 1 1 8 0 a10 10 0 1 1 -18 0 a16 16 0 1 1 30 0 a22 22 0 1 1 -42 0'),
    darken(colour, 0.35),
    2.4,
  );
  smile(p, -56, -24, 3);
};

export const BIRDS_AND_SEA = {
  bird,
  duck,
  chicken,
  penguin,
  owl,
  parrot,
  swan,
  fish,
  whale,
  dolphin,
  octopus,
  turtle,
  crab,
  shark,
  jellyfish,
  butterfly,
  bee,
  ladybug,
  snail,
};
