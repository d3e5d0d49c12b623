import { CopyOutlined, FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { copyText, type TDeviceInfo } from './device-info';
import styles from './device-page.module.css';
import { useDeviceInfo } from './use-device-info';
import { feedback } from '../../shared/ui/feedback';

const ROWS = [
  'systemType',
  'screenSize',
  'availableScreenSize',
  'outerSize',
  'innerSize',
  'pixelRatio',
  'userAgent',
] as const satisfies ReadonlyArray<keyof TDeviceInfo>;

/** /device: what support needs to know about a pupil's screen and browser. */
export default function DevicePage() {
  const { t } = useTranslation();
  const { message } = feedback();
  const { info, fullscreen } = useDeviceInfo();
  usePageTitle(t('device.title'));

  const canFullscreen = typeof document.documentElement.requestFullscreen === 'function';

  const enterFullscreen = () => {
    void document.documentElement.requestFullscreen().catch(() => undefined);
  };
  const exitFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  };
  const copy = async () => {
    try {
      await copyText(JSON.stringify(info, null, 2));
      void message.success(t('device.copySuccess'));
    } catch {
      void message.error(t('device.copyFailed'));
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{t('device.title')}</h1>
        <p className={styles.hint}>{t('device.hint')}</p>
        <Descriptions
          bordered
          column={1}
          size="middle"
          styles={{ label: { width: 160 } }}
          items={ROWS.map((key) => ({
            key,
            label: t(`device.${key}`),
            children: <span data-testid={`device-${key}`}>{String(info[key])}</span>,
          }))}
        />
        <Space wrap className={styles.actions}>
          <Button
            icon={<FullscreenOutlined aria-hidden />}
            onClick={enterFullscreen}
            disabled={!canFullscreen || fullscreen}
          >
            {t('device.fullscreen')}
          </Button>
          <Button
            icon={<FullscreenExitOutlined aria-hidden />}
            onClick={exitFullscreen}
            disabled={!fullscreen}
          >
            {t('device.exitFullscreen')}
          </Button>
          <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
            {t('device.copyJson')}
          </Button>
        </Space>
      </div>
    </div>
  );
}
