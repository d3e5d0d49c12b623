import { Flex, Tabs, Typography } from 'antd';
import { AccountsTab, CodesTab, RecordsTab, RulesTab } from '../../features/ai-points';
import { useCan } from '../../shared/permissions';
import { useTranslation } from 'react-i18next';

/** /console/ai-points: budgets of schools, classes and pupils; rules; records; codes. */
export function AiPointsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const tabs = [
    {
      key: 'accounts',
      label: t('aiPoints.tabAccounts'),
      permission: 'ai-point:list-accounts',
      children: <AccountsTab />,
    },
    {
      key: 'rules',
      label: t('aiPoints.tabRules'),
      permission: 'ai-point-config:find',
      children: <RulesTab />,
    },
    {
      key: 'records',
      label: t('aiPoints.tabRecords'),
      permission: undefined,
      children: <RecordsTab />,
    },
    {
      key: 'codes',
      label: t('aiPoints.tabCodes'),
      permission: 'ai-point-code:list',
      children: <CodesTab />,
    },
  ] as const;
  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Text type="secondary">{t('aiPoints.intro')}</Typography.Text>
      </div>
      <Tabs
        destroyOnHidden
        items={tabs
          .filter((tab) => can(tab.permission))
          .map(({ key, label, children }) => ({ key, label, children }))}
      />
    </Flex>
  );
}
