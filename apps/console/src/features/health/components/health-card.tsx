import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Card, Descriptions, Skeleton, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../../../shared/config/runtime-config';
import { useHealth } from '../api/get-health';
import { formatUptime } from './format-uptime';

const DRIVER_LABELS: Record<string, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** The server's health: database up or down, engine, version, uptime. */
export function HealthCard() {
  const { t } = useTranslation();
  const health = useHealth();
  const { environment } = getRuntimeConfig();

  const refresh = (
    <Button
      type="text"
      icon={<ReloadOutlined />}
      onClick={() => void health.refetch()}
      loading={health.isFetching}
    >
      {t('dashboard.refresh')}
    </Button>
  );

  let body;
  if (health.isPending) {
    body = <Skeleton active paragraph={{ rows: 2 }} />;
  } else if (health.isError) {
    body = <Alert type="warning" showIcon title={t('dashboard.healthFailed')} />;
  } else {
    const { database, driver, version, uptimeSeconds } = health.data;
    const up = database === 'up';
    const items: DescriptionsProps['items'] = [
      {
        key: 'database',
        label: t('dashboard.database'),
        children: (
          <Badge
            status={up ? 'success' : 'error'}
            text={
              <span data-testid="database-status">
                {up ? t('dashboard.databaseUp') : t('dashboard.databaseDown')}
              </span>
            }
          />
        ),
      },
      { key: 'driver', label: t('dashboard.driver'), children: DRIVER_LABELS[driver] ?? driver },
      { key: 'version', label: t('dashboard.version'), children: version },
      { key: 'uptime', label: t('dashboard.uptime'), children: formatUptime(uptimeSeconds, t) },
      { key: 'environment', label: t('dashboard.environment'), children: environment },
    ];
    body = <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} items={items} />;
  }

  return (
    <Card title={t('dashboard.healthTitle')} extra={refresh}>
      {body}
    </Card>
  );
}
