import { AI_TOOL_TILE_TYPES, aiToolConfigEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Drawer, List, Switch, Typography } from 'antd';
import { apiClient } from '../../shared/api';
import { TOOL_TYPE_LABELS } from '../../shared/labels';
import { useCan } from '../../shared/permissions';
import { useConfirm, useResourceMutation } from '../../shared/resource';

export const AI_TOOLS_KEY = ['ai-tools'] as const;

interface TAiToolsDrawerProps {
  school: { id: number; name: string } | null;
  onClose: () => void;
}

/**
 * The AI tools (tiles) a school has opened. Opening one is immediate (ai-tool-config add);
 * closing one asks first (delete): its tile then shows 暂未开通 to the school's pupils.
 */
export function AiToolsDrawer({ school, onClose }: TAiToolsDrawerProps) {
  const can = useCan();
  const confirm = useConfirm();
  const config = useQuery({
    ...apiClient.query(aiToolConfigEndpoints.list, { schoolId: school?.id ?? 0 }, AI_TOOLS_KEY),
    enabled: school !== null,
  });
  const invalidate = [AI_TOOLS_KEY, ['pickers']] as const;
  const add = useResourceMutation(aiToolConfigEndpoints.add, { invalidate, successText: '已开通' });
  const remove = useResourceMutation(aiToolConfigEndpoints.delete, {
    invalidate,
    successText: '已关闭',
  });
  const enabled = new Set(config.data?.enabledToolTypes ?? []);

  const toggle = (toolType: number, on: boolean) => {
    if (!school) return;
    const body = { schoolId: school.id, toolType };
    if (on) {
      add.mutate(body);
      return;
    }
    confirm({
      title: `关闭“${TOOL_TYPE_LABELS[toolType]}”？`,
      content: `${school.name}的师生将看到“暂未开通”，已有作品不受影响。`,
      okText: '关闭',
      onOk: () => remove.mutateAsync(body),
    });
  };

  return (
    <Drawer
      open={school !== null}
      onClose={onClose}
      size={480}
      title={school ? `AI工具配置：${school.name}` : 'AI工具配置'}
      loading={config.isLoading}
    >
      <Typography.Paragraph type="secondary">
        未开通的工具在学生和老师的“AI工具”页显示“暂未开通”。开关立即生效。
      </Typography.Paragraph>
      <List
        bordered
        size="small"
        dataSource={[...AI_TOOL_TILE_TYPES]}
        renderItem={(toolType) => {
          const on = enabled.has(toolType);
          return (
            <List.Item
              actions={[
                <Switch
                  key="switch"
                  aria-label={TOOL_TYPE_LABELS[toolType]}
                  checked={on}
                  loading={
                    (add.isPending && add.variables?.toolType === toolType) ||
                    (remove.isPending && remove.variables?.toolType === toolType)
                  }
                  disabled={!can(on ? 'ai-tool-config:delete' : 'ai-tool-config:add')}
                  checkedChildren="开通"
                  unCheckedChildren="关闭"
                  onChange={(next) => toggle(toolType, next)}
                />,
              ]}
            >
              {TOOL_TYPE_LABELS[toolType]}
            </List.Item>
          );
        }}
      />
    </Drawer>
  );
}
