import { ChromeOutlined, CloseOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../../shared/ui/lazy-dialog';
import {
  hideBrowserEntry,
  rememberBrowserAsked,
  shouldAskBrowser,
  showBrowserEntry,
} from '../browser';
import styles from './browser-check.module.css';

// Asked once per browser, and never in Chrome: the dialog (antd's Modal) loads when it opens.
const BrowserAskDialog = lazyDialog(() =>
  import('./browser-ask-dialog').then((m) => m.BrowserAskDialog),
);

interface TBrowserCheckProps {
  /** Opens the recommended-browser installers. */
  onDownload: () => void;
  userAgent?: string;
  maxTouchPoints?: number;
}

const storages = () => ({ local: window.localStorage, session: window.sessionStorage });

/**
 * The user shell's browser recommendation: once per browser, a
 * browser other than Chrome or 360 is asked to download the recommended one (download, or
 * not now); a corner entry offers it again until it is hidden for the session. Nothing on a
 * system without an installer to offer (a phone or tablet).
 */
export function BrowserCheck({
  onDownload,
  userAgent = navigator.userAgent,
  maxTouchPoints = navigator.maxTouchPoints,
}: TBrowserCheckProps) {
  const { t } = useTranslation();
  const browser = { userAgent, maxTouchPoints };
  const [asking, setAsking] = useState(() => shouldAskBrowser(browser, storages()));
  const [entry, setEntry] = useState(() => showBrowserEntry(browser, storages()));

  useEffect(() => {
    if (asking) rememberBrowserAsked(storages());
  }, [asking]);

  const download = () => {
    setAsking(false);
    onDownload();
  };

  return (
    <>
      <BrowserAskDialog open={asking} onLater={() => setAsking(false)} onDownload={download} />
      {entry ? (
        <div className={styles.entry} role="complementary" aria-label={t('browser.entry')}>
          <button type="button" className={styles.entryButton} onClick={onDownload}>
            <ChromeOutlined aria-hidden className={styles.entryIcon} />
            <span>{t('browser.entry')}</span>
          </button>
          <button
            type="button"
            className={styles.entryClose}
            aria-label={t('browser.hideEntry')}
            onClick={() => {
              hideBrowserEntry(storages());
              setEntry(false);
            }}
          >
            <CloseOutlined aria-hidden />
          </button>
        </div>
      ) : null}
    </>
  );
}
