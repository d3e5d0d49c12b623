/** The studio's tool pictures (public/studio/icons, hand-drawn SVG, 48 × 48). */
const FILES = {
  painting: 'painting',
  coloring: 'coloring',
  music: 'music',
  video: 'video',
  coding: 'coding',
  agent: 'agent',
  language: 'language',
  model3d: 'model3d',
  trainingImage: 'training-image',
  trainingMusic: 'training-music',
  trainingPosture: 'training-posture',
  auto: 'auto',
} as const;

export type TStudioIcon = keyof typeof FILES;

/**
 * A tool's picture, decorative beside the tool's visible name: a static file, so the
 * drawings cost the pages' scripts nothing.
 */
export function StudioIcon({ name, size = 48 }: { name: TStudioIcon; size?: number }) {
  return (
    <img
      src={`/studio/icons/${FILES[name]}.svg`}
      alt=""
      width={size}
      height={size}
      draggable={false}
    />
  );
}
