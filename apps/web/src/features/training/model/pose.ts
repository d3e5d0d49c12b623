/** MoveNet's 17 body points, in its output order. */
export const POSE_POINTS = [
  'nose',
  'leftEye',
  'rightEye',
  'leftEar',
  'rightEar',
  'leftShoulder',
  'rightShoulder',
  'leftElbow',
  'rightElbow',
  'leftWrist',
  'rightWrist',
  'leftHip',
  'rightHip',
  'leftKnee',
  'rightKnee',
  'leftAnkle',
  'rightAnkle',
] as const;

/** The bones drawn between points (index pairs into POSE_POINTS). */
export const POSE_BONES: readonly [number, number][] = [
  [0, 1],
  [0, 2],
  [1, 3],
  [2, 4],
  [5, 6],
  [5, 7],
  [7, 9],
  [6, 8],
  [8, 10],
  [5, 11],
  [6, 12],
  [11, 12],
  [11, 13],
  [13, 15],
  [12, 14],
  [14, 16],
];

/** One point: x and y from 0 to 1 across the picture, and the model's confidence in it. */
export interface TKeypoint {
  x: number;
  y: number;
  score: number;
}

/** A body is found when enough of its points are confident. */
export function isBodyFound(points: TKeypoint[], minScore = 0.3, minPoints = 8): boolean {
  return points.filter((point) => point.score >= minScore).length >= minPoints;
}

/**
 * Pose features that do not depend on where the pupil stands or how far from the camera:
 * every point relative to the middle of the shoulders and hips, divided by the body's size,
 * with uncertain points pulled to the centre. 34 numbers (x and y of 17 points).
 */
export function poseFeatures(points: TKeypoint[], minScore = 0.2): number[] {
  const torso = [5, 6, 11, 12].map((index) => points[index]!);
  const weightSum = torso.reduce((sum, point) => sum + point.score, 0) || 1;
  const cx = torso.reduce((sum, point) => sum + point.x * point.score, 0) / weightSum;
  const cy = torso.reduce((sum, point) => sum + point.y * point.score, 0) / weightSum;
  const confident = points.filter((point) => point.score >= minScore);
  const spread = confident.length
    ? Math.max(...confident.map((point) => Math.hypot(point.x - cx, point.y - cy)), 1e-3)
    : 1;
  const features: number[] = [];
  for (const point of points) {
    const keep = point.score >= minScore ? 1 : 0;
    features.push((keep * (point.x - cx)) / spread, (keep * (point.y - cy)) / spread);
  }
  return features;
}
