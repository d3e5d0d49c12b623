import { ReadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppModal, ModalWidth } from './app-modal';
import { useMaterialNotice } from './material-notice';
import styles from './material-notice.module.css';

/** 教材未下发: the notice itself, 360 px wide. */
export function MaterialNoticeDialog() {
  const { t } = useTranslation();
  const open = useMaterialNotice((state) => state.open);
  const hide = useMaterialNotice((state) => state.hide);
  return (
    <AppModal
      open={open}
      width={ModalWidth.NOTICE}
      title={t('materialNotice.title')}
      onCancel={hide}
      footer={
        <Button type="primary" size="large" block onClick={hide}>
          {t('materialNotice.ok')}
        </Button>
      }
    >
      <div className={styles.body}>
        <ReadOutlined className={styles.icon} aria-hidden />
        <p className={styles.text}>{t('materialNotice.text')}</p>
      </div>
    </AppModal>
  );
}
