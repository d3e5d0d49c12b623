import { Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { WorksExportButton, WorksReviewBoard } from '../../features/works-review';
import { useCan } from '../../shared/permissions';
import { useTranslation } from 'react-i18next';

/** /console/works-audit: review, recommend, score and tag works; award candidates; fanbook works. */
export function WorksAuditPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [tab, setTab] = useState('all');
  const tabs = [
    {
      key: 'all',
      label: t('works.tabAudit'),
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
      label: t('works.tabAward'),
      permission: 'works:award-list' as const,
      children: <WorksReviewBoard kind="award" initialFilters={{}} />,
    },
    {
      key: 'fanbook',
      label: t('works.tabBooks'),
      permission: 'fanbook-works:list' as const,
      children: <WorksReviewBoard kind="fanbook" initialFilters={{}} />,
    },
  ].filter((item) => can(item.permission));

  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Text type="secondary">{t('works.intro')}</Typography.Text>
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
