import {
  aiPointEndpoints,
  FileTaskTag,
  fileTaskEndpoints,
  type TAiPointRecord,
} from '@haoduo/contract';
import { Typography } from 'antd';
import { apiClient } from '../../../shared/api';
import { ExportButton } from '../../../shared/file-tasks';
import { formatTime } from '../../../shared/labels';
import { ClassSelect, SchoolSelect, SemesterSelect } from '../../../shared/pickers';
import { ResourceTable, type TResourceColumn } from '../../../shared/resource';
import { AI_POINTS_KEY } from '../api/ai-points-api';
import { ACCOUNT_TYPE_OPTIONS, POINT_TYPE_OPTIONS, RULE_TYPE_OPTIONS, signed } from './labels';

const columns: TResourceColumn<TAiPointRecord>[] = [
  { key: 'createdAt', title: '时间', dataIndex: 'createdAt', width: 150, render: formatTime },
  { key: 'ownerName', title: '账户', dataIndex: 'ownerName', width: 160, ellipsis: true },
  { key: 'schoolName', title: '学校', dataIndex: 'schoolName', width: 180, ellipsis: true },
  {
    key: 'className',
    title: '课班',
    dataIndex: 'className',
    width: 160,
    ellipsis: true,
    render: (v) => v ?? '-',
  },
  { key: 'pointTypeLabel', title: '类型', dataIndex: 'pointTypeLabel', width: 110 },
  {
    key: 'points',
    title: '变动',
    dataIndex: 'points',
    width: 90,
    align: 'right',
    render: (points: number) => (
      <Typography.Text type={points < 0 ? 'danger' : 'success'}>{signed(points)}</Typography.Text>
    ),
  },
  { key: 'balance', title: '余额', dataIndex: 'balance', width: 90, align: 'right' },
  { key: 'reason', title: '原因', dataIndex: 'reason', width: 220, ellipsis: true },
  {
    key: 'operatorName',
    title: '操作人',
    dataIndex: 'operatorName',
    width: 110,
    render: (v) => v ?? '-',
  },
];

/** Every change of points (newest first), filtered, with an export as a file task. */
export function RecordsTab() {
  return (
    <ResourceTable
      tableId="ai-point-records"
      endpoint={aiPointEndpoints.recordPage}
      queryKey={[...AI_POINTS_KEY, 'records']}
      rowKey="id"
      title="积分流水"
      columns={columns}
      filters={[
        { name: 'schoolId', label: '学校', type: 'custom', render: () => <SchoolSelect /> },
        { name: 'classId', label: '课班', type: 'custom', render: () => <ClassSelect /> },
        {
          name: 'platformSemesterId',
          label: '学期',
          type: 'custom',
          render: () => <SemesterSelect />,
        },
        {
          name: 'pointType',
          label: '变动类型',
          type: 'select',
          options: POINT_TYPE_OPTIONS,
          width: 140,
        },
        {
          name: 'aiPointConfigRuleType',
          label: 'AI工具',
          type: 'select',
          options: RULE_TYPE_OPTIONS,
          width: 150,
        },
        {
          name: 'accountType',
          label: '身份',
          type: 'select',
          options: ACCOUNT_TYPE_OPTIONS,
          width: 110,
        },
        { name: 'startTm', label: '时间', type: 'dateRange', to: ['startTm', 'endTm'] },
      ]}
      toolbar={(filters) => (
        <ExportButton
          permission="file-task:create-export"
          start={() =>
            apiClient.call(fileTaskEndpoints.createExport, {
              taskTag: FileTaskTag.AI_POINT_RECORDS_EXPORT,
              taskParam: filters,
            })
          }
        />
      )}
    />
  );
}
