import { AI_TOOL_TILE_TYPES, aiToolConfigEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Drawer, List, Switch, Typography } from 'antd';
import { apiClient } from '../../shared/api';
import { useTranslation } from 'react-i18next';
import { labelOf } from '../../shared/labels';
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
  const { t } = useTranslation();
  const can = useCan();
  const confirm = useConfirm();
  const config = useQuery({
    ...apiClient.query(aiToolConfigEndpoints.list, { schoolId: school?.id ?? 0 }, AI_TOOLS_KEY),
    enabled: school !== null,
  });
  const invalidate = [AI_TOOLS_KEY, ['pickers']] as const;
  const add = useResourceMutation(aiToolConfigEndpoints.add, {
    invalidate,
    successText: t('aiTools.openedDone'),
  });
  const remove = useResourceMutation(aiToolConfigEndpoints.delete, {
    invalidate,
    successText: t('aiTools.closedDone'),
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
      title: t('aiTools.closeTitle', { tool: labelOf('toolType', toolType) }),
      content: t('aiTools.closeContent', { school: school.name }),
      okText: t('aiTools.close'),
      onOk: () => remove.mutateAsync(body),
    });
  };

  return (
    <Drawer
      open={school !== null}
      onClose={onClose}
      size={480}
      title={
        school ? t('aiTools.drawerTitle', { school: school.name }) : t('aiTools.drawerTitleEmpty')
      }
      loading={config.isLoading}
    >
      <Typography.Paragraph type="secondary">{t('aiTools.drawerHint')}</Typography.Paragraph>
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
                  aria-label={labelOf('toolType', toolType)}
                  checked={on}
                  loading={
                    (add.isPending && add.variables?.toolType === toolType) ||
                    (remove.isPending && remove.variables?.toolType === toolType)
                  }
                  disabled={!can(on ? 'ai-tool-config:delete' : 'ai-tool-config:add')}
                  checkedChildren={t('aiTools.open')}
                  unCheckedChildren={t('aiTools.close')}
                  onChange={(next) => toggle(toolType, next)}
                />,
              ]}
            >
              {labelOf('toolType', toolType)}
            </List.Item>
          );
        }}
      />
    </Drawer>
  );
}
