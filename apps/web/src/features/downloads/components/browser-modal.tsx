import { ChromeOutlined, DownloadOutlined } from '@ant-design/icons';
import { Messages } from '@haoduo/contract';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { AppModal, ModalWidth } from '../../../shared/ui/app-modal';
import { useDownloadList } from '../api/get-download-list';
import { detectOs, forOs } from '../os';
import styles from './browser-modal.module.css';

interface TBrowserModalProps {
  open: boolean;
  onClose: () => void;
  userAgent?: string;
}

/**
 * The browser recommendation (a dialog 400 px wide): the recommended browser
 * installers for this operating system; without one, says none suits the system.
 */
export function BrowserModal({
  open,
  onClose,
  userAgent = navigator.userAgent,
}: TBrowserModalProps) {
  const { t } = useTranslation();
  const viewer = useAppStore(viewerKey);
  const list = useDownloadList(viewer, open);
  const os = detectOs(userAgent);
  const installers = forOs(list.data?.browserList ?? [], os);

  return (
    <AppModal
      open={open}
      width={ModalWidth.BROWSER}
      title={t('browser.title')}
      onCancel={onClose}
      footer={
        <Button size="large" onClick={onClose}>
          {t('common.gotIt')}
        </Button>
      }
    >
      {list.isPending ? (
        <div className={styles.center}>
          <Spin />
        </div>
      ) : installers.length === 0 ? (
        <p className={styles.none}>{Messages.NO_BROWSER_FOR_SYSTEM}</p>
      ) : (
        <>
          <p className={styles.hint}>
            {t('browser.forSystem', { system: t(`downloads.os.${os ?? 'windows'}`) })}
          </p>
          <ul className={styles.list}>
            {installers.map((item) => (
              <li key={item.id} className={styles.item}>
                <ChromeOutlined className={styles.icon} aria-hidden />
                <span className={styles.title}>{item.title}</span>
                <Button
                  type="primary"
                  icon={<DownloadOutlined aria-hidden />}
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('downloads.download')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </AppModal>
  );
}
