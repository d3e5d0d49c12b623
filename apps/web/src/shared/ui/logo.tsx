import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './logo.module.css';

/** The mark (same drawing as public/favicon.svg). */
export function LogoMark({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4AB1FF" />
          <stop offset="1" stopColor="#3A7BFF" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <path
        d="M28 12c1.6 9.2 5.8 13.4 15 15-9.2 1.6-13.4 5.8-15 15-1.6-9.2-5.8-13.4-15-15 9.2-1.6 13.4-5.8 15-15z"
        fill="#fff"
      />
      <path
        d="M45 36c.8 4.6 2.9 6.7 7.5 7.5-4.6.8-6.7 2.9-7.5 7.5-.8-4.6-2.9-6.7-7.5-7.5 4.6-.8 6.7-2.9 7.5-7.5z"
        fill="#fff"
        opacity=".85"
      />
      <circle cx="47" cy="18" r="4" fill="#FF6200" />
    </svg>
  );
}

/** Mark and name, as shown in the headers. */
export function Logo({ size = 32 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <span className={styles.logo}>
      <LogoMark size={size} />
      <span className={styles.name}>{t('app.name')}</span>
    </span>
  );
}
