import type { TLessonTool } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import styles from './tool-chips.module.css';

/** Each tool its own soft colour, so a child finds "the painting one" again at a glance. */
const TONE: Record<TLessonTool, string> = {
  painting: styles.pink ?? '',
  coloring: styles.pink ?? '',
  music: styles.purple ?? '',
  video: styles.orange ?? '',
  coding: styles.green ?? '',
  model3d: styles.blue ?? '',
  language: styles.blue ?? '',
  agent: styles.green ?? '',
  book: styles.orange ?? '',
  'training-image': styles.purple ?? '',
  'training-posture': styles.purple ?? '',
  'training-music': styles.purple ?? '',
};

/** The AI tools of a course or a lesson, as small coloured chips. */
export function ToolChips({ tools }: { tools: readonly TLessonTool[] }) {
  const { t } = useTranslation();
  if (tools.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={t('course.detail.tools')}>
      {tools.map((tool) => (
        <li key={tool} className={`${styles.chip} ${TONE[tool]}`}>
          {t(`course.tools.${tool}`)}
        </li>
      ))}
    </ul>
  );
}
