import type { TRandom } from '../../shared/random';
import { darken, lighten, mix } from './colour';
import type { TLayout } from './layout';
import type { Painter } from './painter';
import { circle, ellipse, poly, rect, svg } from './shapes';

/** Sky, ground, water and the details of the place, drawn behind the subjects. */

const SKY: Record<string, [string, string]> = {
  morning: ['#8ec5ff', '#ffe7c2'],
  day: ['#5aa9f5', '#d4ecff'],
  sunset: ['#6a5fa8', '#ffb36b'],
  night: ['#0d1b3e', '#34437a'],
};

const GROUND: Record<string, string> = {
  desert: '#f2d28b',
  snowfield: '#f3f7fc',
  city: '#b8c4cc',
  playground: '#d9b98f',
  beach: '#f6d7a7',
  sea: '#f6d7a7',
  space: '#b0b6c2',
  room: '#d7a36f',
  underwater: '#f3d9a4',
};

export interface TSetting {
  place: string | null;
  time: string;
  weather: string | null;
}

function grey(colour: string, weather: string | null): string {
  return isGreyWeather(weather) ? mix(colour, '#8c99a8', 0.55) : colour;
}

export function groundColour(setting: TSetting): string {
  const base = setting.weather === 'snow' ? '#f3f7fc' : (GROUND[setting.place ?? ''] ?? '#8cc152');
  return setting.time === 'night' ? mix(base, '#1c2550', 0.45) : base;
}

export function drawBackground(p: Painter, layout: TLayout, setting: TSetting, rng: TRandom): void {
  const { ctx } = p;
  const { width: W, height: H, horizon } = layout;
  p.scale = 1;
  if (p.style === 'line') return drawLineBackground(p, layout, setting, rng);
  if (layout.kind === 'underwater') return drawUnderwater(p, layout, rng);
  if (layout.kind === 'room') return drawRoom(p, layout, setting);

  const [top, bottom] = layout.kind === 'space' ? ['#050816', '#1d2257'] : SKY[setting.time]!;
  const sky = ctx.createLinearGradient(0, 0, 0, horizon);
  sky.addColorStop(0, grey(top, setting.weather));
  sky.addColorStop(1, grey(bottom, setting.weather));
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, W, horizon + 2);
  if (layout.kind === 'space' || setting.time === 'night') {
    for (let i = 0; i < 90; i++) {
      ctx.fillStyle = `rgba(255,255,240,${rng.range(0.4, 0.95).toFixed(2)})`;
      ctx.fillRect(rng.range(0, W), rng.range(0, horizon * 0.95), rng.range(1, 3), rng.range(1, 3));
    }
  }
  if (layout.kind === 'space') {
    p.fill(ellipse(W * 0.5, H * 1.02, W * 0.75, H * 0.26), '#b0b6c2');
    for (let i = 0; i < 7; i++)
      p.flat(
        ellipse(
          rng.range(0, W),
          rng.range(H * 0.86, H * 0.97),
          rng.range(14, 40),
          rng.range(5, 12),
        ),
        '#8e95a3',
      );
    return;
  }

  drawDistance(p, layout, setting, rng);
  const ground = groundColour(setting);
  if (layout.kind === 'sea' || layout.kind === 'beach') {
    const seaBottom = layout.kind === 'sea' ? H * 0.88 : horizon + H * 0.19;
    const sea = ctx.createLinearGradient(0, horizon, 0, seaBottom);
    sea.addColorStop(0, setting.time === 'night' ? '#1a3a6b' : '#4fc3f7');
    sea.addColorStop(1, setting.time === 'night' ? '#0b1f44' : '#0277bd');
    ctx.fillStyle = sea;
    ctx.fillRect(0, horizon, W, seaBottom - horizon);
    for (let i = 0; i < 26; i++) {
      const x = rng.range(0, W);
      const y = rng.range(horizon + 8, seaBottom - 8);
      p.line(svg(`M${x} ${y} q8 -6 16 0 q8 6 16 0`), 'rgba(255,255,255,0.6)', 2);
    }
    ctx.fillStyle = ground;
    ctx.fillRect(0, seaBottom, W, H - seaBottom);
    ctx.fillStyle = 'rgba(255,255,255,0.7)';
    ctx.fillRect(0, seaBottom - 3, W, 5);
    return;
  }
  const fill = ctx.createLinearGradient(0, horizon, 0, H);
  fill.addColorStop(0, lighten(ground, 0.12));
  fill.addColorStop(1, darken(ground, 0.12));
  ctx.fillStyle = fill;
  ctx.fillRect(0, horizon, W, H - horizon);
  drawGroundDetails(p, layout, setting, rng, ground);
}

