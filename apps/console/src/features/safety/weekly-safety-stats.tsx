import {
  SAFETY_STAT_KINDS,
  safetyAlertEndpoints,
  type TSafetyStatKind,
  type TSafetyWeeklyStatsQuery,
  type TSafetyWeeklyStatsRow,
} from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';
import { LineChart, type TSeries } from '../../shared/charts';
import { ExportButton } from '../../shared/file-tasks';
import { SAFETY_KEY } from './safety-keys';

/** One colour per kind, the critical ones warm. */
const KIND_COLOURS: Readonly<Record<TSafetyStatKind, string>> = {
  'self-harm': '#cf1322',
  abuse: '#d4380d',
  violence: '#fa8c16',
  bullying: '#d48806',
  'personal-data': '#1677ff',
  sexual: '#c41d7f',
  jailbreak: '#531dab',
  drugs: '#08979c',
  gambling: '#389e0d',
  hate: '#5b3f1a',
  'school-rule': '#595959',
};

const count = (value: number) => value.toLocaleString('zh-CN');

/**
 * The weekly safety figures of the caller's schools: each kind of refused or flagged pupil
 * text per week (a chart of all schools together), a row per week and school with its
 * region, and the same as an xlsx file task.
 */
export function WeeklySafetyStats({ query }: { query: TSafetyWeeklyStatsQuery }) {
  const { t } = useTranslation();
  const stats = useQuery(apiClient.query(safetyAlertEndpoints.weeklyStats, query, SAFETY_KEY));
  const weeks = stats.data?.weeks ?? [];
  const rows = stats.data?.rows ?? [];
  const seen = SAFETY_STAT_KINDS.filter((kind) => weeks.some((week) => week.counts[kind] > 0));
  const series: TSeries[] = seen.map((kind) => ({
    name: t(`safety.weekly.kind.${kind}`),
    colour: KIND_COLOURS[kind],
    values: weeks.map((week) => week.counts[kind]),
  }));
  const columns: ColumnsType<TSafetyWeeklyStatsRow> = [
    { key: 'weekStart', title: t('safety.weekly.week'), dataIndex: 'weekStart', width: 110 },
    {
      key: 'schoolName',
      title: t('safety.weekly.school'),
      dataIndex: 'schoolName',
      width: 200,
      ellipsis: true,
    },
    {
      key: 'regionName',
      title: t('safety.weekly.region'),
      dataIndex: 'regionName',
      width: 160,
      ellipsis: true,
    },
    {
      key: 'total',
      title: t('safety.weekly.total'),
      dataIndex: 'total',
      align: 'right',
      sorter: (a, b) => a.total - b.total,
      render: count,
    },
    ...SAFETY_STAT_KINDS.map((kind) => ({
      key: kind,
      title: t(`safety.weekly.kind.${kind}`),
      align: 'right' as const,
      sorter: (a: TSafetyWeeklyStatsRow, b: TSafetyWeeklyStatsRow) =>
        a.counts[kind] - b.counts[kind],
      render: (_: unknown, row: TSafetyWeeklyStatsRow) => count(row.counts[kind]),
    })),
    {
      key: 'alerts',
      title: t('safety.weekly.alerts'),
      dataIndex: 'alerts',
      align: 'right',
      render: count,
    },
    {
      key: 'staffRefused',
      title: t('safety.weekly.staffRefused'),
      dataIndex: 'staffRefused',
      align: 'right',
      render: count,
    },
  ];

  return (
    <Card
      size="small"
      title={t('safety.weekly.title')}
      extra={
        <ExportButton
          permission="safety:weekly-export"
          label={t('safety.weekly.export')}
          start={() => apiClient.call(safetyAlertEndpoints.weeklyExport, query)}
        />
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('safety.weekly.hint')}</Typography.Text>
        {stats.isError ? (
          <Alert type="error" showIcon message={t('safety.weekly.loadFailed')} />
        ) : null}
        {series.length > 0 ? (
          <LineChart
            title={t('safety.weekly.chartTitle')}
            labels={weeks.map((week) => week.weekStart.slice(5))}
            series={series}
          />
        ) : null}
        <Table<TSafetyWeeklyStatsRow>
          rowKey={(row) => `${row.weekStart}:${row.schoolId}`}
          size="small"
          loading={stats.isPending}
          columns={columns}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          locale={{ emptyText: t('safety.weekly.empty') }}
        />
      </Flex>
    </Card>
  );
}
