import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { cx } from '../../../shared/ui/cx';
import { StudioIcon } from './studio-icons';
import styles from './studio-toolbar.module.css';

const TOOLS = [
  { path: 'painting', labelKey: 'pages.aiPainting', icon: 'painting' },
  { path: 'coloring', labelKey: 'pages.aiColoring', icon: 'coloring' },
  { path: 'music', labelKey: 'pages.aiMusic', icon: 'music' },
  { path: 'video', labelKey: 'pages.aiVideo', icon: 'video' },
  { path: 'coding', labelKey: 'pages.aiCoding', icon: 'coding' },
  { path: 'agent', labelKey: 'pages.aiAgent', icon: 'agent' },
  { path: 'language', labelKey: 'ai.language', icon: 'language' },
  { path: 'model3d', labelKey: 'ai.model3d', icon: 'model3d' },
] as const;

const TRAINING = [
  { path: 'training/image', labelKey: 'pages.trainingImage', icon: 'trainingImage' },
  { path: 'training/music', labelKey: 'pages.trainingMusic', icon: 'trainingMusic' },
  { path: 'training/posture', labelKey: 'pages.trainingPosture', icon: 'trainingPosture' },
] as const;

type TToolLink = (typeof TOOLS)[number] | (typeof TRAINING)[number];

function ToolLink({ tool }: { tool: TToolLink }) {
  const { t } = useTranslation();
  return (
    <li>
      <NavLink
        to={`/ai/${tool.path}`}
        className={({ isActive }) => cx(styles.tool, isActive && styles.current)}
      >
        <span className={styles.picture}>
          <StudioIcon name={tool.icon} />
        </span>
        <span className={styles.name}>{t(tool.labelKey)}</span>
      </NavLink>
    </li>
  );
}

/**
 * The studio's tool bar: a big picture for each tool with its name under it, the current one
 * marked (aria-current="page"); the training labs in a group of their own. One row that
 * scrolls sideways on a phone.
 */
export function StudioToolbar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const bar = useRef<HTMLElement>(null);
  // On a narrow screen the bar scrolls sideways: the current tool is brought to its middle.
  useLayoutEffect(() => {
    const element = bar.current;
    const current = element?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!element || !current || element.scrollWidth <= element.clientWidth) return;
    element.scrollLeft = current.offsetLeft - (element.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav ref={bar} className={styles.bar} aria-label={t('ai.workshop')}>
      <ul className={styles.tools}>
        {TOOLS.map((tool) => (
          <ToolLink key={tool.path} tool={tool} />
        ))}
      </ul>
      <div className={styles.group} role="group" aria-label={t('ai.training')}>
        <span className={styles.groupName} aria-hidden>
          {t('ai.training')}
        </span>
        <ul className={styles.tools}>
          {TRAINING.map((tool) => (
            <ToolLink key={tool.path} tool={tool} />
          ))}
        </ul>
      </div>
    </nav>
  );
}
