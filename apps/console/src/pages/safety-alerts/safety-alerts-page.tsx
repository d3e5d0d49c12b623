import { safetyAlertEndpoints, type TSafetyAlertStats } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Flex, Row, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SAFETY_KEY, WeeklySafetyStats } from '../../features/safety';
import { apiClient } from '../../shared/api';
import { SchoolSelect } from '../../shared/pickers';
import { FilterBar, type TFilterField } from '../../shared/resource';

type TRow = TSafetyAlertStats[number];
type TCounted = 'open' | 'acknowledged' | 'closed' | 'alerts' | 'refused' | 'flagged';

interface TQuery {
  dateFrom?: string;
  dateTo?: string;
  schoolId?: number;
}

const count = (value: number) => value.toLocaleString('zh-CN');

const COUNTED: readonly TCounted[] = [
  'open',
  'acknowledged',
  'closed',
  'alerts',
  'refused',
  'flagged',
];
const TOTALS = ['open', 'acknowledged', 'closed', 'refused', 'flagged'] as const;

/**
 * /console/safety-alerts: critical alerts (self-harm, abuse, violence disclosures) and the
 * safety gate's refusals and flags per school in the caller's data scope, and the weekly
 * figures by kind, school and region (chart, table, export).
 */
export function SafetyAlertsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<TQuery>({});
  const { schoolId: _school, ...dates } = query;
  const stats = useQuery(apiClient.query(safetyAlertEndpoints.stats, dates, SAFETY_KEY));
  const rows = stats.data ?? [];
  const total = (field: TCounted) => rows.reduce((sum, row) => sum + row[field], 0);
  const filters: readonly TFilterField[] = [
    {
      name: 'dateFrom',
      label: t('safety.alerts.date'),
      type: 'dateRange',
      to: ['dateFrom', 'dateTo'],
    },
    {
      name: 'schoolId',
      label: t('safety.alerts.school'),
      type: 'custom',
      render: () => <SchoolSelect aria-label={t('safety.alerts.school')} />,
    },
  ];
  const columns: ColumnsType<TRow> = [
    {
      key: 'schoolName',
      title: t('safety.alerts.school'),
      dataIndex: 'schoolName',
      width: 240,
      ellipsis: true,
    },
    ...COUNTED.map((field) => ({
      key: field,
      title: t(`safety.alerts.${field}`),
      dataIndex: field,
      align: 'right' as const,
      sorter: (a: TRow, b: TRow) => a[field] - b[field],
      render: (value: number) =>
        field === 'open' && value > 0 ? <Tag color="red">{count(value)}</Tag> : count(value),
    })),
    {
      key: 'staffRefused',
      title: t('safety.alerts.staffRefused'),
      dataIndex: 'staffRefused',
      align: 'right',
      sorter: (a, b) => a.staffRefused - b.staffRefused,
      render: count,
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('safety.alerts.intro')}</Typography.Text>
      <Card size="small">
        <FilterBar
          name="safetyAlertFilters"
          fields={filters}
          onSearch={(values) => setQuery(values as TQuery)}
        />
      </Card>
      <Row gutter={12}>
        {TOTALS.map((field) => (
          <Col key={field} flex={1}>
            <Card size="small">
              <Statistic
                title={t(`safety.alerts.${field}`)}
                value={total(field)}
                styles={{
                  content: field === 'open' && total(field) > 0 ? { color: '#cf1322' } : undefined,
                }}
              />
            </Card>
          </Col>
        ))}
      </Row>
      {stats.isError ? (
        <Alert type="error" showIcon message={t('safety.alerts.loadFailed')} />
      ) : null}
      <Card title={t('safety.alerts.perSchool')} size="small">
        <Table<TRow>
          rowKey="schoolId"
          size="middle"
          loading={stats.isPending}
          columns={columns}
          dataSource={rows.filter((row) => !query.schoolId || row.schoolId === query.schoolId)}
          pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          locale={{ emptyText: t('safety.alerts.empty') }}
        />
      </Card>
      <WeeklySafetyStats query={query} />
    </Flex>
  );
}
