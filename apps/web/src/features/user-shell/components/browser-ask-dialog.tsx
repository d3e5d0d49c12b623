import { ChromeOutlined } from '@ant-design/icons';
import { Messages } from '@haoduo/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../shared/ui/app-modal';
import styles from './browser-check.module.css';

interface TBrowserAskDialogProps {
  open: boolean;
  onLater: () => void;
  onDownload: () => void;
}

/** 温馨提示: this browser may not fit; download the recommended one, or not now. */
export function BrowserAskDialog({ open, onLater, onDownload }: TBrowserAskDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal
      open={open}
      title={Messages.WARM_TIP}
      onCancel={onLater}
      footer={[
        <Button key="later" size="large" onClick={onLater}>
          {t('browser.notNow')}
        </Button>,
        <Button key="download" type="primary" size="large" onClick={onDownload}>
          {t('browser.download')}
        </Button>,
      ]}
    >
      <div className={styles.ask}>
        <ChromeOutlined className={styles.askIcon} aria-hidden />
        <p className={styles.askText}>{Messages.BROWSER_FIT}</p>
      </div>
    </AppModal>
  );
}
