import { circle, ellipse, poly, rect, roundRect, svg } from '../shapes';
import { cheeks, smile, type TDrawSubject } from './kit';
import type { Painter } from '../painter';

/** People (front view, a friendly child-book look), robots and a snowman. */

const SKIN = ['#ffd7b5', '#f1c27d', '#e0ac69', '#c68642'];
const HAIR = ['#3e2723', '#5d4037', '#212121', '#8d6e63'];

interface TPerson {
  height: number;
  hair: 'short' | 'long' | 'bun' | 'bald' | 'none';
  hairColour?: string;
  dress?: boolean;
  glasses?: boolean;
  extra?: (p: Painter, top: number) => void;
}

function person(spec: TPerson): TDrawSubject {
  return (p, { colour, rng }) => {
    const skin = rng.pick(SKIN);
    const hair = spec.hairColour ?? rng.pick(HAIR);
    const s = spec.height / 100;
    const headR = 15 * (spec.height < 90 ? 1.15 : 1);
    const top = -100 * s;
    const headY = top + headR;
    const shoulder = headY + headR + 2;
    p.fill(roundRect(-12, -30 * s, 9, 30 * s, 3), '#455a64');
    p.fill(roundRect(3, -30 * s, 9, 30 * s, 3), '#455a64');
    p.fill(ellipse(-9, -2, 8, 4), '#37343a');
    p.fill(ellipse(9, -2, 8, 4), '#37343a');
    p.fill(
      svg(
        `M-16 ${shoulder} L-30 ${shoulder + 30 * s} L-24 ${shoulder + 34 * s} L-12 ${shoulder + 10}`,
      ),
      colour,
    );
    p.fill(
      svg(`M16 ${shoulder} L30 ${shoulder + 30 * s} L24 ${shoulder + 34 * s} L12 ${shoulder + 10}`),
      colour,
    );
    p.fill(circle(-28, shoulder + 34 * s, 5), skin);
    p.fill(circle(28, shoulder + 34 * s, 5), skin);
    if (spec.dress)
      p.fill(svg(`M-14 ${shoulder} L14 ${shoulder} L26 ${-26 * s} L-26 ${-26 * s} Z`), colour);
    else p.fill(roundRect(-17, shoulder, 34, -26 * s - shoulder + 4, 8), colour);
    if (spec.hair === 'long')
      p.fill(roundRect(-headR - 3, headY - headR, headR * 2 + 6, headR * 2.3, headR), hair);
    p.fill(circle(0, headY, headR), skin);
    if (spec.hair === 'short' || spec.hair === 'long')
      p.fill(
        svg(
          `M${-headR} ${headY} Q${-headR} ${headY - headR * 1.25} 0 ${headY - headR} Q${headR} ${headY - headR * 1.25} ${headR} ${headY} Q${headR * 0.4} ${headY - headR * 0.6} ${-headR} ${headY} Z`,
        ),
        hair,
      );
    if (spec.hair === 'bun') {
      p.fill(circle(0, headY - headR - 4, 7), hair);
      p.fill(
        svg(
          `M${-headR} ${headY} Q0 ${headY - headR * 1.5} ${headR} ${headY} Q0 ${headY - headR * 0.7} ${-headR} ${headY} Z`,
        ),
        hair,
      );
    }
    p.eye(-5.5, headY + 1, 2.2);
    p.eye(5.5, headY + 1, 2.2);
    if (spec.glasses)
      p.line(
        svg(
          `M-10 ${headY + 1} a4.5 4.5 0 1 0 9 0 a4.5 4.5 0 1 0 -9 0 M1 ${headY + 1} a4.5 4.5 0 1 0 9 0 a4.5 4.5 0 1 0 -9 0 M-1 ${headY + 1} H1`,
        ),
        undefined,
        1.4,
      );
    cheeks(p, 9, headY + 6, 2.6);
    smile(p, 0, headY + 7, 4);
    spec.extra?.(p, headY - headR);
  };
}

