import { schoolEndpoints } from '@haoduo/contract';
import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime, labelOf, TOOL_TYPES } from '../../shared/labels';
import { RegionCascader } from '../../shared/pickers';
import {
  EnabledBadge,
  enabledOptions,
  ResourcePage,
  useEnableActions,
} from '../../shared/resource';
import { SchoolFormDrawer, SCHOOLS_KEY } from './school-form-drawer';

function regionQuery(value: unknown) {
  const [provinceId, cityId, districtId] = value as number[];
  return { provinceId, cityId, districtId };
}

/** 学校管理: the schools in scope, their region and contact, enable and disable. */
export function SchoolsPage() {
  const { t } = useTranslation();
  const enableActions = useEnableActions({
    enable: schoolEndpoints.enable,
    disable: schoolEndpoints.disable,
    invalidate: [SCHOOLS_KEY],
    permissions: { enable: 'school:enable', disable: 'school:disable' },
    input: (school: { id: number; name: string }) => ({ id: school.id }),
    dangerDisable: true,
    confirmDisable: (school) => ({
      title: t('schools.disableTitle', { name: school.name }),
      content: t('schools.disableContent'),
    }),
    confirmEnable: (school) => ({ title: t('schools.enableTitle', { name: school.name }) }),
  });

  return (
    <ResourcePage
      tableId="schools"
      title={t('schools.list')}
      endpoint={schoolEndpoints.page}
      queryKey={SCHOOLS_KEY}
      rowKey="id"
      filters={[
        { name: 'name', label: t('schools.name'), type: 'text' },
        {
          name: 'provinceId',
          label: t('schools.region'),
          type: 'custom',
          render: () => <RegionCascader changeOnSelect />,
          toQuery: regionQuery,
        },
        {
          name: 'status',
          label: t('fields.status'),
          type: 'select',
          options: enabledOptions(),
          width: 120,
        },
      ]}
      columns={[
        { key: 'id', title: t('fields.id'), dataIndex: 'id', width: 70, sorter: true },
        {
          key: 'name',
          title: t('schools.name'),
          dataIndex: 'name',
          sorter: true,
          render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
        },
        { key: 'regionName', title: t('schools.region'), dataIndex: 'regionName' },
        {
          key: 'address',
          title: t('schools.address'),
          dataIndex: 'address',
          ellipsis: true,
          width: 160,
        },
        { key: 'contactName', title: t('schools.contactName'), dataIndex: 'contactName' },
        { key: 'contactMobile', title: t('schools.contactMobile'), dataIndex: 'contactMobile' },
        {
          key: 'aiToolTypes',
          title: t('schools.aiTools'),
          dataIndex: 'aiToolTypes',
          render: (types: number[]) =>
            types.length === TOOL_TYPES.length ? (
              <Tag color="blue">{t('schools.allTools')}</Tag>
            ) : types.length === 0 ? (
              <Tag>{t('schools.noTools')}</Tag>
            ) : (
              <Tooltip
                title={types.map((type) => labelOf('toolType', type)).join(t('listSeparator'))}
              >
                <Tag>{t('schools.toolCount', { count: types.length })}</Tag>
              </Tooltip>
            ),
        },
        {
          key: 'status',
          title: t('fields.status'),
          dataIndex: 'status',
          render: (status: number) => <EnabledBadge status={status} />,
        },
        {
          key: 'createdAt',
          title: t('fields.createdAt'),
          dataIndex: 'createdAt',
          sorter: true,
          render: formatTime,
        },
      ]}
      rowActions={(school, page) => [
        {
          key: 'edit',
          label: t('actions.edit'),
          permission: 'school:update',
          onClick: () => page.edit(school),
        },
        ...enableActions(school),
      ]}
      create={{ label: t('schools.add'), permission: 'school:create' }}
      exportCall={{ endpoint: schoolEndpoints.export, permission: 'school:export' }}
      drawer={({ open, row, onClose }) => (
        <SchoolFormDrawer open={open} school={row} onClose={onClose} />
      )}
    />
  );
}