/** Hills, mountains, skylines, distant trees and dunes along the horizon. */
function drawDistance(p: Painter, layout: TLayout, setting: TSetting, rng: TRandom): void {
  const { width: W, horizon } = layout;
  const night = setting.time === 'night';
  const tone = (c: string) => (night ? mix(c, '#1c2550', 0.55) : c);
  switch (setting.place) {
    case 'mountain':
    case 'snowfield': {
      for (let i = 0; i < 4; i++) {
        const cx = (i + 0.2 + rng.next() * 0.6) * (W / 4);
        const h = rng.range(0.18, 0.3) * layout.height;
        p.fill(
          poly(cx - h * 1.3, horizon + 2, cx, horizon - h, cx + h * 1.3, horizon + 2),
          tone('#7f9bb5'),
        );
        p.flat(
          poly(
            cx - h * 0.32,
            horizon - h * 0.75,
            cx,
            horizon - h,
            cx + h * 0.32,
            horizon - h * 0.75,
            cx,
            horizon - h * 0.68,
          ),
          '#ffffff',
        );
      }
      return;
    }
    case 'city': {
      let x = 0;
      while (x < W) {
        const w = rng.range(50, 110);
        const h = rng.range(80, 220);
        p.flat(
          rect(x, horizon - h, w - 6, h + 2),
          tone(rng.pick(['#90a4ae', '#a3b5c4', '#b0bec5'])),
        );
        for (let wy = horizon - h + 12; wy < horizon - 14; wy += 22) {
          for (let wx = x + 8; wx < x + w - 20; wx += 18)
            p.flat(rect(wx, wy, 8, 10), night ? '#ffe082' : '#e3f2fd');
        }
        x += w;
      }
      return;
    }
    case 'forest': {
      for (let i = 0; i < 14; i++) {
        const cx = rng.range(0, W);
        const h = rng.range(60, 130);
        p.flat(
          poly(cx - h * 0.3, horizon + 4, cx, horizon - h, cx + h * 0.3, horizon + 4),
          tone(rng.pick(['#2e7d32', '#388e3c', '#1b5e20'])),
        );
      }
      return;
    }
    case 'desert': {
      p.flat(
        svg(
          `M0 ${horizon + 2} Q${W * 0.25} ${horizon - 70} ${W * 0.5} ${horizon + 2} Q${W * 0.75} ${horizon - 50} ${W} ${horizon + 2} Z`,
        ),
        tone('#e8c077'),
      );
      return;
    }
    case 'sea':
    case 'beach':
      return;
    default: {
      p.flat(
        svg(`M0 ${horizon + 4} Q${W * 0.2} ${horizon - 60} ${W * 0.45} ${horizon + 4} Z`),
        tone('#9ccc65'),
      );
      p.flat(
        svg(`M${W * 0.35} ${horizon + 4} Q${W * 0.7} ${horizon - 80} ${W} ${horizon + 4} Z`),
        tone('#aed581'),
      );
    }
  }
}

function drawGroundDetails(
  p: Painter,
  layout: TLayout,
  setting: TSetting,
  rng: TRandom,
  ground: string,
): void {
  const { width: W, height: H, horizon } = layout;
  if (layout.pond) {
    const { cx, cy, rx, ry } = layout.pond;
    p.fill(ellipse(cx, cy, rx, ry), setting.time === 'night' ? '#1a3a6b' : '#4fc3f7');
    for (let i = 0; i < 6; i++)
      p.line(
        ellipse(cx + rng.range(-rx * 0.6, rx * 0.6), cy + rng.range(-ry * 0.5, ry * 0.5), 22, 5),
        'rgba(255,255,255,0.7)',
        2,
      );
  }
  if (setting.place === 'city') {
    p.flat(rect(0, H * 0.78, W, H * 0.14), '#616a73');
    for (let x = 20; x < W; x += 90) p.flat(rect(x, H * 0.845, 46, 6), '#ffffff');
    return;
  }
  if (setting.place === 'farm') {
    for (let x = 10; x < W; x += 46) p.fill(rect(x, horizon + 6, 8, 34), '#c49a6c');
    p.fill(rect(0, horizon + 14, W, 6), '#c49a6c');
  }
  if (setting.place === 'playground') {
    p.line(ellipse(W / 2, H * 0.8, W * 0.46, H * 0.12), '#ffffff', 4);
  }
  if (setting.weather === 'snow' || setting.place === 'snowfield' || setting.place === 'desert')
    return;
  const tuft = darken(ground, 0.18);
  for (let i = 0; i < 40; i++) {
    const x = rng.range(0, W);
    const y = rng.range(horizon + 12, H - 6);
    if (
      layout.pond &&
      ((x - layout.pond.cx) / layout.pond.rx) ** 2 + ((y - layout.pond.cy) / layout.pond.ry) ** 2 <
        1.2
    )
      continue;
    p.line(svg(`M${x - 6} ${y} l3 -9 M${x} ${y} l0 -12 M${x + 6} ${y} l-3 -9`), tuft, 2);
    if (setting.place === 'garden' && i % 3 === 0)
      p.flat(circle(x + 10, y - 4, 4), rng.pick(['#f06292', '#ffd54f', '#ba68c8', '#ffffff']));
  }
}

