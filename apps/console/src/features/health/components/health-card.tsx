import { getRuntimeConfig } from '@haoduo/contract';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Card, Col, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHealth } from '../api/get-health';
import { formatUptime } from './format-uptime';

const DRIVER_LABELS: Record<string, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Col xs={24} sm={12} lg={6}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div style={{ fontSize: 18, fontWeight: 600, marginTop: 4 }}>{children}</div>
    </Col>
  );
}

/** The server's health: database up or down, engine, version, uptime. */
export function HealthCard() {
  const { t } = useTranslation();
  const health = useHealth();
  const { environment } = getRuntimeConfig();

  const extra = (
    <Flex align="center" gap={8}>
      <Tag variant="filled" title={t('dashboard.environment')}>
        {environment}
      </Tag>
      <Button
        type="text"
        icon={<ReloadOutlined />}
        onClick={() => void health.refetch()}
        loading={health.isFetching}
      >
        {t('dashboard.refresh')}
      </Button>
    </Flex>
  );

  let body: ReactNode;
  if (health.isPending) {
    body = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  } else if (health.isError) {
    body = <Alert type="warning" showIcon title={t('dashboard.healthFailed')} />;
  } else {
    const { database, driver, version, uptimeSeconds } = health.data;
    const up = database === 'up';
    body = (
      <Row gutter={[24, 16]}>
        <Fact label={t('dashboard.database')}>
          <Badge
            status={up ? 'success' : 'error'}
            text={
              <span data-testid="database-status" style={{ fontSize: 18, fontWeight: 600 }}>
                {up ? t('dashboard.databaseUp') : t('dashboard.databaseDown')}
              </span>
            }
          />
        </Fact>
        <Fact label={t('dashboard.driver')}>{DRIVER_LABELS[driver] ?? driver}</Fact>
        <Fact label={t('dashboard.version')}>{version}</Fact>
        <Fact label={t('dashboard.uptime')}>{formatUptime(uptimeSeconds, t)}</Fact>
      </Row>
    );
  }

  return (
    <Card title={t('dashboard.healthTitle')} extra={extra}>
      {body}
    </Card>
  );
}
