import { safetyRuleEndpoints, schoolEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { SAFETY_KEY, SchoolRulesForm } from '../../features/safety';
import { apiClient } from '../../shared/api';
import { SchoolSelect } from '../../shared/pickers';

/**
 * /console/safety-rules: a school's own moderation rules. A school manager's list holds only
 * their school, which is picked at once; platform staff pick a school first.
 */
export function SafetyRulesPage() {
  const [picked, setPicked] = useState<number | undefined>();
  const schools = useQuery({
    ...apiClient.query(schoolEndpoints.page, { currentPage: 1, pageSize: 2 }, SAFETY_KEY),
    staleTime: 60_000,
  });
  const only = schools.data?.total === 1 ? schools.data.list[0]?.id : undefined;
  const schoolId = picked ?? only;
  const rules = useQuery({
    ...apiClient.query(safetyRuleEndpoints.schoolDetail, { schoolId: schoolId ?? 0 }, SAFETY_KEY),
    enabled: schoolId !== undefined,
  });

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        在平台规则之上，为一所学校加上自己的屏蔽词和允许词、严格程度、拦截提示，并决定哪些作品可以发布到作品广场。班级老师还可以在此基础上为本班再加规则。
      </Typography.Text>
      <Card
        title={rules.data ? `${rules.data.schoolName} 的内容安全规则` : '学校的内容安全规则'}
        extra={
          only === undefined ? (
            <SchoolSelect
              aria-label="学校"
              value={schoolId}
              onChange={(value: number | undefined) => setPicked(value)}
              style={{ width: 240 }}
            />
          ) : null
        }
      >
        {schoolId === undefined ? (
          <Empty description="先选择一所学校" />
        ) : rules.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : rules.data ? (
          <SchoolRulesForm
            key={`${rules.data.schoolId}:${rules.data.updatedAt}`}
            data={rules.data}
          />
        ) : (
          <Alert type="error" showIcon message="暂时无法读取这所学校的规则" />
        )}
      </Card>
    </Flex>
  );
}
