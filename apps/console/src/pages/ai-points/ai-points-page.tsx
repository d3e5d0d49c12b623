import { Flex, Tabs, Typography } from 'antd';
import { AccountsTab, CodesTab, RecordsTab, RulesTab } from '../../features/ai-points';
import { useCan } from '../../shared/permissions';

/** /console/ai-points: budgets of schools, classes and pupils; rules; records; codes. */
export function AiPointsPage() {
  const can = useCan();
  const tabs = [
    {
      key: 'accounts',
      label: '积分账户',
      permission: 'ai-point:list-accounts',
      children: <AccountsTab />,
    },
    { key: 'rules', label: '积分规则', permission: 'ai-point-config:find', children: <RulesTab /> },
    { key: 'records', label: '积分流水', permission: undefined, children: <RecordsTab /> },
    { key: 'codes', label: '积分兑换码', permission: 'ai-point-code:list', children: <CodesTab /> },
  ] as const;
  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Text type="secondary">
          学校的AI点数预算逐级划拨到课班和学生；使用AI工具按规则扣点，失败退回。
        </Typography.Text>
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
