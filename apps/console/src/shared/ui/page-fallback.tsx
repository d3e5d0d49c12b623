import { LAZY_FALLBACK_DELAY_MS } from '@haoduo/contract';
import { Flex, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The lazy-page fallback: nothing for 200 ms, then 加载中 / 正在为您准备内容. */
export function PageFallback() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LAZY_FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ minHeight: 320 }}>
      <Spin size="large" />
      <Typography.Text strong>{t('loading.title')}</Typography.Text>
      <Typography.Text type="secondary">{t('loading.description')}</Typography.Text>
    </Flex>
  );
}
