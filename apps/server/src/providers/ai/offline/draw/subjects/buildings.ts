import { arcBand, circle, poly, rect, roundRect, svg } from '../shapes';
import { darken, type TDrawSubject } from './kit';
import type { Painter } from '../painter';

/** Houses, castles, towers and other buildings. */

const GLASS = '#b3e5fc';
const ROOF = '#e57373';

function window4(p: Painter, x: number, y: number, w: number, h: number): void {
  p.fill(rect(x, y, w, h), GLASS);
  p.line(svg(`M${x + w / 2} ${y} V${y + h} M${x} ${y + h / 2} H${x + w}`), undefined, 1.8);
}

export const house: TDrawSubject = (p, { colour }) => {
  p.fill(rect(22, -96, 12, 26), '#a1887f');
  p.fill(rect(-40, -56, 80, 56), colour);
  p.fill(poly(-50, -54, 0, -96, 50, -54), ROOF);
  p.fill(roundRect(-10, -34, 20, 34, 3), '#8d6e63');
  p.flat(circle(5, -17, 1.8), '#ffd54f');
  window4(p, -34, -44, 18, 16);
  window4(p, 16, -44, 18, 16);
};

export const castle: TDrawSubject = (p, { colour }) => {
  const dark = darken(colour, 0.12);
  for (const x of [-50, 30]) {
    p.fill(rect(x, -80, 20, 80), dark);
    p.fill(poly(x - 4, -80, x + 10, -100, x + 24, -80), '#7e57c2');
  }
  p.fill(rect(-34, -62, 68, 62), colour);
  for (let x = -34; x < 34; x += 14) p.fill(rect(x, -70, 8, 8), colour);
  p.fill(svg('M-12 0 V-22 Q0 -36 12 -22 V0 Z'), '#6d4c41');
  p.fill(roundRect(-44, -64, 8, 12, 4), GLASS);
  p.fill(roundRect(36, -64, 8, 12, 4), GLASS);
  p.line(svg('M-40 -100 V-112 M-40 -112 l10 3 l-10 3'), '#e53935', 2);
};

export const school: TDrawSubject = (p, { colour }) => {
  p.fill(rect(-76, -60, 152, 60), colour);
  p.fill(poly(-24, -60, 0, -86, 24, -60), ROOF);
  p.fill(circle(0, -68, 6), '#ffffff');
  p.line(svg('M0 -68 V-72 M0 -68 L3 -66'), undefined, 1.4);
  p.line(svg('M0 -86 V-104'), '#616161', 2);
  p.fill(poly(0, -104, 16, -100, 0, -96), '#e53935');
  for (const x of [-66, -44, 28, 50]) for (const y of [-52, -28]) window4(p, x, y, 16, 14);
  p.fill(roundRect(-12, -30, 24, 30, 2), '#8d6e63');
};

export const skyscraper: TDrawSubject = (p, { colour }) => {
  p.fill(rect(-18, -100, 36, 100), colour);
  for (let y = -94; y < -6; y += 10) for (const x of [-13, -3, 7]) p.flat(rect(x, y, 6, 6), GLASS);
  p.line(svg('M0 -100 V-108'), '#616161', 2);
};

export const lighthouse: TDrawSubject = (p) => {
  p.fill(svg('M-16 0 L-10 -74 L10 -74 L16 0 Z'), '#ffffff');
  for (const y of [-14, -42])
    p.flat(
      svg(
        `M${-16 + -y / 12} ${y} L${16 - -y / 12} ${y} L${15 - (-y + 14) / 12} ${y - 14} L${-15 + (-y + 14) / 12} ${y - 14} Z`,
      ),
      '#e53935',
    );
  p.fill(rect(-12, -88, 24, 14), '#fff59d');
  p.fill(poly(-14, -88, 0, -100, 14, -88), '#e53935');
};

export const windmill: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M-20 0 L-12 -60 L12 -60 L20 0 Z'), colour);
  p.fill(roundRect(-5, -18, 10, 18, 3), '#8d6e63');
  for (let i = 0; i < 4; i++) {
    const a = Math.PI / 4 + (i * Math.PI) / 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    p.fill(
      poly(c * 4, -64 + s * 4, c * 34 - s * 6, -64 + s * 34 + c * 6, c * 34, -64 + s * 34),
      '#eceff1',
    );
  }
  p.fill(circle(0, -64, 4), '#6d4c41');
};

export const tent: TDrawSubject = (p, { colour }) => {
  p.fill(poly(-66, 0, 0, -90, 66, 0), colour);
  p.fill(poly(-16, 0, 0, -60, 16, 0), darken(colour, 0.3));
  p.line(svg('M0 -90 V-98'), '#6d4c41', 2);
};

export const bridge: TDrawSubject = (p, { colour }) => {
  p.fill(svg('M-150 -50 H150 V-40 H-150 Z'), colour);
  p.fill(arcBand(0, 0, 130, 110, Math.PI, Math.PI * 2), colour);
  for (let x = -140; x <= 140; x += 20) p.line(svg(`M${x} -50 V-70`), darken(colour, 0.2), 3);
  p.line(svg('M-150 -70 H150'), darken(colour, 0.2), 3);
};

export const pagoda: TDrawSubject = (p, { colour }) => {
  const wall = '#fff3e0';
  for (let i = 0; i < 4; i++) {
    const w = 34 - i * 6;
    const y = -i * 22;
    p.fill(rect(-w / 2, y - 18, w, 18), wall);
    p.fill(
      svg(
        `M${-w / 2 - 10} ${y - 16} Q0 ${y - 26} ${w / 2 + 10} ${y - 16} L${w / 2 + 2} ${y - 22} L${-w / 2 - 2} ${y - 22} Z`,
      ),
      colour,
    );
  }
  p.fill(poly(-4, -88, 0, -104, 4, -88), '#ffd54f');
};

export const BUILDINGS = {
  house,
  castle,
  school,
  skyscraper,
  lighthouse,
  windmill,
  tent,
  bridge,
  pagoda,
};
