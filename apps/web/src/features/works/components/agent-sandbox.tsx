import { useTranslation } from 'react-i18next';
import { SandboxFrame } from '../../../shared/ui/sandbox-frame';
import styles from './agent-sandbox.module.css';

/**
 * A smart application's program in a sandboxed frame: scripts run, but without
 * allow-same-origin the frame is an opaque origin — no cookies, storage or access to the site.
 */
export function AgentSandbox({
  code,
  title,
  connect,
}: {
  code: string;
  title: string;
  /** Serves the frame, e.g. the training labs' model bridge (see SandboxFrame). */
  connect?: (frame: HTMLIFrameElement) => () => void;
}) {
  const { t } = useTranslation();
  return (
    <SandboxFrame
      className={styles.frame}
      title={title || t('works.agent.frameTitle')}
      html={code}
      connect={connect}
    />
  );
}
