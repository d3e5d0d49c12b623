import type { TPermissionGroup } from '@haoduo/contract';
import { Tree } from 'antd';
import type { Key } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const GROUP_PREFIX = 'group:';

interface TPermissionTreeInputProps {
  id?: string;
  tree: readonly TPermissionGroup[];
  value?: string[];
  onChange?: (codes: string[]) => void;
}

/**
 * The permission tree as checkboxes: a domain's box checks all of its permissions; the value
 * is the checked permission codes (never the domains).
 */
export function PermissionTreeInput({ id, tree, value = [], onChange }: TPermissionTreeInputProps) {
  const { t } = useTranslation();
  const treeData = useMemo(
    () =>
      tree.map((group) => ({
        key: `${GROUP_PREFIX}${group.id}`,
        title: group.name,
        children: group.children.map((node) => ({ key: node.id, title: node.name })),
      })),
    [tree],
  );
  const known = useMemo(
    () => new Set(tree.flatMap((group) => group.children.map((node) => node.id))),
    [tree],
  );
  const onCheck = (checked: Key[] | { checked: Key[] }) => {
    const keys = Array.isArray(checked) ? checked : checked.checked;
    const codes = keys.map(String).filter((key) => !key.startsWith(GROUP_PREFIX));
    // Codes the tree does not show (none today) are kept as they were.
    const hidden = value.filter((code) => !known.has(code));
    onChange?.([...new Set([...hidden, ...codes])].sort());
  };
  return (
    <div id={id} role="group" aria-label={t('roles.permissions')}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={treeData}
        checkedKeys={value.filter((code) => known.has(code))}
        onCheck={onCheck}
      />
    </div>
  );
}
