import {
  AI_TOOL_LABELS,
  AI_TOOLS,
  aiGenerationEndpoints,
  type TAiJobWithAuthor,
} from '@haoduo/contract';
import { Card, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import { useState } from 'react';
import { GenerationDrawer, GenerationsGrid, JOB_STATUS_TAGS } from '../../features/ai-generations';
import { ClassSelect, SchoolSelect } from '../../shared/pickers';
import { FilterBar, useResourceList, type TFilterField } from '../../shared/resource';

const FILTERS: TFilterField[] = [
  { name: 'keyword', label: '提示词', type: 'text', placeholder: '提示词或学生姓名' },
  { name: 'schoolId', label: '学校', type: 'custom', render: () => <SchoolSelect /> },
  { name: 'classId', label: '课班', type: 'custom', render: () => <ClassSelect /> },
  {
    name: 'tool',
    label: 'AI工具',
    type: 'select',
    width: 130,
    options: AI_TOOLS.map((tool) => ({ value: tool, label: AI_TOOL_LABELS[tool] })),
  },
  {
    name: 'status',
    label: '状态',
    type: 'select',
    width: 110,
    options: Object.entries(JOB_STATUS_TAGS).map(([value, tag]) => ({ value, label: tag.label })),
  },
  { name: 'startTm', label: '时间', type: 'dateRange', to: ['startTm', 'endTm'] },
];

/** /console/ai-generations: a school's AI generations with prompts and results, for review. */
export function AiGenerationsPage() {
  const list = useResourceList(aiGenerationEndpoints.mngList, {
    queryKey: ['ai-generations'],
    pageSize: 24,
  });
  const [open, setOpen] = useState<TAiJobWithAuthor | null>(null);
  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Text type="secondary">
          学生使用AI工具的生成记录：提示词、生成结果与拦截原因。
        </Typography.Text>
      </div>
      <Card size="small">
        <FilterBar fields={FILTERS} onSearch={list.search} />
      </Card>
      <Card size="small" title={`共 ${list.total} 条生成记录`}>
        <Spin spinning={list.query.isFetching}>
          {list.rows.length === 0 && !list.query.isLoading ? (
            <Empty description="没有符合条件的生成记录" />
          ) : (
            <GenerationsGrid rows={list.rows} onOpen={setOpen} />
          )}
        </Spin>
        <Pagination
          style={{ marginTop: 16, justifyContent: 'flex-end' }}
          current={list.state.currentPage}
          pageSize={list.state.pageSize}
          total={list.total}
          pageSizeOptions={['24', '48', '96']}
          showSizeChanger
          showTotal={(total) => `共 ${total} 条`}
          onChange={list.setPage}
        />
      </Card>
      <GenerationDrawer job={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
