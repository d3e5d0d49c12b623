import type { TRandom } from '../../shared/random';
import type { TLayout } from './layout';
import type { Painter } from './painter';
import { circle, svg } from './shapes';

/** Rain, snow, fog and wind, drawn over the scene. */
export function drawWeather(
  p: Painter,
  layout: TLayout,
  weather: string | null,
  rng: TRandom,
): void {
  const { ctx } = p;
  const { width: W, height: H } = layout;
  p.scale = 1;
  switch (weather) {
    case 'rain':
    case 'storm': {
      ctx.save();
      ctx.strokeStyle = 'rgba(220,235,255,0.75)';
      ctx.lineWidth = 2;
      ctx.lineCap = 'round';
      for (let i = 0; i < (weather === 'storm' ? 220 : 150); i++) {
        const x = rng.range(-40, W);
        const y = rng.range(0, H);
        ctx.beginPath();
        ctx.moveTo(x, y);
        ctx.lineTo(x + 8, y + 22);
        ctx.stroke();
      }
      ctx.restore();
      return;
    }
    case 'snow':
      for (let i = 0; i < 140; i++) {
        p.flat(circle(rng.range(0, W), rng.range(0, H), rng.range(2, 5.5)), '#ffffff');
      }
      return;
    case 'fog': {
      ctx.save();
      for (let i = 0; i < 5; i++) {
        const y = H * (0.25 + i * 0.15);
        const g = ctx.createLinearGradient(0, y - 60, 0, y + 60);
        g.addColorStop(0, 'rgba(255,255,255,0)');
        g.addColorStop(0.5, 'rgba(255,255,255,0.45)');
        g.addColorStop(1, 'rgba(255,255,255,0)');
        ctx.fillStyle = g;
        ctx.fillRect(0, y - 60, W, 120);
      }
      ctx.restore();
      return;
    }
    case 'windy':
      for (let i = 0; i < 6; i++) {
        const x = rng.range(0, W * 0.8);
        const y = rng.range(H * 0.1, H * 0.5);
        p.line(svg(`M${x} ${y} q60 -20 120 0 q30 10 20 -14`), 'rgba(255,255,255,0.85)', 3);
      }
      return;
    default:
  }
}
