import { AI_TOOL_TILE_TYPES, aiToolConfigEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Flex, List, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { apiClient } from '../../shared/api';
import { TOOL_TYPE_LABELS } from '../../shared/labels';
import { usePermission } from '../../shared/permissions';
import { useResourceMutation } from '../../shared/resource';

export const AI_TOOLS_KEY = ['ai-tools'] as const;

interface TAiToolsDrawerProps {
  school: { id: number; name: string } | null;
  onClose: () => void;
}

/** The AI tools (tiles) a school has opened: switch each on or off, then save. */
export function AiToolsDrawer({ school, onClose }: TAiToolsDrawerProps) {
  const canEdit = usePermission('ai-tool-config:edit');
  const config = useQuery({
    ...apiClient.query(aiToolConfigEndpoints.list, { schoolId: school?.id ?? 0 }, AI_TOOLS_KEY),
    enabled: school !== null,
  });
  const [enabled, setEnabled] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (config.data) setEnabled(new Set(config.data.enabledToolTypes));
  }, [config.data]);
  const save = useResourceMutation(aiToolConfigEndpoints.edit, {
    invalidate: [AI_TOOLS_KEY, ['pickers']],
    successText: 'AI工具配置已保存',
  });

  const submit = async () => {
    if (!school) return;
    await save.mutateAsync({
      schoolId: school.id,
      toolList: AI_TOOL_TILE_TYPES.map((toolType) => ({
        toolType,
        enabled: enabled.has(toolType),
      })),
    });
    onClose();
  };

  return (
    <Drawer
      open={school !== null}
      onClose={onClose}
      size={480}
      title={school ? `AI工具配置：${school.name}` : 'AI工具配置'}
      loading={config.isLoading}
      footer={
        canEdit ? (
          <Flex justify="flex-end" gap={8}>
            <Button onClick={onClose}>取消</Button>
            <Button
              type="primary"
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
        未开通的工具在学生和老师的“AI工具”页显示“暂未开通”。
      </Typography.Paragraph>
      <List
        bordered
        size="small"
        dataSource={[...AI_TOOL_TILE_TYPES]}
        renderItem={(toolType) => (
          <List.Item
            actions={[
              <Switch
                key="switch"
                aria-label={TOOL_TYPE_LABELS[toolType]}
                checked={enabled.has(toolType)}
                disabled={!canEdit}
                checkedChildren="开通"
                unCheckedChildren="关闭"
                onChange={(on) =>
                  setEnabled((current) => {
                    const next = new Set(current);
                    if (on) next.add(toolType);
                    else next.delete(toolType);
                    return next;
                  })
                }
              />,
            ]}
          >
            <Space>{TOOL_TYPE_LABELS[toolType]}</Space>
          </List.Item>
        )}
      />
    </Drawer>
  );
}
