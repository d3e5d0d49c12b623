import { schoolEndpoints, type TSchoolMngRow } from '@haoduo/contract';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_TOOLS_KEY, AiToolsDrawer } from '../../features/ai-tools';
import { labelOf } from '../../shared/labels';
import { RegionCascader } from '../../shared/pickers';
import { ResourceTable, type TResourceColumn } from '../../shared/resource';

/** /console/ai-tools: each school's opened AI tools; open or close them per school. */
export function AiToolsPage() {
  const { t } = useTranslation();
  const [school, setSchool] = useState<{ id: number; name: string } | null>(null);
  const columns: TResourceColumn<TSchoolMngRow>[] = [
    { key: 'name', title: t('fields.school'), dataIndex: 'name', width: 220, ellipsis: true },
    {
      key: 'regionName',
      title: t('aiTools.region'),
      dataIndex: 'regionName',
      width: 200,
      ellipsis: true,
    },
    {
      key: 'aiToolTypes',
      title: t('aiTools.opened'),
      dataIndex: 'aiToolTypes',
      width: 560,
      render: (types: number[]) =>
        types.length ? (
          <Space size={[4, 4]} wrap>
            {types.map((type) => (
              <Tag key={type} color="blue">
                {labelOf('toolType', type)}
              </Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('aiTools.none')}</Typography.Text>
        ),
    },
    {
      key: 'actions',
      title: t('fields.actions'),
      width: 110,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => (
        <Button type="link" size="small" onClick={() => setSchool({ id: row.id, name: row.name })}>
          {t('aiTools.configure')}
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Text type="secondary">{t('aiTools.intro')}</Typography.Text>
      </div>
      <ResourceTable
        tableId="ai-tools-schools"
        endpoint={schoolEndpoints.page}
        queryKey={[...AI_TOOLS_KEY, 'schools']}
        rowKey="id"
        title={t('aiTools.schools')}
        columns={columns}
        filters={[
          { name: 'name', label: t('aiTools.schoolName'), type: 'text' },
          {
            name: 'provinceId',
            label: t('aiTools.region'),
            type: 'custom',
            render: () => <RegionCascader changeOnSelect />,
            toQuery: (value) => {
              const [provinceId, cityId, districtId] = value as number[];
              return { provinceId, cityId, districtId };
            },
          },
        ]}
      />
      <AiToolsDrawer school={school} onClose={() => setSchool(null)} />
    </Flex>
  );
}
