import { schoolEndpoints, type TSchoolMngRow } from '@haoduo/contract';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { AI_TOOLS_KEY, AiToolsDrawer } from '../../features/ai-tools';
import { TOOL_TYPE_LABELS } from '../../shared/labels';
import { RegionCascader } from '../../shared/pickers';
import { ResourceTable, type TResourceColumn } from '../../shared/resource';

/** /console/ai-tools: each school's opened AI tools; open or close them per school. */
export function AiToolsPage() {
  const [school, setSchool] = useState<{ id: number; name: string } | null>(null);
  const columns: TResourceColumn<TSchoolMngRow>[] = [
    { key: 'name', title: '学校', dataIndex: 'name', width: 220, ellipsis: true },
    { key: 'regionName', title: '地区', dataIndex: 'regionName', width: 200, ellipsis: true },
    {
      key: 'aiToolTypes',
      title: '已开通的AI工具',
      dataIndex: 'aiToolTypes',
      width: 560,
      render: (types: number[]) =>
        types.length ? (
          <Space size={[4, 4]} wrap>
            {types.map((type) => (
              <Tag key={type} color="blue">
                {TOOL_TYPE_LABELS[type] ?? type}
              </Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">未开通</Typography.Text>
        ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 110,
      fixed: 'right',
      fixedVisible: true,
      render: (_v, row) => (
        <Button type="link" size="small" onClick={() => setSchool({ id: row.id, name: row.name })}>
          配置AI工具
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Text type="secondary">
          各学校开通的AI工具：语言、绘画、音乐、视频、3D大模型，智能体、AI工坊与AI硬件。
        </Typography.Text>
      </div>
      <ResourceTable
        tableId="ai-tools-schools"
        endpoint={schoolEndpoints.page}
        queryKey={[...AI_TOOLS_KEY, 'schools']}
        rowKey="id"
        title="学校"
        columns={columns}
        filters={[
          { name: 'name', label: '学校名称', type: 'text' },
          {
            name: 'provinceId',
            label: '地区',
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
