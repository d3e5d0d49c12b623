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
import { labelOf } from '../../../shared/labels';
import { usePermission } from '../../../shared/permissions';
import { useResourceMutation } from '../../../shared/resource';
import { AI_POINTS_KEY } from '../api/ai-points-api';
import { useTranslation } from 'react-i18next';

/** What each AI tool costs per generation or message; super administrators set them. */
export function RulesTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canSet = usePermission('ai-point-config:set');
  const rules = useQuery(
    apiClient.query(aiPointEndpoints.rulesMng, undefined, [...AI_POINTS_KEY, 'rules']),
  );
  const save = useResourceMutation(aiPointEndpoints.setRules, {
    invalidate: [AI_POINTS_KEY],
    successText: t('aiPoints.rulesSaved'),
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
      void message.error(t('aiPoints.costRange', { max: AiPointLimit.MAX_COST }));
      return;
    }
    await save.mutateAsync(parsed.data);
    setEdits({});
  };

  return (
    <Card
      size="small"
      title={t('aiPoints.tabRules')}
      extra={
        canSet ? (
          <Flex gap={8}>
            <Button disabled={!changed} onClick={() => setEdits({})}>
              {t('aiPoints.revert')}
            </Button>
            <Button
              type="primary"
              disabled={!changed}
              loading={save.isPending}
              onClick={() => void submit().catch(() => undefined)}
            >
              {t('actions.save')}
            </Button>
          </Flex>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t('aiPoints.rulesHint')}</Typography.Paragraph>
      <Table<TAiPointRule>
        size="middle"
        rowKey="aiPointConfigRuleType"
        loading={rules.isLoading}
        dataSource={rules.data ?? []}
        pagination={false}
        style={{ maxWidth: 640 }}
        columns={[
          {
            key: 'label',
            title: t('aiPoints.tool'),
            dataIndex: 'aiPointConfigRuleType',
            render: (type: number) => labelOf('aiPointRule', type),
          },
          {
            key: 'points',
            title: t('aiPoints.costPerUse'),
            width: 220,
            render: (_v, rule) =>
              canSet ? (
                <InputNumber
                  aria-label={t('aiPoints.costOf', {
                    tool: labelOf('aiPointRule', rule.aiPointConfigRuleType),
                  })}
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
