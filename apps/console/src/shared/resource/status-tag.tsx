import { Badge } from 'antd';

/** 1 enabled / 0 disabled, as a dot and a word. */
export function EnabledBadge({ status }: { status: number }) {
  return status === 1 ? (
    <Badge status="success" text="启用" />
  ) : (
    <Badge status="default" text="停用" />
  );
}

export const ENABLED_OPTIONS = [
  { label: '启用', value: 1 },
  { label: '停用', value: 0 },
] as const;