export const boy = person({ height: 78, hair: 'short' });
export const girl = person({ height: 76, hair: 'long', dress: true });
export const child: TDrawSubject = (p, o) => (o.rng.chance(0.5) ? boy : girl)(p, o);
export const teacher = person({ height: 100, hair: 'short', glasses: true });
export const mother = person({ height: 96, hair: 'long', dress: true });
export const father = person({ height: 100, hair: 'short' });
export const grandpa = person({ height: 94, hair: 'bald', hairColour: '#e0e0e0', glasses: true });
export const grandma = person({
  height: 92,
  hair: 'bun',
  hairColour: '#e0e0e0',
  dress: true,
  glasses: true,
});
export const princess = person({
  height: 84,
  hair: 'long',
  hairColour: '#f9a825',
  dress: true,
  extra: (p, top) =>
    p.fill(
      poly(
        -10,
        top + 4,
        -12,
        top - 10,
        -5,
        top - 3,
        0,
        top - 13,
        5,
        top - 3,
        12,
        top - 10,
        10,
        top + 4,
      ),
      '#ffd54f',
    ),
});

export const astronaut: TDrawSubject = (p, { colour }) => {
  p.fill(roundRect(-26, -66, 52, 36, 8), '#b0bec5');
  p.fill(roundRect(-14, -34, 12, 34, 4), colour);
  p.fill(roundRect(2, -34, 12, 34, 4), colour);
  p.fill(roundRect(-22, -70, 44, 44, 12), colour);
  p.fill(roundRect(-36, -66, 12, 30, 6), colour);
  p.fill(roundRect(24, -66, 12, 30, 6), colour);
  p.fill(rect(-10, -58, 20, 12), '#90a4ae');
  p.flat(circle(-4, -52, 2), '#e53935');
  p.flat(circle(4, -52, 2), '#43a047');
  p.fill(circle(0, -84, 20), colour);
  p.fill(roundRect(-14, -94, 28, 20, 9), '#37474f');
  p.flat(ellipse(-6, -88, 4, 2.5, -0.5), '#90caf9');
};

export const robot: TDrawSubject = (p, { colour }) => {
  p.fill(rect(-14, -30, 10, 30), '#607d8b');
  p.fill(rect(4, -30, 10, 30), '#607d8b');
  p.fill(roundRect(-26, -64, 52, 36, 6), colour);
  p.fill(roundRect(-12, -56, 24, 16, 3), '#eceff1');
  p.flat(circle(-5, -48, 3), '#e53935');
  p.flat(circle(5, -48, 3), '#ffeb3b');
  p.fill(roundRect(-38, -62, 10, 28, 5), '#90a4ae');
  p.fill(roundRect(28, -62, 10, 28, 5), '#90a4ae');
  p.fill(roundRect(-20, -92, 40, 28, 6), colour);
  p.fill(circle(-8, -79, 5), '#ffffff');
  p.fill(circle(8, -79, 5), '#ffffff');
  p.eye(-8, -79, 2.5);
  p.eye(8, -79, 2.5);
  p.line(svg('M0 -92 V-100'), '#607d8b', 2);
  p.fill(circle(0, -101, 3), '#e53935');
};

export const snowman: TDrawSubject = (p) => {
  p.fill(circle(0, -26, 26), '#ffffff');
  p.fill(circle(0, -64, 19), '#ffffff');
  p.line(svg('M-16 -56 L-40 -76 M16 -56 L40 -70'), '#6d4c41', 3);
  p.fill(rect(-14, -98, 28, 16), '#37343a');
  p.fill(rect(-20, -84, 40, 4), '#37343a');
  p.eye(-6, -68, 2.4);
  p.eye(6, -68, 2.4);
  p.fill(poly(0, -64, 14, -60, 0, -58), '#ff7043');
  p.fill(roundRect(-16, -50, 32, 6, 3), '#e53935');
  for (const y of [-34, -22, -10]) p.flat(circle(0, y, 2.4), '#37343a');
};

export const alien: TDrawSubject = (p, { colour }) => {
  p.fill(roundRect(-10, -26, 8, 26, 3), colour);
  p.fill(roundRect(2, -26, 8, 26, 3), colour);
  p.fill(ellipse(0, -38, 16, 16), colour);
  p.line(svg('M-10 -80 L-18 -98 M10 -80 L18 -98'), colour, 2.4);
  p.fill(circle(-18, -98, 3.6), '#ffeb3b');
  p.fill(circle(18, -98, 3.6), '#ffeb3b');
  p.fill(ellipse(0, -68, 26, 22), colour);
  p.fill(circle(0, -70, 10), '#ffffff');
  p.eye(0, -70, 5);
  smile(p, 0, -56, 5);
};

export const PEOPLE = {
  boy,
  girl,
  child,
  teacher,
  mother,
  father,
  grandpa,
  grandma,
  princess,
  astronaut,
  robot,
  snowman,
  alien,
};
