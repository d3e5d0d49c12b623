import { useTranslation } from 'react-i18next';
import styles from './agent-sandbox.module.css';

/**
 * A smart application's program in a sandboxed frame: scripts run, but without
 * allow-same-origin the frame is an opaque origin — no cookies, storage or access to the site.
 */
export function AgentSandbox({ code, title }: { code: string; title: string }) {
  const { t } = useTranslation();
  return (
    <iframe
      className={styles.frame}
      title={title || t('works.agent.frameTitle')}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      srcDoc={code}
    />
  );
}
