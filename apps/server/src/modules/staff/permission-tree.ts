import {
  allEndpoints,
  DATA_SCOPE_LABELS,
  MASKED_FIELD_LABELS,
  MASKED_FIELDS,
  PERMISSION_GROUP_LABELS,
  PERMISSION_LABELS,
  type TPermissionGroup,
  type TRoleScopeKind,
} from '@haoduo/contract';

let tree: TPermissionGroup[] | null = null;

/**
 * Every permission of the contract's staff endpoints, grouped by domain (the endpoint's tag),
 * in the order the endpoint table lists them, with their Chinese names.
 */
export function permissionTree(): TPermissionGroup[] {
  if (tree) return tree;
  const groups = new Map<string, TPermissionGroup>();
  const seen = new Set<string>();
  for (const endpoint of allEndpoints) {
    const code = endpoint.permission;
    if (!code || seen.has(code)) continue;
    seen.add(code);
    let group = groups.get(endpoint.tag);
    if (!group) {
      group = {
        id: endpoint.tag,
        name: PERMISSION_GROUP_LABELS[endpoint.tag] ?? endpoint.tag,
        children: [],
      };
      groups.set(endpoint.tag, group);
    }
    group.children.push({
      id: code,
      name: PERMISSION_LABELS[code] ?? code,
      method: endpoint.method,
      path: endpoint.path,
    });
  }
  tree = [...groups.values()];
  return tree;
}

export function permissionTreeV2() {
  return {
    tree: permissionTree(),
    desensitizationConfigs: MASKED_FIELDS.map((id) => ({ id, name: MASKED_FIELD_LABELS[id] })),
    dataScopes: (Object.keys(DATA_SCOPE_LABELS) as TRoleScopeKind[]).map((id) => ({
      id,
      name: DATA_SCOPE_LABELS[id],
    })),
  };
}
