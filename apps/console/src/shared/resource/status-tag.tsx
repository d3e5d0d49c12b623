import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';

/** 1 enabled / 0 disabled, as a dot and a word. */
export function EnabledBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return status === 1 ? (
    <Badge status="success" text={t('status.enabled')} />
  ) : (
    <Badge status="default" text={t('status.disabled')} />
  );
}

/** 启用 / 停用 options of a filter (in the current language: call it while rendering). */
export function enabledOptions() {
  return [
    { label: i18n.t('status.enabled'), value: 1 },
    { label: i18n.t('status.disabled'), value: 0 },
  ] as const;
}