function drawUnderwater(p: Painter, layout: TLayout, rng: TRandom): void {
  const { ctx } = p;
  const { width: W, height: H } = layout;
  const water = ctx.createLinearGradient(0, 0, 0, H);
  water.addColorStop(0, '#4fc3f7');
  water.addColorStop(1, '#01579b');
  ctx.fillStyle = water;
  ctx.fillRect(0, 0, W, H);
  ctx.save();
  ctx.globalAlpha = 0.12;
  for (let i = 0; i < 5; i++) {
    const x = rng.range(0, W);
    p.flat(poly(x, 0, x + 60, 0, x + 200, H * 0.8, x + 100, H * 0.8), '#ffffff');
  }
  ctx.restore();
  p.fill(
    svg(
      `M0 ${H * 0.86} Q${W * 0.3} ${H * 0.8} ${W * 0.6} ${H * 0.86} T${W} ${H * 0.84} V${H} H0 Z`,
    ),
    '#f3d9a4',
  );
  for (let i = 0; i < 8; i++) {
    const x = rng.range(0, W);
    const h = rng.range(60, 160);
    p.line(
      svg(`M${x} ${H * 0.9} q-14 ${-h / 3} 0 ${-h / 1.6} q14 ${-h / 4} 0 ${-h / 2.6}`),
      '#2e7d32',
      6,
    );
  }
  for (let i = 0; i < 18; i++)
    p.line(
      circle(rng.range(0, W), rng.range(0, H * 0.8), rng.range(3, 9)),
      'rgba(255,255,255,0.7)',
      1.6,
    );
}

function drawRoom(p: Painter, layout: TLayout, setting: TSetting): void {
  const { ctx } = p;
  const { width: W, height: H, horizon } = layout;
  ctx.fillStyle = '#fff3e0';
  ctx.fillRect(0, 0, W, horizon);
  const windowSky = SKY[setting.time]!;
  const g = ctx.createLinearGradient(0, H * 0.08, 0, H * 0.42);
  g.addColorStop(0, windowSky[0]);
  g.addColorStop(1, windowSky[1]);
  ctx.fillStyle = g;
  ctx.fillRect(W * 0.62, H * 0.08, W * 0.28, H * 0.34);
  p.line(rect(W * 0.62, H * 0.08, W * 0.28, H * 0.34), '#8d6e63', 8);
  p.line(
    svg(`M${W * 0.76} ${H * 0.08} V${H * 0.42} M${W * 0.62} ${H * 0.25} H${W * 0.9}`),
    '#8d6e63',
    5,
  );
  ctx.fillStyle = GROUND.room!;
  ctx.fillRect(0, horizon, W, H - horizon);
  for (let y = horizon + 30; y < H; y += 34)
    p.line(svg(`M0 ${y} H${W}`), darken(GROUND.room!, 0.15), 2);
  p.flat(rect(0, horizon - 10, W, 10), '#bcaaa4');
}

export function isGreyWeather(weather: string | null): boolean {
  return weather === 'rain' || weather === 'storm' || weather === 'cloudy' || weather === 'fog';
}

/** Line style: white paper, the horizon and the distant shapes as outlines only. */
function drawLineBackground(p: Painter, layout: TLayout, setting: TSetting, rng: TRandom): void {
  const { ctx } = p;
  const { width: W, height: H, horizon } = layout;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, W, H);
  if (layout.kind === 'underwater' || layout.kind === 'space') {
    p.line(
      svg(`M0 ${H * 0.86} Q${W * 0.3} ${H * 0.8} ${W * 0.6} ${H * 0.86} T${W} ${H * 0.84}`),
      undefined,
      3,
    );
    return;
  }
  drawDistance(p, layout, setting, rng);
  p.line(svg(`M0 ${horizon} H${W}`), undefined, 3);
  if (layout.pond)
    p.fill(ellipse(layout.pond.cx, layout.pond.cy, layout.pond.rx, layout.pond.ry), '#ffffff');
}
