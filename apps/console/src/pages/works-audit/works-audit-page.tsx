import { Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { WorksExportButton, WorksReviewBoard } from '../../features/works-review';
import { useCan } from '../../shared/permissions';

/** /console/works-audit: review, recommend, score and tag works; award candidates; fanbook works. */
export function WorksAuditPage() {
  const can = useCan();
  const [tab, setTab] = useState('all');
  const tabs = [
    {
      key: 'all',
      label: '作品审核',
      permission: 'works:list' as const,
      children: (
        <WorksReviewBoard
          kind="all"
          toolbar={(filters) =>
            can('works:export') ? <WorksExportButton filters={filters} /> : null
          }
        />
      ),
    },
    {
      key: 'award',
      label: '可获奖作品',
      permission: 'works:award-list' as const,
      children: <WorksReviewBoard kind="award" initialFilters={{}} />,
    },
    {
      key: 'fanbook',
      label: '绘本作品',
      permission: 'fanbook-works:list' as const,
      children: <WorksReviewBoard kind="fanbook" initialFilters={{}} />,
    },
  ].filter((item) => can(item.permission));

  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Text type="secondary">
          审核学生提交的作品：通过后发布到作品广场，不通过需填写原因；可推荐、修改排序分与标签。
        </Typography.Text>
      </div>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={tabs.map(({ key, label, children }) => ({ key, label, children }))}
      />
    </Flex>
  );
}
