import {
  AiPointLimit,
  aiPointEndpoints,
  ZAiPointRuleSetBody,
  type TAiPointRule,
} from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, InputNumber, Table, Typography } from 'antd';
import { useState } from 'react';
import { apiClient } from '../../../shared/api';
import { usePermission } from '../../../shared/permissions';
import { useResourceMutation } from '../../../shared/resource';
import { AI_POINTS_KEY } from '../api/ai-points-api';

/** What each AI tool costs per generation or message; super administrators set them. */
export function RulesTab() {
  const { message } = App.useApp();
  const canSet = usePermission('ai-point-config:set');
  const rules = useQuery(
    apiClient.query(aiPointEndpoints.rulesMng, undefined, [...AI_POINTS_KEY, 'rules']),
  );
  const save = useResourceMutation(aiPointEndpoints.setRules, {
    invalidate: [AI_POINTS_KEY],
    successText: '积分规则已保存',
  });
  // The costs typed here, over the saved ones (a rule not typed keeps its saved cost).
  const [edits, setEdits] = useState<Record<number, number | null>>({});
  const costOf = (rule: TAiPointRule) =>
    rule.aiPointConfigRuleType in edits ? edits[rule.aiPointConfigRuleType] : rule.points;

  const changed = (rules.data ?? []).some((rule) => costOf(rule) !== rule.points);

  const submit = async () => {
    const parsed = ZAiPointRuleSetBody.safeParse({
      list: (rules.data ?? []).map((rule) => ({
        aiPointConfigRuleType: rule.aiPointConfigRuleType,
        points: costOf(rule),
      })),
    });
    if (!parsed.success) {
      void message.error(`每次消耗须是0到${AiPointLimit.MAX_COST}之间的整数`);
      return;
    }
    await save.mutateAsync(parsed.data);
    setEdits({});
  };

  return (
    <Card
      size="small"
      title="积分规则"
      extra={
        canSet ? (
          <Flex gap={8}>
            <Button disabled={!changed} onClick={() => setEdits({})}>
              还原
            </Button>
            <Button
              type="primary"
              disabled={!changed}
              loading={save.isPending}
              onClick={() => void submit().catch(() => undefined)}
            >
              保存
            </Button>
          </Flex>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">
        每次使用AI工具消耗的点数；生成失败会退回。修改后立即对所有学校生效。
      </Typography.Paragraph>
      <Table<TAiPointRule>
        size="middle"
        rowKey="aiPointConfigRuleType"
        loading={rules.isLoading}
        dataSource={rules.data ?? []}
        pagination={false}
        style={{ maxWidth: 640 }}
        columns={[
          { key: 'label', title: 'AI工具', dataIndex: 'label' },
          {
            key: 'points',
            title: '每次消耗（点）',
            width: 220,
            render: (_v, rule) =>
              canSet ? (
                <InputNumber
                  aria-label={`${rule.label}每次消耗`}
                  min={0}
                  max={AiPointLimit.MAX_COST}
                  precision={0}
                  value={costOf(rule)}
                  onChange={(value) =>
                    setEdits((all) => ({ ...all, [rule.aiPointConfigRuleType]: value }))
                  }
                />
              ) : (
                rule.points
              ),
          },
        ]}
      />
    </Card>
  );
}
