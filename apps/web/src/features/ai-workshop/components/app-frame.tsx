import { useTranslation } from 'react-i18next';
import { SandboxFrame } from '../../../shared/ui/sandbox-frame';
import styles from './studio.module.css';

/**
 * A smart application runs in a sandboxed frame: scripts only, no same origin, so it can
 * reach neither the site's storage nor its session.
 */
export function AppFrame({ html, title }: { html: string; title?: string }) {
  const { t } = useTranslation();
  return (
    <SandboxFrame
      className={styles.appFrame}
      title={title ?? t('studio.code.frameTitle')}
      html={html}
      data-testid="smart-app-frame"
    />
  );
}
