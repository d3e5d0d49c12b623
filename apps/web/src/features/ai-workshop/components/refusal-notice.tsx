import { HeartFilled, PhoneFilled } from '@ant-design/icons';
import { SAFETY_HELP_LINES } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert';
import styles from './refusal-notice.module.css';

/** The national help lines as buttons a phone can call. */
export function HelpLines() {
  const { t } = useTranslation();
  return (
    <div className={styles.lines} role="group" aria-label={t('studio.safety.helpLines')}>
      {SAFETY_HELP_LINES.map((line) => (
        <a key={line.number} href={`tel:${line.number}`} className={styles.line}>
          <PhoneFilled aria-hidden className={styles.phone} />
          <strong>{line.number}</strong>
          <span>{line.name}</span>
        </a>
      ))}
    </div>
  );
}

/** The caring answer to a pupil who may be at risk: warm, with a trusted adult and help lines. */
export function CaringNote({ text, testId }: { text: string; testId?: string }) {
  return (
    <div className={styles.care} data-testid={testId ?? 'safety-care'} role="note">
      <HeartFilled aria-hidden className={styles.heart} />
      <div className={styles.careBody}>
        <p className={styles.careText}>{text}</p>
        <HelpLines />
      </div>
    </div>
  );
}

/**
 * Why a request was not done, said kindly: the server's message (it never repeats the words
 * it refused), that no points were used when so, or the caring answer when the pupil may be
 * at risk.
 */
export function RefusalNotice({
  message,
  free,
  care = false,
  testId,
}: {
  message: string;
  free: boolean;
  /** The server marked it the caring answer to a pupil who may be at risk. */
  care?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (care) return <CaringNote text={message} testId={testId} />;
  return (
    <Alert
      type={free ? 'warning' : 'error'}
      showIcon
      role="alert"
      message={message}
      description={free ? t('studio.safety.free') : undefined}
      data-testid={testId}
    />
  );
}
