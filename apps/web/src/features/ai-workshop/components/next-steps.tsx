import type { TAiJob, TAiTool } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCatalogue } from '../../../shared/i18n/zh-CN';
import { Paths } from '../../../shared/navigation/paths';
import { StudioIcon, type TStudioIcon } from './studio-icons';
import styles from './studio.module.css';

type TStepKey = Exclude<keyof TCatalogue['studio']['next'], 'title'>;

interface TStep {
  key: TStepKey;
  icon: TStudioIcon;
  /** Another tool's page, with the pupil's words to start from; none: start again here. */
  to?: (prompt: string) => string;
}

const withPrompt = (path: string) => (prompt: string) =>
  prompt ? `${path}?${new URLSearchParams({ prompt })}` : path;

/** What to try after each tool's result: again here, then a tool that takes it further. */
const STEPS: Record<TAiTool, TStep[]> = {
  draw: [
    { key: 'drawAgain', icon: 'painting' },
    { key: 'addMusic', icon: 'music', to: withPrompt('/ai/music') },
    { key: 'makeVideo', icon: 'video', to: withPrompt('/ai/video') },
    { key: 'makeBook', icon: 'coloring', to: () => Paths.CREATION_CENTER },
  ],
  'draw-color': [
    { key: 'colourAgain', icon: 'coloring' },
    { key: 'drawOwn', icon: 'painting', to: withPrompt('/ai/painting') },
    { key: 'makeBook', icon: 'coloring', to: () => Paths.CREATION_CENTER },
  ],
  music: [
    { key: 'musicAgain', icon: 'music' },
    { key: 'addPictures', icon: 'video', to: withPrompt('/ai/video') },
    { key: 'drawIt', icon: 'painting', to: withPrompt('/ai/painting') },
  ],
  video: [
    { key: 'videoAgain', icon: 'video' },
    { key: 'addMusic', icon: 'music', to: withPrompt('/ai/music') },
  ],
  code: [
    { key: 'codeAgain', icon: 'coding' },
    { key: 'makeAgent', icon: 'agent', to: () => '/ai/agent' },
  ],
  model3d: [
    { key: 'modelAgain', icon: 'model3d' },
    { key: 'drawIt', icon: 'painting', to: withPrompt('/ai/painting') },
  ],
};

/** "What next?": big picture buttons under a result (start again, or take it to another tool). */
export function NextSteps({ job, onAgain }: { job: TAiJob; onAgain?: () => void }) {
  const { t } = useTranslation();
  const steps = STEPS[job.tool].filter((step) => step.to || onAgain);
  if (steps.length === 0) return null;
  return (
    <nav className={styles.nextSteps} aria-label={t('studio.next.title')}>
      <h3 className={styles.nextTitle}>{t('studio.next.title')}</h3>
      <ul className={styles.nextList}>
        {steps.map((step) => {
          const content = (
            <>
              <StudioIcon name={step.icon} size={36} />
              <span>{t(`studio.next.${step.key}`)}</span>
            </>
          );
          return (
            <li key={step.key}>
              {step.to ? (
                <Link className={styles.nextStep} to={step.to(job.prompt)}>
                  {content}
                </Link>
              ) : (
                <button type="button" className={styles.nextStep} onClick={onAgain}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
