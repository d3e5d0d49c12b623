import { POSE_BONES, type TKeypoint } from '../model/pose';

/**
 * Draws the body points and bones on a canvas `size` pixels wide (points are fractions of the
 * canvas); points the model is unsure of are left out.
 */
export function drawPose(
  context: CanvasRenderingContext2D,
  points: TKeypoint[],
  width: number,
  height = width,
  minScore = 0.25,
) {
  const line = Math.max(2, width / 80);
  context.lineWidth = line;
  context.lineCap = 'round';
  context.strokeStyle = '#4ab1ff';
  for (const [a, b] of POSE_BONES) {
    const p = points[a]!;
    const q = points[b]!;
    if (p.score < minScore || q.score < minScore) continue;
    context.beginPath();
    context.moveTo(p.x * width, p.y * height);
    context.lineTo(q.x * width, q.y * height);
    context.stroke();
  }
  context.fillStyle = '#ff6200';
  for (const point of points) {
    if (point.score < minScore) continue;
    context.beginPath();
    context.arc(point.x * width, point.y * height, line * 1.4, 0, Math.PI * 2);
    context.fill();
  }
}
