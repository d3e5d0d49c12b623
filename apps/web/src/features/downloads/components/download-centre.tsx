import {
  ChromeOutlined,
  DownloadOutlined,
  ExportOutlined,
  FilePdfOutlined,
  FileOutlined,
} from '@ant-design/icons';
import { DownloadOs, type TBrowserDownload, type TMaterialDownload } from '@haoduo/contract';
import { Button, Empty, Skeleton, Tag } from 'antd';
import { dayjs } from '../../../shared/i18n/dayjs';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { useDownloadList } from '../api/get-download-list';
import { detectOs } from '../os';
import styles from './download-centre.module.css';

/** File size in KB or MB. */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function BrowserRow({ item, current }: { item: TBrowserDownload; current: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={styles.row}>
      <ChromeOutlined className={styles.rowIcon} aria-hidden />
      <div className={styles.rowText}>
        <div className={styles.rowTitle}>{item.title}</div>
        <div className={styles.rowMeta}>
          {t(`downloads.os.${item.os}`)}
          {current ? (
            <Tag color="blue" variant="filled" className={styles.currentTag}>
              {t('downloads.thisSystem')}
            </Tag>
          ) : null}
        </div>
      </div>
      <Button
        type={current ? 'primary' : 'default'}
        size="large"
        icon={<ExportOutlined aria-hidden />}
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${t('downloads.download')} ${item.title}`}
      >
        {t('downloads.download')}
      </Button>
    </li>
  );
}

function MaterialRow({ item }: { item: TMaterialDownload }) {
  const { t } = useTranslation();
  const pdf = item.contentType === 'application/pdf';
  return (
    <li className={styles.row}>
      {pdf ? (
        <FilePdfOutlined className={styles.rowIcon} style={{ color: '#e5484d' }} aria-hidden />
      ) : (
        <FileOutlined className={styles.rowIcon} aria-hidden />
      )}
      <div className={styles.rowText}>
        <div className={styles.rowTitle}>{item.title}</div>
        <div className={styles.rowMeta}>
          {[
            item.courseClassName ?? t('downloads.allClasses'),
            formatSize(item.size),
            dayjs(item.createdAt).format('YYYY-MM-DD'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </div>
      </div>
      <Button
        type="primary"
        size="large"
        icon={<DownloadOutlined aria-hidden />}
        href={item.url}
        download={item.external ? undefined : item.fileName}
        target={item.external ? '_blank' : undefined}
        rel="noopener noreferrer"
        aria-label={`${t('downloads.download')} ${item.title}`}
      >
        {t('downloads.download')}
      </Button>
    </li>
  );
}

/**
 * The download centre (/download): the recommended browsers, this system's first, and the
 * teaching materials of the user's classes.
 */
export function DownloadCentre({ userAgent = navigator.userAgent }: { userAgent?: string }) {
  const { t } = useTranslation();
  const viewer = useAppStore(viewerKey);
  const list = useDownloadList(viewer);
  const os = detectOs(userAgent);
  const order = (item: TBrowserDownload) =>
    (item.os === os ? -1 : 0) * 100 + DownloadOs.indexOf(item.os);
  const browsers = [...(list.data?.browserList ?? [])].sort((a, b) => order(a) - order(b));
  const materials = list.data?.materialList ?? [];

  return (
    <div className={styles.sections}>
      <section className={styles.section} aria-labelledby="downloads-browsers">
        <h2 id="downloads-browsers" className={styles.sectionTitle}>
          {t('downloads.browsers')}
        </h2>
        <p className={styles.sectionHint}>{t('downloads.browsersHint')}</p>
        {list.isPending ? (
          <Skeleton active />
        ) : browsers.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('downloads.noBrowsers')} />
        ) : (
          <ul className={styles.list}>
            {browsers.map((item) => (
              <BrowserRow key={item.id} item={item} current={item.os === os} />
            ))}
          </ul>
        )}
      </section>
      <section className={styles.section} aria-labelledby="downloads-materials">
        <h2 id="downloads-materials" className={styles.sectionTitle}>
          {t('downloads.materials')}
        </h2>
        <p className={styles.sectionHint}>{t('downloads.materialsHint')}</p>
        {list.isPending ? (
          <Skeleton active />
        ) : materials.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('downloads.noMaterials')} />
        ) : (
          <ul className={styles.list}>
            {materials.map((item) => (
              <MaterialRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
