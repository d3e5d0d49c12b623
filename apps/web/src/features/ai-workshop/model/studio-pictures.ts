import type { TDrawStyle } from '@haoduo/contract';

/**
 * The studio's small pictures: static files drawn by the offline engine
 * (apps/web/scripts/generate-studio-pictures.ts writes them into public/studio).
 */
const BASE = '/studio';

/** The little scene drawn in one style. */
export const styleThumb = (style: TDrawStyle) => `${BASE}/styles/${style}.webp`;

/** A colouring template's line drawing. */
export const templateThumb = (templateId: string) => `${BASE}/templates/${templateId}.webp`;

/** The agents' ready-made avatars: an engine subject on a coloured disc. */
export const STUDIO_AVATARS = [
  { id: 'cat', subject: 'cat', background: '#ffd89b', label: '小猫' },
  { id: 'dog', subject: 'dog', background: '#bde6ff', label: '小狗' },
  { id: 'rabbit', subject: 'rabbit', background: '#ffc9de', label: '小兔' },
  { id: 'bear', subject: 'bear', background: '#c9f2d0', label: '小熊' },
  { id: 'dinosaur', subject: 'dinosaur', background: '#fff1a8', label: '恐龙' },
  { id: 'turtle', subject: 'turtle', background: '#b8ecff', label: '海龟' },
  { id: 'astronaut', subject: 'astronaut', background: '#d6ccff', label: '宇航员' },
  { id: 'rocket', subject: 'rocket', background: '#ffd3b8', label: '火箭' },
] as const;

export type TStudioAvatar = (typeof STUDIO_AVATARS)[number];

export const avatarUrl = (avatar: Pick<TStudioAvatar, 'id'>) => `${BASE}/avatars/${avatar.id}.webp`;
