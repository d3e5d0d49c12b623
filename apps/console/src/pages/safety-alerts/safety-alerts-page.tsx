import { safetyAlertEndpoints, type TSafetyAlertStats } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Flex, Row, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { SAFETY_KEY } from '../../features/safety';
import { apiClient } from '../../shared/api';
import { FilterBar, type TFilterField } from '../../shared/resource';

type TRow = TSafetyAlertStats[number];

const FILTERS: readonly TFilterField[] = [
  { name: 'dateFrom', label: '日期', type: 'dateRange', to: ['dateFrom', 'dateTo'] },
];

const count = (value: number) => value.toLocaleString('zh-CN');

const COLUMNS: ColumnsType<TRow> = [
  { key: 'schoolName', title: '学校', dataIndex: 'schoolName', width: 240, ellipsis: true },
  {
    key: 'open',
    title: '待处理预警',
    dataIndex: 'open',
    align: 'right',
    sorter: (a, b) => a.open - b.open,
    render: (value: number) => (value > 0 ? <Tag color="red">{count(value)}</Tag> : 0),
  },
  {
    key: 'acknowledged',
    title: '已查看',
    dataIndex: 'acknowledged',
    align: 'right',
    sorter: (a, b) => a.acknowledged - b.acknowledged,
    render: count,
  },
  {
    key: 'closed',
    title: '已关闭',
    dataIndex: 'closed',
    align: 'right',
    sorter: (a, b) => a.closed - b.closed,
    render: count,
  },
  {
    key: 'alerts',
    title: '预警合计',
    dataIndex: 'alerts',
    align: 'right',
    sorter: (a, b) => a.alerts - b.alerts,
    render: count,
  },
  {
    key: 'refused',
    title: '拦截次数',
    dataIndex: 'refused',
    align: 'right',
    sorter: (a, b) => a.refused - b.refused,
    render: count,
  },
  {
    key: 'flagged',
    title: '标记次数',
    dataIndex: 'flagged',
    align: 'right',
    sorter: (a, b) => a.flagged - b.flagged,
    render: count,
  },
];

const TOTALS = [
  ['open', '待处理预警'],
  ['acknowledged', '已查看'],
  ['closed', '已关闭'],
  ['refused', '拦截次数'],
  ['flagged', '标记次数'],
] as const;

/**
 * /console/safety-alerts: critical alerts (self-harm, abuse, violence disclosures) and the
 * safety gate's refusals and flags per school in the caller's data scope.
 */
export function SafetyAlertsPage() {
  const [query, setQuery] = useState<{ dateFrom?: string; dateTo?: string }>({});
  const stats = useQuery(apiClient.query(safetyAlertEndpoints.stats, query, SAFETY_KEY));
  const rows = stats.data ?? [];
  const total = (field: (typeof TOTALS)[number][0]) =>
    rows.reduce((sum, row) => sum + row[field], 0);

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        学生表达自我伤害、受到伤害或暴力倾向时，系统会立即提醒班级老师；这里是你管理的各学校的预警处理情况，以及AI内容被拦截、被标记的次数。
      </Typography.Text>
      <Card size="small">
        <FilterBar
          name="safetyAlertFilters"
          fields={FILTERS}
          onSearch={(values) => setQuery(values as typeof query)}
        />
      </Card>
      <Row gutter={12}>
        {TOTALS.map(([field, title]) => (
          <Col key={field} flex={1}>
            <Card size="small">
              <Statistic
                title={title}
                value={total(field)}
                styles={{
                  content: field === 'open' && total(field) > 0 ? { color: '#cf1322' } : undefined,
                }}
              />
            </Card>
          </Col>
        ))}
      </Row>
      {stats.isError ? <Alert type="error" showIcon message="暂时无法读取预警统计" /> : null}
      <Card title="各学校的预警与拦截" size="small">
        <Table<TRow>
          rowKey="schoolId"
          size="middle"
          loading={stats.isPending}
          columns={COLUMNS}
          dataSource={rows}
          pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          locale={{ emptyText: '所选时间内没有预警、拦截或标记' }}
        />
      </Card>
    </Flex>
  );
}
