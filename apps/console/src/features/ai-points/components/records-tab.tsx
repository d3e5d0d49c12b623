import type { TFunction } from 'i18next';
import {
  aiPointEndpoints,
  FileTaskTag,
  fileTaskEndpoints,
  type TAiPointRecord,
} from '@haoduo/contract';
import { Typography } from 'antd';
import { apiClient } from '../../../shared/api';
import { ExportButton } from '../../../shared/file-tasks';
import { formatTime, labelOf } from '../../../shared/labels';
import { presetFilters, ResourceTable, type TResourceColumn } from '../../../shared/resource';
import { AI_POINTS_KEY } from '../api/ai-points-api';
import { accountTypeOptions, pointTypeOptions, ruleTypeOptions, signed } from './labels';
import { useTranslation } from 'react-i18next';

function columnsOf(t: TFunction): TResourceColumn<TAiPointRecord>[] {
  return [
    {
      key: 'createdAt',
      title: t('fields.time'),
      dataIndex: 'createdAt',
      width: 150,
      render: formatTime,
    },
    {
      key: 'ownerName',
      title: t('aiPoints.account'),
      dataIndex: 'ownerName',
      width: 160,
      ellipsis: true,
    },
    {
      key: 'schoolName',
      title: t('fields.school'),
      dataIndex: 'schoolName',
      width: 180,
      ellipsis: true,
    },
    {
      key: 'className',
      title: t('fields.class'),
      dataIndex: 'className',
      width: 160,
      ellipsis: true,
      render: (v) => v ?? '-',
    },
    {
      key: 'pointTypeLabel',
      title: t('aiPoints.type'),
      dataIndex: 'pointType',
      width: 110,
      render: (type: number) => labelOf('aiPointType', type),
    },
    {
      key: 'points',
      title: t('aiPoints.change'),
      dataIndex: 'points',
      width: 90,
      align: 'right',
      render: (points: number) => (
        <Typography.Text type={points < 0 ? 'danger' : 'success'}>{signed(points)}</Typography.Text>
      ),
    },
    {
      key: 'balance',
      title: t('aiPoints.balance'),
      dataIndex: 'balance',
      width: 90,
      align: 'right',
    },
    { key: 'reason', title: t('aiPoints.reason'), dataIndex: 'reason', width: 220, ellipsis: true },
    {
      key: 'operatorName',
      title: t('aiPoints.operator'),
      dataIndex: 'operatorName',
      width: 110,
      render: (v) => v ?? '-',
    },
  ];
}

/** Every change of points (newest first), filtered, with an export as a file task. */
export function RecordsTab() {
  const { t } = useTranslation();
  return (
    <ResourceTable
      tableId="ai-point-records"
      endpoint={aiPointEndpoints.recordPage}
      queryKey={[...AI_POINTS_KEY, 'records']}
      rowKey="id"
      title={t('aiPoints.tabRecords')}
      columns={columnsOf(t)}
      filters={[
        presetFilters.school(),
        presetFilters.class(),
        presetFilters.semester('platformSemesterId'),
        {
          name: 'pointType',
          label: t('aiPoints.changeType'),
          type: 'select',
          options: pointTypeOptions(),
          width: 140,
        },
        {
          name: 'aiPointConfigRuleType',
          label: t('aiPoints.tool'),
          type: 'select',
          options: ruleTypeOptions(),
          width: 150,
        },
        {
          name: 'accountType',
          label: t('aiPoints.identity'),
          type: 'select',
          options: accountTypeOptions(),
          width: 110,
        },
        { name: 'startTm', label: t('fields.time'), type: 'dateRange', to: ['startTm', 'endTm'] },
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
