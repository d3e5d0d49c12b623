import { AI_TOOLS, aiGenerationEndpoints, type TAiJobWithAuthor } from '@haoduo/contract';
import { Card, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import {
  GenerationDrawer,
  GenerationsGrid,
  JOB_STATUS_TAGS,
  jobStatusLabel,
} from '../../features/ai-generations';
import { labelOf } from '../../shared/labels';
import {
  FilterBar,
  presetFilters,
  useResourceList,
  type TFilterField,
} from '../../shared/resource';
import { useTranslation } from 'react-i18next';

/** The filters, in the current language (built while rendering). */
const filtersOf = (t: TFunction): TFilterField[] => [
  {
    name: 'keyword',
    label: t('aiGenerations.prompt'),
    type: 'text',
    placeholder: t('aiGenerations.keywordPlaceholder'),
  },
  presetFilters.school(),
  presetFilters.class(),
  {
    name: 'tool',
    label: t('aiGenerations.tool'),
    type: 'select',
    width: 130,
    options: AI_TOOLS.map((tool) => ({ value: tool, label: labelOf('aiTool', tool) })),
  },
  {
    name: 'status',
    label: t('fields.status'),
    type: 'select',
    width: 110,
    options: Object.keys(JOB_STATUS_TAGS).map((value) => ({ value, label: jobStatusLabel(value) })),
  },
  { name: 'startTm', label: t('fields.time'), type: 'dateRange', to: ['startTm', 'endTm'] },
];

/** /console/ai-generations: a school's AI generations with prompts and results, for review. */
export function AiGenerationsPage() {
  const { t } = useTranslation();
  const list = useResourceList(aiGenerationEndpoints.mngList, {
    queryKey: ['ai-generations'],
    pageSize: 24,
  });
  const [open, setOpen] = useState<TAiJobWithAuthor | null>(null);
  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Text type="secondary">{t('aiGenerations.intro')}</Typography.Text>
      </div>
      <Card size="small">
        <FilterBar fields={filtersOf(t)} onSearch={list.search} />
      </Card>
      <Card size="small" title={t('aiGenerations.total', { total: list.total })}>
        <Spin spinning={list.query.isFetching}>
          {list.rows.length === 0 && !list.query.isLoading ? (
            <Empty description={t('aiGenerations.noMatch')} />
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
          showTotal={(total) => t('resource.total', { total })}
          onChange={list.setPage}
        />
      </Card>
      <GenerationDrawer job={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
